import { lazy } from 'react';
import CopyrightIcon from '@mui/icons-material/Copyright';
import { rightsHolders } from '../../../shared/resources/rightsHolders';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

/** Rights holders (content owners, speech owners): spec 001 §7. */
const resource: ResourceDefinition = {
  ...rightsHolders,
  list: lazy(() => import('./RightsHolderList')),
  ...crudViews(() => import('./RightsHolderInputs'), { afterEdit: 'show' }),
  show: lazy(() => import('./RightsHolderShow')),
  icon: CopyrightIcon,
  recordRepresentation: 'name',
};

export default resource;

/** Its English texts, `resources.right-holders.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Content Owner |||| Content Owners',
  fields: {
    documents: 'Documents',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    label_id: 'Asset label ID',
    labelName: 'Asset label',
    phone: 'Phone',
    address: 'Address',
    contractCount: 'Agreements',
    status: 'Status',
    created_at: 'Added',
    updated_at: 'Updated',
    q: 'Search',
  },
  empty: 'No content owners yet.',
  documents: {
    none: 'No documents yet.',
    upload: 'Upload document',
    uploaded: 'The document has been uploaded.',
    deleted: 'The document has been deleted.',
    download: 'Download %{name}',
    delete: 'Delete %{name}',
    wrong_type: 'Choose a PDF, PNG or JPEG file.',
    too_large: 'The file is larger than %{megabytes} MB.',
  },
  validation: { phone: 'Enter a phone number: digits, spaces and + ( ) . - only' },
};
