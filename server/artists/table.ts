import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { NAME_MAX_LENGTH } from '../../shared/constants';
import { createdAt, idColumn, updatedAt } from '../db/columns';

/** Speakers (the API's artists): who speaks in the content. Status 3 keeps a deleted one's row. */
export const artists = pgTable(
  'artists',
  {
    id: idColumn(),
    name: varchar('name', { length: NAME_MAX_LENGTH }).notNull(),
    bio: text('bio').notNull().default(''),
    /** The address of the picture this server stores (/api/user/picture/...), or none. */
    picture: varchar('picture', { length: 2048 }),
    /** ISO 639-1 codes of the languages the speaker speaks in. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per speaker among those not deleted, whatever its case.
    uniqueIndex('artists_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.status} <> 3`),
    index('artists_status_created_idx').on(t.status, t.createdAt),
    index('artists_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('artists_languages_idx').using('gin', t.languages),
  ],
);
