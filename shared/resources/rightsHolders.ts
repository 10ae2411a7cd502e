import { AccountStatus } from '../constants';
import { ADMIN_CATEGORY, CRUD_ADMINS, STAFF_AND_RIGHT_HOLDERS, UserType } from '../roles';
import { ACCOUNT_LIST } from './accountList';
import { crud, declareResource } from './types';

const EDITABLE = ['name', 'email', 'company', 'label_id', 'labelName', 'phone', 'address'];

/** Rights holders (content owners, speech owners): spec 001 §7. */
export const rightsHolders = declareResource({
  name: 'right-holders',
  title: 'Content Owners / Speech Owners',
  route: [...ADMIN_CATEGORY, UserType.RIGHT_HOLDER],
  // Their team members read the record too: the rights holder's profile page shows it.
  actions: {
    ...crud(STAFF_AND_RIGHT_HOLDERS, CRUD_ADMINS),
    /** Every rights holder, not only the one a rights holder's side is. */
    readAll: ADMIN_CATEGORY,
  },
  money: [],
  whitelist: ACCOUNT_LIST,
  api: {
    list: 'POST /rights/holders/latest',
    count: 'POST /rights/holders/latest/count',
    getOne: 'PATCH /rights/holders/detail/:id',
    create: { route: 'POST /rights/holders/add', fields: [...EDITABLE, 'status'] },
    update: { route: 'PUT /rights/holders/:id', fields: EDITABLE },
    // Deleting keeps the account, with the deleted status (spec 001 §4).
    delete: { route: 'PUT /rights/holders/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /rights/holders/change-status/:id',
  },
});
