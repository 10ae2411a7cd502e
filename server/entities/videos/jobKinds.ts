import { VIDEO_SYNC_JOBS_PER_PERSON } from '../../../shared/constants';
import type { JobLimit } from '../../platform/jobs/limits';

/** A channel's sync of its YouTube videos (payload `{channelId}`, subject the channel). */
export const VIDEO_SYNC_JOB = 'videos.sync';
/** The clock that queues a sync of every connected channel. */
export const VIDEO_SYNC_CLOCK = 'videos.sync-clock';

/** "Sync now" requests one person may have pending. */
export const VIDEO_SYNC_JOBS: JobLimit = { kinds: [VIDEO_SYNC_JOB], max: VIDEO_SYNC_JOBS_PER_PERSON };
