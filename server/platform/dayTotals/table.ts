import { bigint, date, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * What is counted per UTC day, each kind from one table's timestamp and condition (migration 0056:
 * the triggers' arguments say which): videos first synced, claims and takedowns filed (not deleted)
 * or created at all, takedowns removed, channels added, content approved, videos found.
 */
export const DayKind = {
  VIDEOS_SYNCED: 'videos_synced',
  CLAIMS_FILED: 'claims_filed',
  CLAIMS_CREATED: 'claims_created',
  TAKEDOWNS_REMOVED: 'takedowns_removed',
  TAKEDOWNS_FILED: 'takedowns_filed',
  TAKEDOWNS_CREATED: 'takedowns_created',
  CHANNELS_ADDED: 'channels_added',
  CONTENT_APPROVED: 'content_approved',
  FOUND_VIDEOS: 'found_videos',
} as const;
export type DayKind = (typeof DayKind)[keyof typeof DayKind];

/**
 * Rows counted per kind and UTC day, kept by statement triggers on the counted tables, so staff's
 * counts and monthly series over a year add up at most 366 rows instead of counting a million.
 * `day_totals_rebuild()` recounts them after a bulk load.
 */
export const dayTotals = pgTable(
  'day_totals',
  {
    kind: varchar('kind', { length: 24 }).$type<DayKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);
