import { lazy } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { AccountStatus } from '../../../shared/constants';
import { RESOURCE_WRITERS } from '../../../shared/resourcePermissions';
import { ROUTE_PERMISSIONS } from '../../../shared/routePermissions';
import type { ResourceDefinition } from '../types';

const EDITABLE = ['name', 'email', 'company', 'type'];

/** Staff accounts (types 1, 2, 5, 6, 7), for the super admin. */
const admins: ResourceDefinition = {
  name: 'admins',
  list: lazy(() => import('./AdminList')),
  create: lazy(() => import('./AdminCreate')),
  edit: lazy(() => import('./AdminEdit')),
  show: lazy(() => import('./AdminShow')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
  endpoints: {
    list: 'POST /admin',
    getOne: 'PATCH /admin/detail/:id',
    create: { route: 'POST /admin/add', fields: EDITABLE },
    update: { route: 'PUT /admin/:id', fields: EDITABLE },
    delete: { route: 'PUT /admin/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /admin/change-status/:id',
  },
  permissions: { read: ROUTE_PERMISSIONS.admins, write: RESOURCE_WRITERS.admins },
  title: 'Admin',
};

export default admins;
