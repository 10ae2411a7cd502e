import { and, eq, notLike, sql } from 'drizzle-orm';
import { REVAI_UPLOAD_TIMEOUT_MS, TRANSCRIPTION_RESUME_EVERY_SECONDS } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import type { Clock } from '../../platform/jobs/clocks';
import { enqueueJob, type JobHandler } from '../../platform/jobs/queue';
import { jobs, JobState } from '../../platform/jobs/table';
import { transcripts, TranscriptState } from '../library/table';
import { deletePendingJobs, deleteSettledJob } from './deletion';
import { RevAiError, RevAiJobStatus, type RevAiClient } from '../../platform/revai/revAi';
import type { PollSchedule } from './setup';
import {
  interruptedBefore,
  isPendingJob,
  PENDING_JOB_PREFIX,
  settleTranscript,
  transcriptOf,
  type TranscriptRow,
} from './store';
import { plainText } from '../../platform/revai/transcript';

export const TRANSCRIPTION_POLL_JOB = 'transcription.poll';
export const TRANSCRIPTION_RESUME_CLOCK = 'transcription.resume';

interface PollPayload extends Record<string, unknown> {
  assetId: string;
  jobId: string;
  /** Polls made so far: the next waits twice as long as the last. */
  polls: number;
}

/** The wait before poll number `polls` (from 0): the first delay, doubled each time, capped. */
export const pollDelayMs = (schedule: PollSchedule, polls: number) =>
  Math.min(schedule.firstMs * 2 ** Math.min(polls, 30), schedule.maxMs);

/**
 * Queues the next look at a job. No subject id: an asset's page shows its latest subject job as its
 * processing, which a transcription is not.
 */
export function schedulePoll(db: Database, payload: PollPayload, delayMs: number) {
  return enqueueJob(db, TRANSCRIPTION_POLL_JOB, payload, { runAt: new Date(Date.now() + delayMs) });
}

export const NO_SPEECH_FAILURE = 'Rev AI could not transcribe the media.';

/**
 * Asks Rev AI where the row's job is and stores how it ended, if it has: the transcript with its
 * plain text, or the reason it failed. Answers the row as it now is; throws Rev AI's errors.
 */
export async function refreshTranscript(db: Database, client: RevAiClient, row: TranscriptRow) {
  if (row.state !== TranscriptState.IN_PROGRESS || isPendingJob(row.providerJobId)) return row;
  let job;
  try {
    job = await client.job(row.providerJobId);
  } catch (error) {
    // The job is gone from Rev AI (deleted there): it will never end, so say so.
    if (error instanceof RevAiError && error.kind === 'not_found')
      return settleTranscript(
        db,
        row,
        {
          state: TranscriptState.FAILED,
          failure: 'Rev AI no longer has this job: request the transcription again.',
        },
        { jobGone: true },
      );
    throw error;
  }
  if (job.status === RevAiJobStatus.IN_PROGRESS) return row;
  let settled: TranscriptRow;
  if (job.status === RevAiJobStatus.FAILED) {
    settled = await settleTranscript(db, row, {
      state: TranscriptState.FAILED,
      failure: job.failure ?? NO_SPEECH_FAILURE,
    });
  } else {
    const monologues = await client.transcript(row.providerJobId);
    settled = await settleTranscript(db, row, {
      state: TranscriptState.TRANSCRIBED,
      monologues,
      text: plainText(monologues),
    });
  }
  // Stored: Rev AI need not keep the media and transcript any longer.
  await deleteSettledJob(db, client, row.providerJobId);
  return settled;
}

/**
 * The poll job: looks at one Rev AI job, and while it is in progress queues the next look, each
 * later than the last. A 429 waits what Rev AI asks; other failures (Rev AI away, a refused token)
 * are retried by the queue with its backoff, and past its attempts the resume clock takes over.
 */
export function transcriptionJobHandlers(db: Database, client: RevAiClient, schedule: PollSchedule) {
  const poll: JobHandler = async ({ job }) => {
    const payload = job.payload as PollPayload;
    const row = await transcriptOf(db, payload.assetId);
    // Settled meanwhile (a status request learnt it first), or replaced by a new request.
    if (!row || row.providerJobId !== payload.jobId || row.state !== TranscriptState.IN_PROGRESS) return;
    try {
      const after = await refreshTranscript(db, client, row);
      if (after.state === TranscriptState.IN_PROGRESS)
        await schedulePoll(
          db,
          { ...payload, polls: payload.polls + 1 },
          pollDelayMs(schedule, payload.polls + 1),
        );
    } catch (error) {
      if (!(error instanceof RevAiError) || error.kind !== 'rate_limited') throw error;
      const waitMs = Math.max((error.retryAfterSeconds ?? 0) * 1000, pollDelayMs(schedule, payload.polls));
      await schedulePoll(db, payload, waitMs);
    }
  };
  return { [TRANSCRIPTION_POLL_JOB]: poll };
}

/**
 * The safety net: every few minutes, a poll for each transcription in progress that has none
 * queued (its poll job failed for good while Rev AI was away, or the token was refused until it
 * was fixed), a failure for a row whose upload a stopped server never finished, and the delete at
 * Rev AI of finished jobs whose delete failed. Polls chain, so at every moment one is queued or
 * running: a running poll queues the next before it ends.
 */
export function transcriptionResumeClock(db: Database, client: RevAiClient): Clock {
  return {
    kind: TRANSCRIPTION_RESUME_CLOCK,
    everySeconds: TRANSCRIPTION_RESUME_EVERY_SECONDS,
    run: async () => {
      await db
        .update(transcripts)
        .set({
          state: TranscriptState.FAILED,
          failure: 'The upload to Rev AI was interrupted: request the transcription again.',
          updatedAt: sql`now()`,
        })
        // Past the longest an upload may take, it is no longer under way.
        .where(interruptedBefore(new Date(Date.now() - 2 * REVAI_UPLOAD_TIMEOUT_MS)));
      const stalled = await db
        .select({ assetId: transcripts.assetId, jobId: transcripts.providerJobId })
        .from(transcripts)
        .where(
          and(
            eq(transcripts.state, TranscriptState.IN_PROGRESS),
            notLike(transcripts.providerJobId, `${PENDING_JOB_PREFIX}%`),
            sql`not exists (select 1 from ${jobs} j where j.kind = ${TRANSCRIPTION_POLL_JOB}
              and j.state in (${JobState.QUEUED}, ${JobState.RUNNING})
              and j.payload->>'assetId' = ${transcripts.assetId}::text)`,
          ),
        );
      for (const { assetId, jobId } of stalled) await schedulePoll(db, { assetId, jobId, polls: 0 }, 0);
      await deletePendingJobs(db, client);
    },
  };
}
