import { lazy } from 'react';
import CopyrightIcon from '@mui/icons-material/Copyright';
import { AccountStatus } from '../../../shared/constants';
import { RESOURCE_WRITERS } from '../../../shared/resourcePermissions';
import { ROUTE_PERMISSIONS } from '../../../shared/routePermissions';
import type { ResourceDefinition } from '../types';

const EDITABLE = ['name', 'email', 'company', 'label_id', 'labelName', 'phone', 'address'];

/** Rights holders (content owners, speech owners): spec 001 §7. */
const rightHolders: ResourceDefinition = {
  name: 'right-holders',
  list: lazy(() => import('./RightHolderList')),
  create: lazy(() => import('./RightHolderCreate')),
  edit: lazy(() => import('./RightHolderEdit')),
  show: lazy(() => import('./RightHolderShow')),
  icon: CopyrightIcon,
  recordRepresentation: 'name',
  endpoints: {
    list: 'POST /rights/holders/latest',
    getOne: 'PATCH /rights/holders/detail/:id',
    create: { route: 'POST /rights/holders/add', fields: [...EDITABLE, 'status'] },
    update: { route: 'PUT /rights/holders/:id', fields: EDITABLE },
    // Deleting keeps the account, with the deleted status (spec 001 §4).
    delete: { route: 'PUT /rights/holders/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /rights/holders/change-status/:id',
  },
  permissions: { read: ROUTE_PERMISSIONS['right-holders'], write: RESOURCE_WRITERS['right-holders'] },
  title: 'Content Owners / Speech Owners',
};

export default rightHolders;
