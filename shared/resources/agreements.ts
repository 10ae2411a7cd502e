import { AccountStatus } from '../constants';
import { ADMIN_CATEGORY, ALL_USER_TYPES, CREATOR_SIDE, CRUD_ADMINS, UserType } from '../roles';
import { crud, declareResource } from './types';

const EDITABLE = ['title', 'channel', 'start_date', 'end_date', 'territory', 'revenue_share'];

/** Agreements between a rights holder and a creator (the API calls them contracts). */
export const agreements = declareResource({
  name: 'contracts',
  title: 'All Agreements',
  route: [...ADMIN_CATEGORY, UserType.CREATOR],
  // Everyone signed in reads agreements, each only their own side's (the server scopes them).
  actions: {
    ...crud(ALL_USER_TYPES, CRUD_ADMINS),
    /** The sidebar's Your Agreements entry. */
    own: [UserType.CREATOR],
    /** All Agreements in the searchable list (spec 001 §1). */
    search: [...ADMIN_CATEGORY, ...CREATOR_SIDE],
  },
  money: ['revenue_share'],
  whitelist: {
    sortable: ['title', 'start_date', 'end_date', 'territory', 'status', 'created_at'],
    filterable: ['status', 'ids', 'rights_holder', 'creator'],
    searchable: ['title'],
  },
  api: {
    list: 'POST /contract',
    getOne: 'PATCH /contract/detail/:id',
    create: { route: 'POST /contract/add', fields: [...EDITABLE, 'rights_holder', 'creator', 'status'] },
    update: { route: 'PUT /contract/:id', fields: EDITABLE },
    // Deleting keeps the agreement and its history, with the deleted status.
    delete: { route: 'PUT /contract/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /contract/change-status/:id',
  },
});
