import { RIGHT_HOLDER_SIDE } from '../roles';
import { declareResource } from './types';

/**
 * Sublicensee Creators (spec 000 §2, 001 §2.6): the creators holding active agreements with a rights
 * holder, read by the rights holder and its team (acting for it). Nobody writes them here: they are
 * agreements, channels and royalty payments seen from the rights holder's side.
 */
export const sublicenseeCreators = declareResource({
  name: 'sublicensee-creators',
  title: 'Sublicensee Creators',
  route: RIGHT_HOLDER_SIDE,
  actions: { read: RIGHT_HOLDER_SIDE, create: [], update: [], delete: [], status: [] },
  // What a creator earned the rights holder: never answered to a team member (type 8).
  money: ['earnings'],
  whitelist: {
    sortable: ['creator_name', 'channel_count', 'agreement_count', 'latest_start_date'],
    filterable: [],
    searchable: ['creator_name'],
  },
  api: {
    list: 'POST /sublicensee-creators',
    getOne: 'GET /sublicensee-creators/:id',
  },
});
