import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { AccountStatus } from '../../../shared/constants';
import { RESOURCE_WRITERS } from '../../../shared/resourcePermissions';
import { ADMIN_CATEGORY } from '../../../shared/roles';
import type { ResourceDefinition } from '../types';

const EDITABLE = ['name', 'email', 'company'];

/** Creators (channel owners), for staff: the route has no guard of its own, the API reads to staff. */
const creators: ResourceDefinition = {
  name: 'creators',
  list: lazy(() => import('./CreatorList')),
  create: lazy(() => import('./CreatorCreate')),
  edit: lazy(() => import('./CreatorEdit')),
  show: lazy(() => import('./CreatorShow')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
  endpoints: {
    list: 'POST /creator',
    getOne: 'PATCH /creator/detail/:id',
    create: { route: 'POST /creator/add', fields: [...EDITABLE, 'status'] },
    update: { route: 'PUT /creator/:id', fields: EDITABLE },
    delete: { route: 'PUT /creator/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /creator/change-status/:id',
  },
  permissions: { read: ADMIN_CATEGORY, write: RESOURCE_WRITERS.creators },
  title: 'Creators / Channel Owners',
};

export default creators;
