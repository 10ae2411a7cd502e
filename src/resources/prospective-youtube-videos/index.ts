import { lazy } from 'react';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { prospectiveYoutubeVideos } from '../../../shared/resources/prospects';
import type { ResourceDefinition } from '../types';

/** Prospective Sublicensee Creators: channels using our content with no agreement, to invite. */
const resource: ResourceDefinition = {
  ...prospectiveYoutubeVideos,
  list: lazy(() => import('./ProspectList')),
  icon: PersonAddAlt1Icon,
  recordRepresentation: 'title',
};

export default resource;

/** Its English texts, `resources.prospective-youtube-videos.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Prospective Sublicensee Creator |||| Prospective Sublicensee Creators',
  fields: {
    title: 'Channel',
    channel_id: 'Channel id',
    source: 'Source',
    found_count: 'Videos using our content',
    newest_found_at: 'Newest found',
    invited: 'Invited',
    email: 'Email',
    first_name: 'First name',
    last_name: 'Last name',
    rights_holder_id: 'Content owner (draft agreement)',
  },
  sources: { prospect: 'Prospect', found: 'Found video' },
  invite: 'Invite as creator',
  invite_title: 'Invite %{title} as creator',
  invite_help:
    'Creates the creator account (an invitation mail lets them choose a password), registers this channel for it and a draft agreement with the content owner.',
  invited: 'Invitation sent.',
  already_invited: 'Invited',
  open: 'Open on YouTube',
  empty: 'No prospects: no channel outside our agreements uses our content yet.',
};
