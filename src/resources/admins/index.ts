import { lazy } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { admins } from '../../../shared/resources/admins';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

/** Staff accounts (types 1, 2, 5, 6, 7), for the super admin. */
const resource: ResourceDefinition = {
  ...admins,
  list: lazy(() => import('./AdminList')),
  ...crudViews(() => import('./AdminInputs'), { afterEdit: 'show' }),
  show: lazy(() => import('./AdminShow')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};

export default resource;

/** Its English texts, `resources.admins.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Admin |||| Admins',
  fields: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    status: 'Status',
    created_at: 'Added',
    updated_at: 'Updated',
    q: 'Search',
    type: 'Role',
  },
  empty: 'No staff accounts yet.',
};
