import { lazy } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';
import { teamMembers } from '../../../shared/resources/teamMembers';
import type { ResourceDefinition } from '../types';

/** A creator's (or rights holder's) team: memberships, invited by email; no edit, only status. */
const resource: ResourceDefinition = {
  ...teamMembers,
  list: lazy(() => import('./TeamMemberList')),
  create: lazy(() => import('./TeamMemberCreate')),
  show: lazy(() => import('./TeamMemberShow')),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};

export default resource;
