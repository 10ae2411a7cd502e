import { lazy } from 'react';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import { ChannelStatus } from '../../../shared/constants';
import { RESOURCE_WRITERS } from '../../../shared/resourcePermissions';
import { ALL_USER_TYPES } from '../../../shared/roles';
import type { ResourceDefinition } from '../types';

const EDITABLE = ['channel_title', 'channel_description', 'channel_start_date', 'channel_icon_url'];

const channels: ResourceDefinition = {
  name: 'channels',
  list: lazy(() => import('./ChannelList')),
  create: lazy(() => import('./ChannelCreate')),
  edit: lazy(() => import('./ChannelEdit')),
  show: lazy(() => import('./ChannelShow')),
  pages: { 'add-new': lazy(() => import('./ChannelAddNew')) },
  icon: LiveTvIcon,
  recordRepresentation: 'channel_title',
  endpoints: {
    list: 'POST /channel',
    getOne: 'PATCH /channel/detail/:id',
    create: { route: 'POST /channel/add', fields: ['channel_id', 'creator', 'status', ...EDITABLE] },
    update: { route: 'PUT /channel/:id', fields: EDITABLE },
    // Deleting a channel keeps it, with the deleted status (spec 000 §9).
    delete: { route: 'PUT /channel/change-status/:id', body: { status: ChannelStatus.DELETED } },
    changeStatus: 'PUT /channel/change-status/:id',
  },
  // Creators and their team write only their own channels; the server checks ownership per record.
  permissions: { read: ALL_USER_TYPES, write: RESOURCE_WRITERS.channels },
  title: 'Channels',
};

export default channels;
