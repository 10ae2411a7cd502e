import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { canLeave, CLAIM_STATUS_NAMES, ClaimStatus, type ClaimTransitionName } from '../../../shared/claims';
import {
  CLAIM_READ_BACK_ATTEMPTS,
  CLAIM_READ_BACK_EVERY_SECONDS,
  CLAIM_READ_BACK_OVERLAP_DAYS,
  CLAIM_READ_BACK_REFUSALS_KEPT,
  LOCAL_STATE_OF,
  TRANSITIONS_TO,
  YOUTUBE_CLAIM_STATES,
  type ReadBackRefusal,
  type YouTubeClaimState,
} from '../../../shared/claimsReadBack';
import { englishOf, messageOf, type AnySaid } from '../../../shared/messages';
import { msg } from '../../../shared/serverMessages';
import type { Database } from '../../platform/db/client';
import { GoogleError } from '../../platform/google/client';
import type { ContentIdClaim, ContentIdClient } from '../../platform/google/contentId';
import { HttpError } from '../../platform/http/errors';
import type { Clock } from '../../platform/jobs/clocks';
import type { JobContext, JobHandler } from '../../platform/jobs/handler';
import { enqueueJob, PermanentJobError } from '../../platform/jobs/queue';
import { jobs, JobState } from '../../platform/jobs/table';
import { nextQuotaDay } from '../videos/quota';
import { CLAIM_READ_BACK_CLOCK, CLAIM_READ_BACK_JOB, CLAIM_READ_BACKS } from './jobKinds';
import { claimReadBacks, manualClaims } from './table';
import { applyTransition } from './workflow';

/** What a read-back needs: the database and the Content ID client (of the content owner it acts for). */
export interface ReadBackSetup {
  db: Database;
  contentId: ContentIdClient;
}

/** The read-back queued or running, if any. */
export async function pendingReadBack(db: Database) {
  const [job] = await db
    .select({ id: jobs.id, state: jobs.state, progress: jobs.progress, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, CLAIM_READ_BACK_JOB), inArray(jobs.state, [JobState.QUEUED, JobState.RUNNING])))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return job;
}

/** The first key of the read-back queueing's advisory lock: a constant no other lock of the app uses. */
const READ_BACK_LOCK = 4_242_047;

/**
 * Queues a read-back, or answers the one already queued or running: the clock's (nobody's), or a
 * person's, held to their limit (CLAIM_READ_BACKS). The lock makes the check and the queueing of
 * parallel requests see each other's.
 */
export async function queueReadBack(db: Database, requestedBy?: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(READ_BACK_LOCK))}, 0)`);
    const pending = await pendingReadBack(tx);
    if (pending) return pending;
    return enqueueJob(
      tx,
      CLAIM_READ_BACK_JOB,
      {},
      {
        maxAttempts: CLAIM_READ_BACK_ATTEMPTS,
        ...(requestedBy && { requestedBy, limit: CLAIM_READ_BACKS }),
      },
    );
  });
}

export const claimReadBackClock = (db: Database): Clock => ({
  kind: CLAIM_READ_BACK_CLOCK,
  everySeconds: CLAIM_READ_BACK_EVERY_SECONDS,
  run: async () => {
    await queueReadBack(db);
  },
});

export const claimReadBackHandlers = (setup: ReadBackSetup): Record<string, JobHandler> => ({
  [CLAIM_READ_BACK_JOB]: (context) => readBack(setup, context),
});

const setState = (db: Database, owner: string, values: PgUpdateSetSource<typeof claimReadBacks>) =>
  db
    .update(claimReadBacks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(claimReadBacks.contentOwnerId, owner));

/** yyyy-MM-dd, a day before `at` (claimSearch's statusModifiedAfter is a day, inclusive). */
const dayBefore = (at: Date) =>
  new Date(at.getTime() - CLAIM_READ_BACK_OVERLAP_DAYS * 86_400_000).toISOString().slice(0, 10);

/**
 * One read-back: for each Content ID state, the content owner's claims in it (changed since the last
 * completed run started, a day's overlap), page by page; each page's changes and the place to go on
 * from are stored together, so a retry after a failure neither skips nor repeats a page.
 */
async function readBack(setup: ReadBackSetup, context: JobContext): Promise<void> {
  const { db } = setup;
  const owner = setup.contentId.contentOwnerId;
  await db.insert(claimReadBacks).values({ contentOwnerId: owner }).onConflictDoNothing();
  let [state] = await db.select().from(claimReadBacks).where(eq(claimReadBacks.contentOwnerId, owner));
  const starting = state!.resumeState === 0 && state!.resumePageToken === null;
  if (starting) {
    [state] = await db
      .update(claimReadBacks)
      .set({ runStartedAt: sql`now()`, claimsRead: 0, claimsChanged: 0, refusals: [], lastError: null })
      .where(eq(claimReadBacks.contentOwnerId, owner))
      .returning();
  }
  const since = state!.changesSince ? dayBefore(state!.changesSince) : undefined;
  try {
    await readPages(setup, context, state!, since);
  } catch (error) {
    const final = await failure(setup, context, error);
    if (final) throw final;
    return;
  }
  await setState(db, owner, {
    resumeState: 0,
    resumePageToken: null,
    lastCompletedAt: sql`now()`,
    changesSince: state!.runStartedAt,
    lastError: null,
  });
}

async function readPages(
  { db, contentId }: ReadBackSetup,
  context: JobContext,
  state: typeof claimReadBacks.$inferSelect,
  since: string | undefined,
) {
  const owner = contentId.contentOwnerId;
  let { claimsRead: read, claimsChanged: changed } = state;
  let refusals = state.refusals;
  for (let index = state.resumeState; index < YOUTUBE_CLAIM_STATES.length; index++) {
    const youtubeState = YOUTUBE_CLAIM_STATES[index]!;
    let pageToken = index === state.resumeState ? (state.resumePageToken ?? undefined) : undefined;
    let seen = 0;
    do {
      context.signal.throwIfAborted();
      const page = await contentId.searchClaims(
        { status: youtubeState, ...(since && { statusModifiedAfter: since }) },
        pageToken,
      );
      seen += page.items.length;
      pageToken = page.nextPageToken ?? undefined;
      const within = pageToken && page.totalResults ? Math.min(1, seen / page.totalResults) : 1;
      const progress = Math.min(99, Math.floor(((index + within) / YOUTUBE_CLAIM_STATES.length) * 100));
      await db.transaction(async (tx) => {
        const outcome = await applyPage(tx, youtubeState, page.items);
        read += outcome.read;
        changed += outcome.changed;
        refusals = [...refusals, ...outcome.refusals].slice(-CLAIM_READ_BACK_REFUSALS_KEPT);
        await setState(tx, owner, {
          resumeState: pageToken ? index : index + 1,
          resumePageToken: pageToken ?? null,
          claimsRead: read,
          claimsChanged: changed,
          refusals,
        });
      });
      await context.progress(progress);
    } while (pageToken);
  }
}

/** The transition here that follows YouTube to `youtubeState` from `status`, if one may. */
const transitionTo = (youtubeState: YouTubeClaimState, status: ClaimStatus) =>
  TRANSITIONS_TO[youtubeState].find((name: ClaimTransitionName) => canLeave(name, status));

const isYouTubeState = (value: string | undefined): value is YouTubeClaimState =>
  (YOUTUBE_CLAIM_STATES as readonly string[]).includes(value ?? '');

/**
 * One page of Content ID's claims: those that are ours (sent from here, not deleted) and whose state
 * changed at YouTube since the last look move here through their transition, each in a savepoint,
 * logged as YouTube's in the claimant's name. A change the rules here refuse is not made: it is
 * reported, and the new state at YouTube noted so that it is reported once.
 */
async function applyPage(tx: Database, searched: YouTubeClaimState, items: readonly ContentIdClaim[]) {
  const outcome = { read: 0, changed: 0, refusals: [] as ReadBackRefusal[] };
  if (items.length === 0) return outcome;
  const byId = new Map(items.map((item) => [item.id, item]));
  const rows = await tx
    .select()
    .from(manualClaims)
    .where(
      and(
        inArray(manualClaims.youtubeClaimId, [...byId.keys()]),
        ne(manualClaims.status, ClaimStatus.DELETED),
      ),
    )
    .for('update');
  for (const row of rows) {
    outcome.read += 1;
    const answered = byId.get(row.youtubeClaimId!)!.status ?? searched;
    // A sent claim starts active at YouTube: no change there, none here (a local dispute stays local).
    if (!isYouTubeState(answered) || answered === (row.youtubeStatus ?? 'active')) continue;
    const noteSeen = (db: Database) =>
      db.update(manualClaims).set({ youtubeStatus: answered }).where(eq(manualClaims.id, row.id));
    if (row.status === LOCAL_STATE_OF[answered]) {
      await noteSeen(tx);
      continue;
    }
    const name = transitionTo(answered, row.status);
    let refusal: AnySaid | undefined = name
      ? undefined
      : msg('claims.transition_refused', {
          from: CLAIM_STATUS_NAMES[row.status],
          to: CLAIM_STATUS_NAMES[LOCAL_STATE_OF[answered]],
        });
    if (name) {
      try {
        await tx.transaction((savepoint) =>
          applyTransition(savepoint, row.id, name, row.rightsHolderId, {
            by: 'youtube',
            note: `YouTube: ${answered}`,
          }),
        );
        outcome.changed += 1;
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
        refusal = error.said;
      }
    }
    if (refusal) {
      outcome.refusals.push({
        claim_id: row.id,
        video_title: row.videoTitle,
        youtube_status: answered,
        status: row.status,
        reason: englishOf(refusal),
        reason_message: messageOf(refusal) as ReadBackRefusal['reason_message'],
      });
    }
    await noteSeen(tx);
  }
  return outcome;
}

/**
 * What a failed run leaves: over Content ID's quota, a read-back queued for the next quota day (this
 * one ends, its place kept); Content ID failing or the token refused for a moment, a retry with the
 * queue's backoff from the page reached; refused for good (no access to the content owner, a revoked
 * grant), a final failure. The error is kept for the page either way.
 */
async function failure(
  { db, contentId }: ReadBackSetup,
  context: JobContext,
  error: unknown,
): Promise<unknown> {
  const owner = contentId.contentOwnerId;
  const english = error instanceof Error ? error.message : String(error);
  if (context.signal.aborted) return error;
  if (error instanceof GoogleError && error.kind === 'quota') {
    await db.transaction(async (tx) => {
      await setState(tx, owner, { lastError: english });
      await enqueueJob(
        tx,
        CLAIM_READ_BACK_JOB,
        {},
        { maxAttempts: CLAIM_READ_BACK_ATTEMPTS, runAt: nextQuotaDay() },
      );
    });
    return undefined;
  }
  await setState(db, owner, { lastError: english });
  const passing = error instanceof GoogleError && ['unavailable', 'unauthorized'].includes(error.kind);
  if (passing || !(error instanceof GoogleError)) return error;
  return new PermanentJobError(msg('claims.content_id_failed', { detail: english }));
}
