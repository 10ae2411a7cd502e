import { AccountStatus } from '../constants';
import { UserType } from '../roles';
import { declareResource } from './types';

const { ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM } = UserType;

/** The metadata an uploader sets on an asset (spec 001 §1; the asset); the library edits the same. */
export const ASSET_EDITABLE = [
  'title',
  'description',
  'agreement',
  'category',
  'energy_level',
  'speakers',
  'language',
  'tags',
  'isrc',
  'custom_id',
  'territory',
  'policy',
];

/**
 * Uploaded content on its way into the library (spec 001 §2.6 Upload Content, Upload Drafts, Content
 * Pending Review): staff and a rights holder's side read them, viewers only read; a rights holder's
 * side sees its own. Review decisions are staff's (1, 2, 5), in server/assets/review.
 */
export const assets = declareResource({
  name: 'assets',
  title: 'Upload Drafts',
  route: [ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM],
  read: [ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM],
  write: [ADMIN, MANAGER, MANAGER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM],
  money: [],
  whitelist: {
    sortable: ['title', 'kind', 'stage', 'created_at', 'updated_at'],
    filterable: ['status', 'ids', 'stage', 'kind', 'rights_holder'],
    searchable: ['title'],
  },
  api: {
    list: 'POST /CID/asset',
    getOne: 'PATCH /CID/asset/detail/:id',
    create: {
      route: 'POST /CID/asset/add',
      fields: [...ASSET_EDITABLE, 'kind', 'rights_holder', 'upload', 'submit'],
    },
    update: { route: 'PUT /CID/asset/:id', fields: ASSET_EDITABLE },
    // A deleted draft's files go with it (server/assets).
    delete: { route: 'PUT /CID/asset/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /CID/asset/change-status/:id',
  },
});

/** Who decides on a submission (approve, reject, ask for changes). */
export const ASSET_REVIEWERS: readonly UserType[] = [ADMIN, MANAGER, MANAGER_LIMITED];
