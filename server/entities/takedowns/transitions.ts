import { and, eq } from 'drizzle-orm';
import { addBusinessDays } from '../../../shared/businessDays';
import {
  COUNTER_NOTICE_MAX_BUSINESS_DAYS,
  COUNTER_NOTICE_MIN_BUSINESS_DAYS,
} from '../../../shared/constants';
import { canDo } from '../../../shared/resources';
import { msg } from '../../../shared/serverMessages';
import { canMoveTakedown, TakedownDue, TakedownStatus } from '../../../shared/takedowns';
import { recordActivity, statusAction } from '../activityLog/repository';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import { assetFor, ENTITY, submission, videoIdsOf, type NoticeBody } from './notice';
import { takedownOf, takedownView } from './repository';
import { copyrightTakedowns as takedowns } from './table';

type Tx = Database;
type Row = NonNullable<Awaited<ReturnType<typeof lockedRow>>>;

async function lockedRow(tx: Tx, id: string, auth: AuthContext | undefined) {
  const [row] = await tx
    .select(takedownView)
    .from(takedowns)
    .where(auth ? takedownOf(id, auth) : eq(takedowns.id, id))
    .for('update');
  return row;
}

/** The columns a move to `to` sets at `now`, from the row it leaves. */
function movedColumns(before: Row, to: TakedownStatus, now: Date) {
  switch (to) {
    case TakedownStatus.SUBMITTED:
    case TakedownStatus.SCHEDULED:
      if (!before.good_faith || !before.accuracy || !before.signature) {
        throw conflict('takedown.statements_missing');
      }
      return submission(to === TakedownStatus.SCHEDULED, now);
    case TakedownStatus.REMOVED:
      return { status: to, removedAt: now, dueAt: null, dueKind: null };
    case TakedownStatus.COUNTER_NOTIFIED:
      // The law's window: restored after 10 business days, at the latest after 14.
      return {
        status: to,
        counterNotifiedAt: now,
        dueAt: addBusinessDays(now, COUNTER_NOTICE_MIN_BUSINESS_DAYS),
        restoreByAt: addBusinessDays(now, COUNTER_NOTICE_MAX_BUSINESS_DAYS),
        dueKind: TakedownDue.RESTORE,
        remindedAt: null,
        courtActionAt: null,
        courtActionNote: null,
      };
    case TakedownStatus.RESTORED:
      if (before.court_action_at) throw conflict('takedown.court_action');
      return { status: to, dueAt: null, dueKind: null };
    default:
      return { status: to, dueAt: null, dueKind: null };
  }
}

/** The move itself, on the row locked in `tx`: the update and its activity entry. */
async function moveLocked(tx: Tx, auth: AuthContext | undefined, before: Row, to: TakedownStatus, now: Date) {
  if (!canMoveTakedown(before.status, to)) {
    throw conflict(msg('takedown.transition_refused', { from: before.status, to }));
  }
  await tx
    .update(takedowns)
    .set({ ...movedColumns(before, to, now), updatedAt: now })
    .where(eq(takedowns.id, before._id));
  const [after] = await tx.select(takedownView).from(takedowns).where(eq(takedowns.id, before._id));
  await recordActivity(tx, auth ?? { userId: before.filed_by }, {
    action: statusAction(to),
    entity: ENTITY,
    entityId: before._id,
    before,
    after: auth ? after : { ...after, by: 'clock' },
  });
  return after!;
}

/**
 * Moves a notice to another state, in one transaction with its activity entry: only along
 * TAKEDOWN_TRANSITIONS (409 otherwise). `auth` narrows it to the caller's notices; the clock passes
 * none and acts for the notice's filer, whom its entry names.
 */
export async function moveTakedown(
  db: Database,
  auth: AuthContext | undefined,
  id: string,
  to: TakedownStatus,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, id, auth);
    if (!before) throw notFound('not_found.takedown');
    return moveLocked(tx, auth, before, to, now);
  });
}

/**
 * The clock's move of a deadline it found due: `to` once the row, locked, still waits for that
 * deadline at `now`. A court action recorded (or a retraction) since the clock read the row cleared
 * it: the row is left as it is and false answered, rather than the whole run failing on a 409.
 */
export async function applyDeadline(
  db: Database,
  id: string,
  kind: TakedownDue,
  to: TakedownStatus,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, id, undefined);
    if (!before?.due_at || before.due_kind !== kind || new Date(before.due_at) > now) return false;
    await moveLocked(tx, undefined, before, to, now);
    return true;
  });
}

/** DELETE: a rights holder's side deletes its drafts only; CRUD staff any notice that may be deleted. */
export async function deleteTakedown(db: Database, auth: AuthContext, id: string) {
  if (auth.ownerId) {
    const [row] = await db.select({ status: takedowns.status }).from(takedowns).where(takedownOf(id, auth));
    if (!row) throw notFound('not_found.takedown');
    if (row.status !== TakedownStatus.DRAFT) throw conflict('takedown.not_draft');
  }
  return moveTakedown(db, auth, id, TakedownStatus.DELETED);
}

/**
 * PUT and PATCH: a draft's notice fields (409 once submitted), or, from CRUD staff on a
 * counter-notified notice, the court action that keeps the video down (its clock stops).
 */
export async function editTakedown(
  db: Database,
  auth: AuthContext,
  id: string,
  body: Partial<NoticeBody> & { court_action_note?: string },
) {
  const { court_action_note: courtAction, ...notice } = body;
  if (courtAction !== undefined && !canDo('assets/copyright-takedown', 'courtAction', auth.type)) {
    throw forbidden();
  }
  return db.transaction(async (tx) => {
    // The caller's notice first: another owner's is a 404 whatever the body says.
    const before = await lockedRow(tx, id, auth);
    if (!before) throw notFound('not_found.takedown');
    const videoIds = notice.video_urls ? videoIdsOf(notice.video_urls) : undefined;
    const asset = notice.asset ? await assetFor(tx, auth, notice.asset) : undefined;
    const now = new Date();
    const hasNotice = Object.keys(notice).length > 0;
    if (hasNotice && before.status !== TakedownStatus.DRAFT) throw conflict('takedown.not_draft');
    if (courtAction !== undefined && before.status !== TakedownStatus.COUNTER_NOTIFIED) {
      throw conflict('takedown.not_counter_notified');
    }
    if (asset && asset.rightsHolderId !== before.rights_holder && auth.ownerId) throw forbidden();
    await tx
      .update(takedowns)
      .set({
        ...(videoIds && { videoIds }),
        ...(asset && { assetId: asset.id, rightsHolderId: asset.rightsHolderId }),
        ...(notice.owner_name !== undefined && { ownerName: notice.owner_name.trim() }),
        ...(notice.owner_address !== undefined && { ownerAddress: notice.owner_address.trim() }),
        ...(notice.owner_phone !== undefined && { ownerPhone: notice.owner_phone.trim() }),
        ...(notice.owner_email !== undefined && { ownerEmail: notice.owner_email.trim() }),
        ...(notice.good_faith !== undefined && { goodFaith: notice.good_faith }),
        ...(notice.accuracy !== undefined && { accuracy: notice.accuracy }),
        ...(notice.signature !== undefined && { signature: notice.signature.trim() }),
        ...(notice.scheduled !== undefined && { scheduled: notice.scheduled }),
        ...(courtAction !== undefined && {
          courtActionAt: now,
          courtActionNote: courtAction.trim(),
          // Court action keeps the video down: no restore is due any more.
          dueAt: null,
          dueKind: null,
        }),
        updatedAt: now,
      })
      .where(eq(takedowns.id, id));
    const [after] = await tx.select(takedownView).from(takedowns).where(eq(takedowns.id, id));
    await recordActivity(tx, auth, { action: 'update', entity: ENTITY, entityId: id, before, after });
    return after!;
  });
}

/**
 * Opens a takedown for a claim whose appeal was answered with a takedown request (issue 35): a draft
 * against the claimed video, for the claim's asset, with the rights holder's name and e-mail; the
 * filer completes the address, phone, statements and signature before staff submit it. Call it with
 * the claim's transaction; answers the new takedown's id.
 */
export async function openTakedownForClaim(
  tx: Database,
  claim: {
    claimId: string;
    assetId: string;
    rightsHolderId: string;
    videoId: string;
    /** Who answered the appeal (the activity entry's actor and the notice's filer). */
    actorId: string;
    owner: { name: string; email: string };
    monitoredChannelId?: string | null;
  },
): Promise<string> {
  const [existing] = await tx
    .select({ id: takedowns.id })
    .from(takedowns)
    .where(and(eq(takedowns.manualClaimId, claim.claimId)));
  if (existing) return existing.id;
  const [row] = await tx
    .insert(takedowns)
    .values({
      rightsHolderId: claim.rightsHolderId,
      filedBy: claim.actorId,
      assetId: claim.assetId,
      manualClaimId: claim.claimId,
      monitoredChannelId: claim.monitoredChannelId ?? null,
      videoIds: [claim.videoId],
      ownerName: claim.owner.name,
      ownerAddress: '',
      ownerPhone: '',
      ownerEmail: claim.owner.email,
    })
    .returning({ id: takedowns.id });
  const [after] = await tx.select(takedownView).from(takedowns).where(eq(takedowns.id, row!.id));
  await recordActivity(
    tx,
    { userId: claim.actorId },
    {
      action: 'create',
      entity: ENTITY,
      entityId: row!.id,
      after,
    },
  );
  return row!.id;
}
