import { PermanentJobError } from '../jobs/queue';
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
  if (
    error instanceof PermanentJobError ||
    error instanceof ProcessError ||
    error instanceof TimeoutError ||
    error instanceof UnsupportedMediaError ||
    error instanceof OutputLimitError
  )
    return new PermanentJobError(message);
  return new Error(message, { cause: error });
}

/** Runs a media job's work, ending it with mediaJobError's error when it fails. */
export async function asMediaJob(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    throw mediaJobError(error);
  }
}
