import { lazy } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';
import { teamMembers } from '../../../shared/resources/teamMembers';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

/** A creator's (or rights holder's) team: memberships, invited by email; no edit, only status. */
const resource: ResourceDefinition = {
  ...teamMembers,
  list: lazy(() => import('./TeamMemberList')),
  // An invitation: the server mails a new person their link.
  create: crudViews(() => import('./TeamMemberInputs')).create,
  show: lazy(() => import('./TeamMemberShow')),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};

export default resource;

/** Its English texts, `resources.team-members.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Team member |||| Team members',
  fields: {
    name: 'Name',
    email: 'Email',
    owner_name: 'Team of',
    status: 'Status',
    created_at: 'Added',
  },
  empty: 'No team members yet.',
};
