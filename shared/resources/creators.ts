import { AccountStatus } from '../constants';
import { ADMIN_CATEGORY, CRUD_ADMINS } from '../roles';
import { NO_GUARD } from '../routeGuard';
import { ACCOUNT_LIST } from './accountList';
import { crud, declareResource } from './types';

const EDITABLE = ['name', 'email', 'company', 'browse_hidden'];

/** Creators (channel owners), for staff: the route has no guard of its own, the API reads to staff. */
export const creators = declareResource({
  name: 'creators',
  title: 'Creators / Channel Owners',
  route: NO_GUARD,
  actions: crud(ADMIN_CATEGORY, CRUD_ADMINS),
  money: [],
  whitelist: ACCOUNT_LIST,
  api: {
    list: 'POST /creator',
    getOne: 'PATCH /creator/detail/:id',
    create: { route: 'POST /creator/add', fields: [...EDITABLE, 'status'] },
    update: { route: 'PUT /creator/:id', fields: EDITABLE },
    delete: { route: 'PUT /creator/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /creator/change-status/:id',
  },
});
