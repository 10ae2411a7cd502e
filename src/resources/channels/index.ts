import { lazy } from 'react';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import { channels } from '../../../shared/resources/channels';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

const resource: ResourceDefinition = {
  ...channels,
  list: lazy(() => import('./ChannelList')),
  create: lazy(() => import('./ChannelCreate')),
  edit: crudViews(() => import('./ChannelInputs'), { afterEdit: 'show' }).edit,
  show: lazy(() => import('./ChannelShow')),
  pages: { 'add-new': lazy(() => import('./ChannelAddNew')) },
  icon: LiveTvIcon,
  recordRepresentation: 'channel_title',
};

export default resource;

/** Its English texts, `resources.channels.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Channel |||| Channels',
  fields: {
    channel_id: 'Channel ID',
    channel_title: 'Title',
    channel_description: 'Description',
    channel_start_date: 'Start date',
    channel_icon_url: 'Icon URL',
    creator: 'Creator',
    creator_name: 'Creator',
    status: 'Status',
    created_at: 'Added',
    updated_at: 'Updated',
    removal_requested_at: 'Removal',
    q: 'Search',
  },
  empty: 'No channels yet.',
  reconnect: 'Reconnect with Google',
  verification: {
    google: 'Verified with Google',
    stand_in: 'Unverified: added through the development Google sign-in stand-in, which proves nothing.',
    none: 'Unverified: registered by hand, not checked with YouTube.',
  },
  add_new: {
    title: 'Add a channel',
    text: "Enter the channel's ID, then sign in with the Google account that owns it: the channel is added once Google confirms it belongs to that account.",
  },
  connect: 'Connect a channel',
  removal: {
    requested: 'Removal requested',
    requested_on: 'Removal requested on %{date}: staff will handle it.',
    request: 'Request removal',
    confirm_title: 'Request the removal of “%{title}”?',
    confirm_content: 'Staff will be told by mail that you want this channel removed.',
    sent: 'Removal requested: staff have been told.',
  },
};
