import { lazy } from 'react';
import ForumIcon from '@mui/icons-material/Forum';
import { contactUs } from '../../../shared/resources/contactUs';
import type { ResourceDefinition } from '../types';

/** Contact Us (staff) and Messages (a creator's side), both at /contact-us: threads and their replies. */
const resource: ResourceDefinition = {
  ...contactUs,
  list: lazy(() => import('./ContactUsList')),
  show: lazy(() => import('./ContactUsShow')),
  icon: ForumIcon,
  recordRepresentation: 'subject',
};

export default resource;

/** Its English texts, `resources.contact-us.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Message |||| Messages',
  empty: 'No messages here.',
  fields: {
    subject: 'Subject',
    message: 'Message',
    status: 'Status',
    creator_name: 'Creator',
    sender_name: 'From',
    assignee: 'Assigned to',
    assignee_name: 'Assigned to',
    reply_count: 'Replies',
    last_at: 'Last activity',
    created_at: 'Sent',
    attachment: 'Attachment (optional)',
    q: 'Search',
  },
  status: { 0: 'New', 1: 'Open', 2: 'Closed' },
  action: {
    new: 'Write to the team',
    send: 'Send',
    reply: 'Reply',
    download: 'Download %{name}',
    back: 'All messages',
    choose_file: 'Choose a file',
    remove_file: 'Remove the file',
  },
  compose: {
    title: 'Write to the team',
    attachment_hint: 'One PDF, PNG or JPEG file, up to %{size}.',
    sent: 'Your message was sent to the team.',
    attachment_failed: 'Your message was sent, but not its attachment: %{error}',
  },
  thread: {
    written_by: '%{name}, %{date}',
    for_creator: 'For %{name}',
    team: 'DRM team',
    no_replies: 'No replies yet.',
    reply_label: 'Your reply',
    replied: 'Reply sent.',
    status_changed: 'Status changed.',
    assigned: 'Assignment saved.',
    nobody: 'Nobody',
  },
};
