import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { creators } from '../../../shared/resources/creators';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

/** Creators (channel owners), for staff: the route has no guard of its own, the API reads to staff. */
const resource: ResourceDefinition = {
  ...creators,
  list: lazy(() => import('./CreatorList')),
  ...crudViews(() => import('./CreatorInputs'), { afterEdit: 'show' }),
  show: lazy(() => import('./CreatorShow')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};

export default resource;

/** Its English texts, `resources.creators.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Creator |||| Creators',
  fields: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    status: 'Status',
    created_at: 'Added',
    updated_at: 'Updated',
    q: 'Search',
    channelCount: 'Channels',
    contractCount: 'Agreements',
    team: 'Team',
    teamCount: 'Team members',
    browse_hidden: 'Hide the Licensing Library',
    channels: 'Channels',
    contracts: 'Agreements',
  },
  empty: 'No creators yet.',
};
