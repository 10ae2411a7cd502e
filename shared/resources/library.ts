import {
  ADMIN_CATEGORY,
  ALL_BUT_VIEWERS,
  ALL_USER_TYPES,
  CRUD_ADMINS,
  RIGHT_HOLDER_SIDE,
  STAFF_AND_RIGHT_HOLDERS,
} from '../roles';
import { ASSET_EDITABLE } from './assets';
import { crud, declareResource } from './types';

/**
 * The content library (spec 001 §7): approved content. Every type reads it, each its own share:
 * staff all of it, a rights holder's side its own label, a creator's side what is licensed to it
 * through an active agreement (server/entities/library/scope). Staff who write and the owner's side edit;
 * viewers only read.
 */
export const library = declareResource({
  name: 'libraries',
  title: 'Content Library',
  route: ALL_USER_TYPES,
  actions: {
    // Staff add an approved item for a rights holder; a rights holder's content comes through review.
    ...crud(ALL_USER_TYPES, [...CRUD_ADMINS, ...RIGHT_HOLDER_SIDE], CRUD_ADMINS),
    /** Leaves notes on an item it sees (viewers only read); each changes its own notes. */
    note: ALL_BUT_VIEWERS,
    /** Changes or deletes anyone's note. */
    moderateNotes: CRUD_ADMINS,
    /** Moves an item to another rights holder (and agreement). */
    moveOwner: CRUD_ADMINS,
    /** Builds download packages of items and lists them (the top bar's packages menu). */
    buildPackage: ADMIN_CATEGORY,
    /** Reads the Content ID mapping (spec 001 §7, issue 21): a rights holder's side its own label's. */
    contentIds: STAFF_AND_RIGHT_HOLDERS,
    importContentIds: CRUD_ADMINS,
    /** Is told whether transcription (Rev AI) is set up: the others see no transcript card without it. */
    transcriptionSetup: ADMIN_CATEGORY,
    /** Sends an item to be transcribed: those who edit it. */
    transcribe: [...CRUD_ADMINS, ...RIGHT_HOLDER_SIDE],
    /** The sidebar's Content group: creators reach licensed items through Browse instead. */
    manage: STAFF_AND_RIGHT_HOLDERS,
  },
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
