import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

/**
 * Rev AI jobs whose outcome is stored here and which are still to be deleted at Rev AI (it keeps
 * the media and the transcript until then). Written in the transaction that stores the outcome, so
 * no job is forgotten however the delete goes; a row leaves once Rev AI has deleted the job. Kept
 * apart from the transcript, so a new request on the item does not lose the old job's id.
 */
export const revAiDeletions = pgTable('revai_deletions', {
  jobId: varchar('job_id', { length: 100 }).primaryKey(),
  createdAt: createdAt(),
  /** Deletes tried and failed so far. */
  attempts: integer('attempts').notNull().default(0),
});
