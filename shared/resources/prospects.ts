import { ADMIN_CATEGORY, ALL_USER_TYPES, CRUD_ADMINS } from '../roles';
import { declareResource } from './types';

/**
 * Prospective Sublicensee Creators (spec 001 §2.6, issue 34): YouTube channels using our content that
 * hold no agreement, to invite as creators. The route is open to all nine types (spec 000 §2), but
 * the rows are staff data: only staff read them, and only CRUD admins invite.
 */
export const prospectiveYoutubeVideos = declareResource({
  name: 'prospective-youtube-videos',
  title: 'Prospective Sublicensee Creators',
  route: ALL_USER_TYPES,
  actions: { read: ADMIN_CATEGORY, create: [], update: [], delete: [], status: [], invite: CRUD_ADMINS },
  money: [],
  whitelist: {
    sortable: ['title', 'source', 'found_count', 'newest_found_at'],
    filterable: [],
    searchable: ['title', 'channel_id'],
  },
  api: {
    list: 'POST /prospective-youtube-videos',
    getOne: 'GET /prospective-youtube-videos/:id',
  },
});
