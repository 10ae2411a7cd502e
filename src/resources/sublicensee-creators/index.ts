import { lazy } from 'react';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import { sublicenseeCreators } from '../../../shared/resources/sublicenseeCreators';
import type { ResourceDefinition } from '../types';

/** Sublicensee Creators: the creators under a rights holder's active agreements (read only). */
const resource: ResourceDefinition = {
  ...sublicenseeCreators,
  list: lazy(() => import('./SublicenseeCreatorList')),
  show: lazy(() => import('./SublicenseeCreatorShow')),
  icon: Diversity3Icon,
  recordRepresentation: 'creator_name',
};

export default resource;

/** Its English texts, `resources.sublicensee-creators.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Sublicensee creator |||| Sublicensee creators',
  fields: {
    creator_name: 'Creator',
    channel_titles: 'Channels',
    channel_count: 'Channels',
    agreement_count: 'Agreements',
    latest_start_date: 'Newest agreement',
    earnings: 'Earned',
    channels: 'Channels',
    agreements: 'Active agreements',
    channel_title: 'Channel',
    start_date: 'Start date',
    end_date: 'End date',
    territory: 'Territory',
    q: 'Search',
  },
  empty: 'No creator holds an active agreement with you yet.',
  more: '+%{count} more',
  none: 'None',
  open_ended: 'open-ended',
};
