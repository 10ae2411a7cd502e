import { lazy } from 'react';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import { channels } from '../../../shared/resources/channels';
import type { ResourceDefinition } from '../types';

const resource: ResourceDefinition = {
  ...channels,
  list: lazy(() => import('./ChannelList')),
  create: lazy(() => import('./ChannelCreate')),
  edit: lazy(() => import('./ChannelEdit')),
  show: lazy(() => import('./ChannelShow')),
  pages: { 'add-new': lazy(() => import('./ChannelAddNew')) },
  icon: LiveTvIcon,
  recordRepresentation: 'channel_title',
};

export default resource;
