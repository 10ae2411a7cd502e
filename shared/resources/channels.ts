import { ChannelStatus } from '../constants';
import { ADMIN_CATEGORY, ALL_USER_TYPES, CREATOR_SIDE, CRUD_ADMINS, RIGHT_HOLDER_SIDE } from '../roles';
import { crud, declareResource } from './types';

const EDITABLE = ['channel_title', 'channel_description', 'channel_start_date', 'channel_icon_url'];

/** YouTube channels; creators and their team write only their own (checked per record). */
export const channels = declareResource({
  name: 'channels',
  title: 'Channels',
  route: ALL_USER_TYPES,
  actions: {
    ...crud(ALL_USER_TYPES, [...CRUD_ADMINS, ...CREATOR_SIDE]),
    // Staff add a channel for a creator of their choice (the form with a creator picker); a
    // creator's side connects its own through Google (/channels/add-new).
    createForCreator: CRUD_ADMINS,
    /** Every channel (the staff's YouTube Licensing group), not only one's own or licensed ones. */
    readAll: ADMIN_CATEGORY,
    /** The owners' YouTube Licensing group: channels and videos under their agreements. */
    licensed: [...CREATOR_SIDE, ...RIGHT_HOLDER_SIDE],
    /** Asking staff to remove one of its own channels (POST /channel/send/email/delete/channel). */
    requestRemoval: CREATOR_SIDE,
    /** The staff mailed a removal request, who may delete the channel. */
    handleRemoval: CRUD_ADMINS,
  },
  money: [],
  whitelist: {
    sortable: ['channel_title', 'channel_id', 'channel_start_date', 'status', 'created_at', 'updated_at'],
    filterable: ['status', 'ids', 'creator'],
    searchable: ['channel_title', 'channel_id'],
  },
  api: {
    list: 'POST /channel',
    getOne: 'PATCH /channel/detail/:id',
    create: { route: 'POST /channel/add', fields: ['channel_id', 'creator', 'status', ...EDITABLE] },
    update: { route: 'PUT /channel/:id', fields: EDITABLE },
    // Deleting a channel keeps it, with the deleted status (spec 000 §9).
    delete: { route: 'PUT /channel/change-status/:id', body: { status: ChannelStatus.DELETED } },
    changeStatus: 'PUT /channel/change-status/:id',
  },
});
