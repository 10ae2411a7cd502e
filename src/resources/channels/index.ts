import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import { RESOURCE_WRITERS } from '../../../shared/resourcePermissions';
import type { ResourceDefinition } from '../types';

const ChannelShow = lazy(() => import('./ChannelShow'));
const EDITABLE = ['channel_title', 'channel_description', 'channel_start_date', 'channel_icon_url'];

const channels: ResourceDefinition = {
  name: 'channels',
  list: lazy(() => import('./ChannelList')),
  create: lazy(() => import('./ChannelCreate')),
  edit: lazy(() => import('./ChannelEdit')),
  // The spec's show path is /channels/view/{id}.
  routes: createElement(Route, { path: 'view/:id', element: createElement(ChannelShow) }),
  icon: LiveTvIcon,
  recordRepresentation: 'channel_title',
  endpoints: {
    list: 'POST /channel',
    getOne: 'PATCH /channel/detail/:id',
    create: { route: 'POST /channel/add', fields: ['channel_id', 'creator', 'status', ...EDITABLE] },
    update: { route: 'PUT /channel/:id', fields: EDITABLE },
    // Deleting a channel keeps it with status 3 (spec 000 §9).
    delete: { route: 'PUT /channel/change-status/:id', body: { status: 3 } },
    changeStatus: 'PUT /channel/change-status/:id',
  },
  writers: RESOURCE_WRITERS.channels,
  title: 'Channels',
};

export default channels;
