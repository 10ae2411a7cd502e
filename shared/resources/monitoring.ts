import { ADMIN_CATEGORY, CRUD_ADMINS } from '../roles';
import { crud, declareResource } from './types';

/** Channels we watch that are not ours (Monitoring Channels): staff read, CRUD admins write. */
export const monitoringChannels = declareResource({
  name: 'monitoring-channels',
  title: 'Monitoring Channels',
  route: ADMIN_CATEGORY,
  actions: {
    ...crud(ADMIN_CATEGORY, CRUD_ADMINS),
    /** The monitored audio badge: new found videos with audio. */
    countAudio: ADMIN_CATEGORY,
    /** Monitored, prospect or whitelisted. */
    changeType: CRUD_ADMINS,
    /** Watched hashtags: listed by staff, added and removed by CRUD admins. */
    hashtags: ADMIN_CATEGORY,
    editHashtags: CRUD_ADMINS,
    /** "Scan now": a scan of the monitored channels and hashtags, queued for the worker. */
    scan: CRUD_ADMINS,
  },
  money: [],
  whitelist: {
    sortable: ['title', 'handle', 'type', 'created_at', 'last_scanned_at'],
    filterable: ['status', 'ids', 'type'],
    searchable: ['title', 'handle', 'channel_id'],
  },
  api: {
    list: 'POST /poc/channel',
    getOne: 'PATCH /poc/channel/:id',
    create: { route: 'POST /poc/channel/add', fields: ['channel', 'type'] },
    update: { route: 'PUT /poc/channel/:id', fields: ['title', 'status'] },
    delete: { route: 'DELETE /poc/channel/:id' },
    lookup: 'POST /poc/channel/all',
  },
});

/** Videos the scans found (Monitoring Youtube videos): staff read, CRUD admins change their state. */
export const monitoringYoutubeVideos = declareResource({
  name: 'monitoring-youtube-videos',
  title: 'Monitoring Youtube videos',
  route: ADMIN_CATEGORY,
  actions: { ...crud(ADMIN_CATEGORY, CRUD_ADMINS), changeState: CRUD_ADMINS },
  money: [],
  whitelist: {
    sortable: ['published_at', 'title', 'channel_title', 'found_at'],
    filterable: ['ids', 'state', 'has_audio', 'channel', 'found_via'],
    searchable: ['title', 'channel_title'],
  },
  api: {
    list: 'POST /poc/video',
    getOne: 'PATCH /poc/video/:id',
  },
});
