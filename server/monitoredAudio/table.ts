import { index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH } from '../../shared/constants';
import { createdAt, idColumn } from '../db/columns';

/** Audio found on a monitored channel is new until staff look at it. */
export const MonitoredAudioStatus = { NEW: 0, REVIEWED: 1 } as const;

/** Audio heard in the videos of a monitored channel, for staff to check against the library. */
export const monitoredAudio = pgTable(
  'monitored_audio',
  {
    id: idColumn(),
    /** The YouTube channel it was found on. */
    channelId: varchar('channel_id', { length: 64 }).notNull(),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    status: smallint('status').notNull().default(MonitoredAudioStatus.NEW),
    createdAt: createdAt(),
  },
  (t) => [index('monitored_audio_status_idx').on(t.status, t.createdAt)],
);
