import { AccountStatus } from '../constants';
import { ADMIN_CATEGORY, CRUD_ADMINS, RIGHT_HOLDER_SIDE, STAFF_AND_RIGHT_HOLDERS } from '../roles';
import { crud, declareResource } from './types';

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
  'licensable',
];

/**
 * Uploaded content on its way into the library (spec 001 §2.6 Upload Content, Upload Drafts, Content
 * Pending Review): staff and a rights holder's side read them, viewers only read; a rights holder's
 * side sees its own. Review decisions are CRUD staff's.
 */
export const assets = declareResource({
  name: 'assets',
  title: 'Upload Drafts',
  route: STAFF_AND_RIGHT_HOLDERS,
  actions: {
    // Creating a draft is uploading its files (server/entities/uploads) too.
    ...crud(STAFF_AND_RIGHT_HOLDERS, [...CRUD_ADMINS, ...RIGHT_HOLDER_SIDE]),
    /** Decides on a submission (approve, reject, ask for changes). */
    review: CRUD_ADMINS,
    /** Works the review queue (Content Pending Review) and sees the staff's counts. */
    reviewQueue: ADMIN_CATEGORY,
  },
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
    // A deleted draft's files go with it (server/entities/assets).
    delete: { route: 'PUT /CID/asset/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /CID/asset/change-status/:id',
  },
});
