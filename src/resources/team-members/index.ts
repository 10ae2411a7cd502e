import { lazy } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';
import { AccountStatus } from '../../../shared/constants';
import { RESOURCE_WRITERS } from '../../../shared/resourcePermissions';
import { ADMIN_CATEGORY, UserType } from '../../../shared/roles';
import type { ResourceDefinition } from '../types';

/** A creator's (or rights holder's) team: memberships, invited by email; no edit, only status. */
const teamMembers: ResourceDefinition = {
  name: 'team-members',
  list: lazy(() => import('./TeamMemberList')),
  create: lazy(() => import('./TeamMemberCreate')),
  show: lazy(() => import('./TeamMemberShow')),
  icon: GroupsIcon,
  recordRepresentation: 'name',
  endpoints: {
    list: 'POST /team/member',
    getOne: 'PATCH /team/member/:id',
    create: { route: 'POST /team/member/add', fields: ['name', 'email'] },
    delete: { route: 'PUT /user/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /user/change-status/:id',
  },
  permissions: {
    read: [...ADMIN_CATEGORY, UserType.CREATOR, UserType.RIGHT_HOLDER],
    write: RESOURCE_WRITERS['team-members'],
  },
  title: 'Team Members',
};

export default teamMembers;
