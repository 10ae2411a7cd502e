import { AccountStatus } from '../constants';
import { ADMIN_CATEGORY, CRUD_ADMINS, OWNERS, UserType } from '../roles';
import { NO_GUARD } from '../routeGuard';
import { crud, declareResource } from './types';

/** A creator's (or rights holder's) team: memberships, invited by email; no edit, only status. */
export const teamMembers = declareResource({
  name: 'team-members',
  title: 'Team Members',
  route: NO_GUARD,
  actions: {
    // Owners invite to their own team; staff only change a membership's status.
    ...crud([...ADMIN_CATEGORY, ...OWNERS], [...CRUD_ADMINS, ...OWNERS], OWNERS),
    // Staff see every team, so they are shown whose each member is.
    readAll: ADMIN_CATEGORY,
    /** The sidebar's Team Members entry. */
    own: [UserType.CREATOR],
  },
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
