import { lazy } from 'react';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import { browse } from '../../../shared/resources/inquiries';
import type { ResourceDefinition } from '../types';

/** The Licensing Library (/browse): licensable content, and a creator's requests for licences. */
const resource: ResourceDefinition = {
  ...browse,
  list: lazy(() => import('./BrowseList')),
  listPages: { 'tab/requests': lazy(() => import('./MyRequests')) },
  icon: LocalLibraryIcon,
  recordRepresentation: 'title',
};

export default resource;

/** Its English texts, `resources.browse.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Licensable item |||| Licensing Library',
  empty: 'No content is offered for licensing yet.',
  no_match: 'Nothing matches this search.',
  fields: {
    title: 'Title',
    kind: 'Kind',
    duration: 'Duration',
    rights_holder_name: 'Content owner',
    approved_at: 'In the library since',
    q: 'Search',
  },
  tabs: { all: 'Content', requests: 'My requests' },
  request: {
    action: 'Request licence',
    title: 'Request a licence for “%{title}”',
    channel: 'Channel',
    message: 'Message to the team (optional)',
    no_channel: 'Connect a channel first: a licence is for one of your channels.',
    send: 'Send request',
    sent: 'Your licence request was sent.',
  },
  requests: {
    empty: 'You have not asked for a licence yet.',
    asset: 'Content',
    channel: 'Channel',
    status: 'Status',
    reason: 'Reason',
    asked: 'Asked on',
  },
  status: { 0: 'Pending', 1: 'Approved', 2: 'Rejected' },
  preview: 'Preview of %{title}',
};
