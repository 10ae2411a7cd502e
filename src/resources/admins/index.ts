import { lazy } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { admins } from '../../../shared/resources/admins';
import type { ResourceDefinition } from '../types';

/** Staff accounts (types 1, 2, 5, 6, 7), for the super admin. */
const resource: ResourceDefinition = {
  ...admins,
  list: lazy(() => import('./AdminList')),
  create: lazy(() => import('./AdminCreate')),
  edit: lazy(() => import('./AdminEdit')),
  show: lazy(() => import('./AdminShow')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};

export default resource;
