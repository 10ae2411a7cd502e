import { stat } from 'node:fs/promises';
import {
  MEDIA_MAX_DURATION_SECONDS,
  MEDIA_OUTPUT_MIN_BYTES,
  MEDIA_TOOL_MAX_SECONDS,
  MEDIA_TOOL_MIN_SECONDS,
} from '../../../shared/constants';

/** Rejected when a run's output reached its size limit: the file is longer or larger than it said. */
export class OutputLimitError extends Error {
  override name = 'OutputLimitError';
}

export const OUTPUT_LIMIT_MESSAGE =
  'The file holds more than its stated length: processing stopped at its size limit.';

const known = (durationSeconds: number | undefined): durationSeconds is number =>
  durationSeconds !== undefined && Number.isFinite(durationSeconds) && durationSeconds > 0;

/**
 * A tool's time limit for media of this duration: `perSecond` seconds of work per second of media,
 * within the floor and ceiling. An unknown duration gets the ceiling, as the size limit still holds.
 */
export function toolSeconds(durationSeconds: number | undefined, perSecond: number): number {
  if (!known(durationSeconds)) return MEDIA_TOOL_MAX_SECONDS;
  const scaled = Math.ceil(durationSeconds * perSecond);
  return Math.min(MEDIA_TOOL_MAX_SECONDS, Math.max(MEDIA_TOOL_MIN_SECONDS, scaled));
}

/**
 * The largest output for media of this duration at `bytesPerSecond`, above a floor; an unknown
 * duration is taken as the longest accepted.
 */
export function outputBytes(durationSeconds: number | undefined, bytesPerSecond: number): number {
  const seconds = known(durationSeconds)
    ? Math.min(durationSeconds, MEDIA_MAX_DURATION_SECONDS)
    : MEDIA_MAX_DURATION_SECONDS;
  return MEDIA_OUTPUT_MIN_BYTES + Math.ceil(seconds * bytesPerSecond);
}

/** ffmpeg's output option that stops writing at `bytes` (it then ends as if done: see checkOutputSize). */
export const sizeLimitArgs = (bytes: number): string[] => ['-fs', String(bytes)];

/**
 * ffmpeg stops at `-fs` and exits as if it had finished: an output that reached the limit is cut
 * short, so it is refused rather than kept.
 */
export async function checkOutputSize(file: string, limit: number): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (info && info.size >= limit) throw new OutputLimitError(OUTPUT_LIMIT_MESSAGE);
}

/** Refuses a file claiming to last longer than any accepted (a manifest of 1,000 hours, say). */
export function checkDuration(durationSeconds: number | undefined): void {
  if (known(durationSeconds) && durationSeconds > MEDIA_MAX_DURATION_SECONDS)
    throw new Error(
      `The file is not a readable audio or video file: it claims to last ${Math.round(durationSeconds / 3600)} hours, more than the ${MEDIA_MAX_DURATION_SECONDS / 3600} accepted.`,
    );
}
