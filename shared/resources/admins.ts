import { AccountStatus } from '../constants';
import { ADMIN_CATEGORY, UserType } from '../roles';
import { ACCOUNT_LIST } from './accountList';
import { crud, declareResource } from './types';

const EDITABLE = ['name', 'email', 'company', 'type'];

/** Staff accounts (types 1, 2, 5, 6, 7), for the super admin only. */
export const admins = declareResource({
  name: 'admins',
  title: 'Admin',
  route: [UserType.ADMIN],
  actions: {
    ...crud([UserType.ADMIN], [UserType.ADMIN]),
    /** The searchable list (spec 001 §1) offers the page to all staff; the route guard lets admins in. */
    search: ADMIN_CATEGORY,
  },
  money: [],
  whitelist: ACCOUNT_LIST,
  api: {
    list: 'POST /admin',
    getOne: 'PATCH /admin/detail/:id',
    create: { route: 'POST /admin/add', fields: EDITABLE },
    update: { route: 'PUT /admin/:id', fields: EDITABLE },
    delete: { route: 'PUT /admin/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /admin/change-status/:id',
  },
});
