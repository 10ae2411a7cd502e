import {
  englishOf,
  knownMessage,
  messageOf,
  type AnySaid,
  type ServerMessage,
} from '../../../shared/messages';
import { msg } from '../../../shared/serverMessages';

/** An error that says why in catalogue words (shared/serverMessages), its message the English. */
export class SaidError extends Error {
  constructor(
    readonly said: AnySaid,
    options?: ErrorOptions,
  ) {
    super(englishOf(said), options);
  }
}

/** What an error said in catalogue words: its own, or the entry its English is exactly. */
export const saidOf = (error: unknown): AnySaid | undefined =>
  error instanceof Error ? ((error as { said?: AnySaid }).said ?? knownMessage(error.message)) : undefined;

/**
 * Why a job failed as a catalogue message: the error's own when it has one, else its English words
 * (a tool's, already scrubbed) as the detail of a generic one.
 */
export function jobMessageOf(error: unknown, english: string): ServerMessage {
  return messageOf(saidOf(error) ?? msg('job.failed', { detail: english }));
}
