import { AccountStatus } from '../constants';
import { ADMIN_CATEGORY, CRUD_ADMINS, UserType } from '../roles';
import { NO_GUARD } from '../routeGuard';
import { declareResource } from './types';

/** A creator's (or rights holder's) team: memberships, invited by email; no edit, only status. */
export const teamMembers = declareResource({
  name: 'team-members',
  title: 'Team Members',
  route: NO_GUARD,
  read: [...ADMIN_CATEGORY, UserType.CREATOR, UserType.RIGHT_HOLDER],
  write: [...CRUD_ADMINS, UserType.CREATOR, UserType.RIGHT_HOLDER],
  // Owners invite to their own team; staff only change a membership's status.
  createdBy: [UserType.CREATOR, UserType.RIGHT_HOLDER],
  money: [],
  whitelist: { sortable: ['created_at', 'status'], filterable: ['status', 'ids', 'owner'], searchable: [] },
  api: {
    list: 'POST /team/member',
    getOne: 'PATCH /team/member/:id',
    create: { route: 'POST /team/member/add', fields: ['name', 'email'] },
    delete: { route: 'PUT /user/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /user/change-status/:id',
  },
});
