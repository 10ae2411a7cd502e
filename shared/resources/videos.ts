import { ADMIN_CATEGORY, ALL_USER_TYPES, CREATOR_SIDE, CRUD_ADMINS } from '../roles';
import { crud, declareResource } from './types';

/**
 * DRM YouTube Videos (Sublicensee Videos for a rights holder's side, spec 000 §1): the videos the
 * sync read from the connected channels. Nobody writes them but the sync; each type reads its share
 * (server/entities/videos/repository: staff all, a creator's side its channels', a rights holder's
 * side those of the channels under agreement with it).
 */
export const videos = declareResource({
  name: 'drm-youtube-videos',
  title: 'DRM YouTube Videos',
  route: ALL_USER_TYPES,
  actions: {
    ...crud(ALL_USER_TYPES, []),
    /** The menu's unclaimed-videos badge: admin-category users get the badge counts (spec 001 §6). */
    countUnclaimed: ADMIN_CATEGORY,
    /** "Sync now": staff who write, and the channel's own creator side. */
    sync: [...CRUD_ADMINS, ...CREATOR_SIDE],
  },
  money: [],
  whitelist: {
    sortable: ['published_at', 'view_count', 'duration_seconds', 'title'],
    filterable: ['channel', 'claimed', 'privacy_status', 'ids'],
    // The title anywhere in it; YouTube's video id by its start.
    searchable: ['title', 'video_id'],
  },
  api: {
    list: 'POST /youtube/video',
    getOne: 'GET /youtube/video/:id',
  },
});
