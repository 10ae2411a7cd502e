import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { TAKEDOWN_CLOCK_EVERY_SECONDS, TAKEDOWN_REMINDER_HOURS } from '../../../shared/constants';
import { TakedownDue, TakedownStatus } from '../../../shared/takedowns';
import { assets } from '../assets/table';
import { users } from '../users/table';
import type { Database } from '../../platform/db/client';
import type { Clock } from '../../platform/jobs/clocks';
import type { Mailer } from '../../platform/mail/mailer';
import { deadlineMail } from './mail';
import { copyrightTakedowns as takedowns } from './table';
import { applyDeadline } from './transitions';

export const TAKEDOWN_CLOCK = 'takedowns.clock';
/** Deadlines one run applies at most; the next run takes the rest. */
const BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

/** What a due deadline does: a scheduled notice is taken down, a counter-notified one restored. */
const MOVE: Record<TakedownDue, TakedownStatus> = {
  [TakedownDue.REMOVAL]: TakedownStatus.REMOVED,
  [TakedownDue.RESTORE]: TakedownStatus.RESTORED,
};
const FROM: Record<TakedownDue, TakedownStatus> = {
  [TakedownDue.REMOVAL]: TakedownStatus.SCHEDULED,
  [TakedownDue.RESTORE]: TakedownStatus.COUNTER_NOTIFIED,
};

/**
 * One run of the takedowns' legal clocks at `now`: applies the deadlines that are due (each its own
 * transaction, logged), then mails the filer of each deadline less than a day away, once.
 */
export async function runTakedownClock(db: Database, mailer: Mailer, appUrl: string, now = new Date()) {
  const due = await db
    .select({ id: takedowns.id, kind: takedowns.dueKind, status: takedowns.status })
    .from(takedowns)
    .where(and(sql`${takedowns.dueAt} is not null`, lte(takedowns.dueAt, now)))
    .orderBy(asc(takedowns.dueAt))
    .limit(BATCH);
  for (const row of due) {
    if (!row.kind || row.status !== FROM[row.kind]) continue;
    await applyDeadline(db, row.id, row.kind, MOVE[row.kind], now);
  }

  const soon = new Date(now.getTime() + TAKEDOWN_REMINDER_HOURS * HOUR_MS);
  // Marked first, then mailed: two runs never mail the same deadline twice.
  const reminded = await db
    .update(takedowns)
    .set({ remindedAt: now })
    .where(
      and(
        sql`${takedowns.dueAt} is not null`,
        gt(takedowns.dueAt, now),
        lte(takedowns.dueAt, soon),
        isNull(takedowns.remindedAt),
      ),
    )
    .returning({
      id: takedowns.id,
      filedBy: takedowns.filedBy,
      assetId: takedowns.assetId,
      dueAt: takedowns.dueAt,
      dueKind: takedowns.dueKind,
      videos: sql<number>`cardinality(${takedowns.videoIds})`,
    });
  for (const row of reminded) {
    const [filer] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, row.filedBy));
    const [asset] = await db.select({ title: assets.title }).from(assets).where(eq(assets.id, row.assetId));
    if (!filer || !row.dueAt || !row.dueKind) continue;
    try {
      await mailer.send(
        deadlineMail(
          filer,
          {
            asset_title: asset?.title ?? '',
            due_kind: row.dueKind,
            due_at: row.dueAt,
            video_count: Number(row.videos),
          },
          appUrl,
        ),
      );
    } catch (error) {
      // Not sent: the next run tries again.
      await db.update(takedowns).set({ remindedAt: null }).where(eq(takedowns.id, row.id));
      throw error;
    }
  }
}

/** The takedowns' clock in the job queue: every TAKEDOWN_CLOCK_EVERY_SECONDS. */
export const takedownClock = (db: Database, mailer: Mailer, appUrl: string): Clock => ({
  kind: TAKEDOWN_CLOCK,
  everySeconds: TAKEDOWN_CLOCK_EVERY_SECONDS,
  run: () => runTakedownClock(db, mailer, appUrl),
});
