import { ADMIN_CATEGORY, CREATOR_SIDE, CRUD_ADMINS, UserType } from '../roles';
import { library } from './library';
import { crud, declareResource } from './types';

const { ADMIN, MANAGER, CREATOR, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, CREATOR_TEAM } = UserType;
const BROWSERS = [ADMIN, CREATOR, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, CREATOR_TEAM] as const;

/**
 * The Licensing Library (/browse, spec 000 §2): the approved items their owners marked licensable,
 * every rights holder's, with the library's search and filters. Staff read it; a creator's side asks
 * for a licence of an item for one of the creator's channels (server/entities/inquiries).
 */
export const browse = declareResource({
  name: 'browse',
  title: 'Licensing Library',
  route: BROWSERS,
  actions: {
    ...crud(BROWSERS, []),
    /** Browse in the searchable list (spec 001 §2.7). */
    search: CREATOR_SIDE,
    /** Asks for a licence: the request is the creator's, also when one of its team asks. */
    request: CREATOR_SIDE,
  },
  money: [],
  whitelist: library.whitelist,
  api: { list: 'POST /browse', getOne: 'PATCH /browse/detail/:id' },
});

/**
 * Licence requests (Pending Requests, /inquiry-list): staff read them all and a creator's side its
 * own; CRUD staff approve or reject them (approving licenses the item through an agreement).
 */
export const inquiryList = declareResource({
  name: 'inquiry-list',
  title: 'Pending Requests',
  route: ADMIN_CATEGORY,
  actions: {
    ...crud([...ADMIN_CATEGORY, ...CREATOR_SIDE], []),
    /** The menu badge's count of pending requests. */
    count: ADMIN_CATEGORY,
    /** Approves or rejects a request. */
    decide: CRUD_ADMINS,
  },
  money: [],
  whitelist: {
    sortable: ['created_at', 'decided_at', 'status'],
    filterable: ['status', 'ids', 'rights_holder', 'creator', 'asset'],
    searchable: ['asset_title', 'creator_name', 'channel_title'],
  },
  api: {
    list: 'POST /inquiry-list',
    getOne: 'PATCH /inquiry-list/detail/:id',
    changeStatus: 'PUT /inquiry-list/change-status/:id',
  },
});
