import { randomUUID } from 'node:crypto';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import { recordActivity } from '../activityLog/repository';
import type { Database } from '../../platform/db/client';
import { transcripts, TranscriptState, type TranscriptMonologue } from '../library/table';
import { revAiDeletions } from './table';

export type TranscriptRow = typeof transcripts.$inferSelect;

/**
 * The job id a row holds while its media is on its way to Rev AI, before Rev AI names the job: the
 * row already marks the item as in progress, so a second request meanwhile is refused.
 */
export const PENDING_JOB_PREFIX = 'pending:';
export const isPendingJob = (jobId: string) => jobId.startsWith(PENDING_JOB_PREFIX);

export async function transcriptOf(db: Database, assetId: string): Promise<TranscriptRow | undefined> {
  const [row] = await db.select().from(transcripts).where(eq(transcripts.assetId, assetId));
  return row;
}

/**
 * Marks the item's transcription as in progress for this request, unless one already is: answers
 * the claimed row and the row it replaced (to put back if Rev AI refuses), or undefined when another
 * transcription is in progress. One statement, so two requests at once cannot both claim it.
 */
export async function claimTranscript(db: Database, assetId: string, userId: string) {
  const previous = await transcriptOf(db, assetId);
  const fresh = {
    providerJobId: `${PENDING_JOB_PREFIX}${randomUUID()}`,
    state: TranscriptState.IN_PROGRESS,
    failure: null,
    text: null,
    monologues: null,
    requestedBy: userId,
  };
  const [claimed] = await db
    .insert(transcripts)
    .values({ assetId, ...fresh })
    .onConflictDoUpdate({
      target: transcripts.assetId,
      set: { ...fresh, updatedAt: sql`now()` },
      setWhere: ne(transcripts.state, TranscriptState.IN_PROGRESS),
    })
    .returning();
  return claimed ? { claimed, previous } : undefined;
}

/** Rev AI refused the media: the item's transcript is what it was before the request. */
export async function releaseClaim(
  db: Database,
  claimed: TranscriptRow,
  previous: TranscriptRow | undefined,
) {
  const mine = and(
    eq(transcripts.assetId, claimed.assetId),
    eq(transcripts.providerJobId, claimed.providerJobId),
  );
  if (!previous) {
    await db.delete(transcripts).where(mine);
    return;
  }
  const { assetId: _assetId, ...before } = previous;
  await db.update(transcripts).set(before).where(mine);
}

/** Rev AI took the media as `jobId`: the row names the job, and the change is logged. */
export async function recordSubmission(
  tx: Database,
  auth: AuthContext,
  claimed: TranscriptRow,
  jobId: string,
  media: Record<string, unknown>,
) {
  const [row] = await tx
    .update(transcripts)
    .set({ providerJobId: jobId, updatedAt: sql`now()` })
    .where(
      and(eq(transcripts.assetId, claimed.assetId), eq(transcripts.providerJobId, claimed.providerJobId)),
    )
    .returning();
  await recordActivity(tx, auth, {
    action: 'create',
    entity: 'transcripts',
    entityId: claimed.assetId,
    after: { state: TranscriptState.IN_PROGRESS, provider_job_id: jobId, media },
  });
  return row;
}

export type Outcome =
  | { state: typeof TranscriptState.TRANSCRIBED; monologues: TranscriptMonologue[]; text: string }
  | { state: typeof TranscriptState.FAILED; failure: string };

/**
 * Stores how Rev AI's job ended, once: only while the row is still in progress on that job (the
 * polling job and a status request may learn it at the same time). Unless Rev AI no longer has the
 * job, it is marked for deletion there in the same transaction. Answers the row as it now is.
 */
export async function settleTranscript(
  db: Database,
  row: TranscriptRow,
  outcome: Outcome,
  { jobGone = false }: { jobGone?: boolean } = {},
) {
  const settled = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(transcripts)
      .set({
        state: outcome.state,
        failure: outcome.state === TranscriptState.FAILED ? outcome.failure : null,
        text: outcome.state === TranscriptState.TRANSCRIBED ? outcome.text : null,
        monologues: outcome.state === TranscriptState.TRANSCRIBED ? outcome.monologues : null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(transcripts.assetId, row.assetId),
          eq(transcripts.providerJobId, row.providerJobId),
          eq(transcripts.state, TranscriptState.IN_PROGRESS),
        ),
      )
      .returning();
    if (updated && !jobGone)
      await tx.insert(revAiDeletions).values({ jobId: row.providerJobId }).onConflictDoNothing();
    return updated;
  });
  return settled ?? (await transcriptOf(db, row.assetId)) ?? row;
}

/** Rows in progress whose upload was cut off (the server stopped during it) before this time. */
export const interruptedBefore = (cutoff: Date) =>
  and(
    eq(transcripts.state, TranscriptState.IN_PROGRESS),
    like(transcripts.providerJobId, `${PENDING_JOB_PREFIX}%`),
    sql`${transcripts.updatedAt} < ${cutoff.toISOString()}`,
  )!;
