import { ALL_USER_TYPES, UserType } from '../roles';
import { ASSET_EDITABLE } from './assets';
import { declareResource } from './types';

const { ADMIN, MANAGER, MANAGER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM } = UserType;

/**
 * The content library (spec 001 §7): approved content. Every type reads it, each its own share:
 * staff all of it, a rights holder's side its own label, a creator's side what is licensed to it
 * through an active agreement (server/library/scope). Staff who write and the owner's side edit;
 * viewers only read.
 */
export const library = declareResource({
  name: 'libraries',
  title: 'Content Library',
  route: ALL_USER_TYPES,
  read: ALL_USER_TYPES,
  write: [ADMIN, MANAGER, MANAGER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM],
  // Staff add an approved item for a rights holder; a rights holder's content comes through review.
  createdBy: [ADMIN, MANAGER, MANAGER_LIMITED],
  money: [],
  whitelist: {
    sortable: ['title', 'kind', 'duration', 'approved_at', 'created_at'],
    filterable: [
      'status',
      'ids',
      'kind',
      'category',
      'energy_level',
      'speaker',
      'rights_holder',
      'language',
      'duration_min',
      'duration_max',
      'favourite',
      'downloaded',
    ],
    searchable: ['title', 'description', 'tags', 'speakers', 'transcript'],
  },
  api: {
    list: 'POST /content/library',
    count: 'POST /content/library/count',
    getOne: 'PATCH /content/library/detail/:id',
    create: {
      route: 'POST /content/library/add',
      fields: [...ASSET_EDITABLE, 'kind', 'rights_holder', 'upload'],
    },
    update: { route: 'PUT /content/library/:id', fields: ASSET_EDITABLE },
    delete: { route: 'DELETE /content/library/:id' },
  },
});
