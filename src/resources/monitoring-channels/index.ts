import { lazy } from 'react';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { monitoringChannels } from '../../../shared/resources/monitoring';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

/** Channels we watch that are not ours: added by address, handle or id, typed, scanned for videos. */
const resource: ResourceDefinition = {
  ...monitoringChannels,
  list: lazy(() => import('./MonitoringChannelList')),
  ...crudViews(() => import('./MonitoringChannelInputs')),
  icon: TravelExploreIcon,
  recordRepresentation: 'title',
};

export default resource;

/** Its English texts, `resources.monitoring-channels.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Monitoring channel |||| Monitoring Channels',
  fields: {
    channel: 'Channel address, @handle or id',
    title: 'Title',
    handle: 'Handle',
    channel_id: 'Channel id',
    type: 'Type',
    status: 'Status',
    added_by_name: 'Added by',
    last_scanned_at: 'Last scanned',
    created_at: 'Added',
  },
  types: { monitored: 'Monitored', prospect: 'Prospect', whitelisted: 'Whitelisted' },
  hashtags: {
    title: 'Watched hashtags',
    add: 'Add hashtag',
    none: 'No hashtags watched yet.',
    added: 'Hashtag added.',
    removed: 'Hashtag removed.',
  },
  scan: { now: 'Scan now', queued: 'A scan is queued: new videos appear in Monitoring Youtube videos.' },
  type_changed: 'Type changed.',
  empty: 'No channels monitored yet.',
};
