import { lazy } from 'react';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { inquiryList } from '../../../shared/resources/inquiries';
import type { ResourceDefinition } from '../types';

/** Pending Requests (/inquiry-list): creators' licence requests, which CRUD staff approve or reject. */
const resource: ResourceDefinition = {
  ...inquiryList,
  list: lazy(() => import('./InquiryList')),
  icon: MarkEmailUnreadIcon,
  recordRepresentation: 'asset_title',
};

export default resource;

/** Its English texts, `resources.inquiry-list.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Licence request |||| Licence requests',
  empty: 'No licence requests here.',
  fields: {
    asset_title: 'Content',
    creator_name: 'Creator',
    requested_by_name: 'Asked by',
    channel_title: 'Channel',
    rights_holder_name: 'Content owner',
    message: 'Message',
    status: 'Status',
    reason: 'Reason',
    decided_by_name: 'Decided by',
    created_at: 'Asked on',
    q: 'Search',
  },
  status: { 0: 'Pending', 1: 'Approved', 2: 'Rejected' },
  action: { approve: 'Approve', reject: 'Reject' },
  decide: {
    approve_title: 'Approve the licence of “%{title}” for %{channel}?',
    reject_title: 'Reject the licence request for “%{title}”?',
    approve_text: "The creator's agreement with the content owner for this channel will cover it.",
    reason: 'Reason (told to the creator)',
    approved: 'Approved: the content is licensed to the creator.',
    rejected: 'The request was rejected.',
  },
};
