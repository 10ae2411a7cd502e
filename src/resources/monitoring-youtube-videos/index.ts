import { lazy } from 'react';
import VideoSearchIcon from '@mui/icons-material/ImageSearch';
import { monitoringYoutubeVideos } from '../../../shared/resources/monitoring';
import type { ResourceDefinition } from '../types';

/** Videos the scans found on monitored channels and under watched hashtags, each to be reviewed. */
const resource: ResourceDefinition = {
  ...monitoringYoutubeVideos,
  list: lazy(() => import('./FoundVideoList')),
  icon: VideoSearchIcon,
  recordRepresentation: 'title',
};

export default resource;

/** Its English texts, `resources.monitoring-youtube-videos.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Monitoring Youtube video |||| Monitoring Youtube videos',
  fields: {
    title: 'Title',
    channel_title: 'Channel',
    published_at: 'Published',
    found_via: 'Found via',
    hashtag: 'Hashtag',
    has_audio: 'Our audio',
    state: 'State',
    found_at: 'Found',
  },
  states: { new: 'New', reviewed: 'Reviewed', claimed: 'Claimed', ignored: 'Ignored' },
  via: { channel: 'Channel', hashtag: 'Hashtag' },
  mark: { reviewed: 'Mark reviewed', claimed: 'Mark claimed', ignored: 'Ignore' },
  updated: '%{smart_count} video updated |||| %{smart_count} videos updated',
  watch: 'Watch on YouTube',
  empty: 'No videos found yet.',
};
