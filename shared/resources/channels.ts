import { ChannelStatus } from '../constants';
import { ALL_USER_TYPES, CRUD_ADMINS, UserType } from '../roles';
import { declareResource } from './types';

const EDITABLE = ['channel_title', 'channel_description', 'channel_start_date', 'channel_icon_url'];

/** YouTube channels; creators and their team write only their own (checked per record). */
export const channels = declareResource({
  name: 'channels',
  title: 'Channels',
  route: ALL_USER_TYPES,
  read: ALL_USER_TYPES,
  write: [...CRUD_ADMINS, UserType.CREATOR, UserType.CREATOR_TEAM],
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
