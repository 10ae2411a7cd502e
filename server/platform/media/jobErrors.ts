import type { AnySaid } from '../../../shared/messages';
import { msg } from '../../../shared/serverMessages';
import { PermanentJobError } from '../jobs/queue';
import { saidOf } from '../jobs/saidError';
import { UnsupportedMediaError } from './input';
import { OutputLimitError } from './limits';
import { AbortError, ProcessError, TimeoutError } from './run';
import { scrubMessage } from './scrub';

/**
 * The error a media job ends with, as people will read it (the asset page, a download's status): its
 * message scrubbed of addresses and paths (scrub.ts). What a tool says about a file is final, as the
 * same file fails the same way again (a hanging one is stopped by its limit again), and so is a file
 * refused by type, length or output size; anything else (storage, database) passes and is retried.
 * Stopping (AbortError) is left as it is: the worker puts the job back or names its time limit.
 */
export function mediaJobError(error: unknown): unknown {
  if (error instanceof AbortError) return error;
  const message = scrubMessage(error instanceof Error ? error.message : String(error));
  // A tool's words can be inside a message's parameters: they are scrubbed too.
  const said = scrubbed(saidOf(error)) ?? msg('job.failed', { detail: message });
  if (
    error instanceof PermanentJobError ||
    error instanceof ProcessError ||
    error instanceof TimeoutError ||
    error instanceof UnsupportedMediaError ||
    error instanceof OutputLimitError
  )
    return new PermanentJobError(said);
  return Object.assign(new Error(message, { cause: error }), { said });
}

function scrubbed(said: AnySaid | undefined): AnySaid | undefined {
  if (typeof said !== 'object') return said;
  const params = Object.fromEntries(
    Object.entries(said.params).map(([name, value]) => [
      name,
      typeof value === 'string' ? scrubMessage(value) : value,
    ]),
  );
  return { ...said, params } as AnySaid;
}

/** Runs a media job's work, ending it with mediaJobError's error when it fails. */
export async function asMediaJob(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    throw mediaJobError(error);
  }
}
