import { lazy } from 'react';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { agreements } from '../../../shared/resources/agreements';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

/** Agreements between a rights holder and a creator (the API calls them contracts). */
const resource: ResourceDefinition = {
  ...agreements,
  list: lazy(() => import('./AgreementList')),
  ...crudViews(() => import('./AgreementInputs'), { afterCreate: 'show', afterEdit: 'show' }),
  show: lazy(() => import('./AgreementShow')),
  icon: HandshakeIcon,
  recordRepresentation: 'title',
};

export default resource;

/** Its English texts, `resources.contracts.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Agreement |||| Agreements',
  fields: {
    title: 'Title',
    rights_holder: 'Content owner',
    rights_holder_name: 'Content owner',
    creator: 'Creator',
    creator_name: 'Creator',
    channel: 'Channel',
    channel_title: 'Channel',
    start_date: 'Start date',
    end_date: 'End date',
    territory: 'Territory',
    revenue_share: 'Revenue share (%)',
    status: 'Status',
    document_name: 'Signed agreement',
    created_at: 'Added',
    updated_at: 'Updated',
    q: 'Search',
  },
  empty: 'No agreements yet.',
  validation: {
    revenue_share: 'Enter a percentage from 0 to 100 with at most two decimals',
    end_date: 'The end date must not be before the start date',
  },
  document: {
    none: 'Not uploaded yet',
    download: 'Download %{name}',
    upload: 'Upload signed PDF',
    uploaded: 'The signed agreement has been uploaded.',
    not_pdf: 'Choose a PDF file.',
    too_large: 'The file is larger than %{megabytes} MB.',
  },
};
