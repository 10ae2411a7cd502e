import { lazy } from 'react';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import { videos } from '../../../shared/resources/videos';
import type { ResourceDefinition } from '../types';

/** DRM YouTube Videos (Sublicensee Videos for a rights holder's side): the synced videos, read only. */
const resource: ResourceDefinition = {
  ...videos,
  list: lazy(() => import('./VideoList')),
  icon: SmartDisplayIcon,
  recordRepresentation: 'title',
};

export default resource;

/** Its English texts, `resources.drm-youtube-videos.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Video |||| Videos',
  fields: {
    thumbnail_url: 'Thumbnail',
    title: 'Title',
    video_id: 'Video ID',
    channel: 'Channel',
    channel_title: 'Channel',
    published_at: 'Published',
    duration_seconds: 'Duration',
    view_count: 'Views',
    claimed: 'Claim state',
    privacy_status: 'Privacy',
    url: 'YouTube',
    q: 'Search title or video ID',
  },
  claim: { claimed: 'Claimed', unclaimed: 'Unclaimed', any: 'Any claim state' },
  privacy: { public: 'Public', unlisted: 'Unlisted', private: 'Private' },
  open: 'Open on YouTube',
  open_title: 'Open "%{title}" on YouTube',
  empty: 'No videos yet: they appear here once a channel has been synced.',
  sync: {
    now: 'Sync now',
    progress: 'Sync progress',
    queued: 'Sync queued.',
    finished: 'Sync finished: %{smart_count} video stored. |||| Sync finished: %{smart_count} videos stored.',
    state: {
      idle: 'Up to date',
      running: 'Syncing',
      waiting: 'Waiting for YouTube',
      reauthorise: 'Needs reconnecting with Google',
      failed: 'Sync failed',
    },
    last: 'Last synced: %{date}',
    never: 'Not synced yet',
    videos: '%{smart_count} video stored |||| %{smart_count} videos stored',
    quota: 'YouTube quota today: %{used} of %{budget} units',
    pick_channel: 'Choose a channel in the filters to see its sync, or sync it now.',
  },
};
