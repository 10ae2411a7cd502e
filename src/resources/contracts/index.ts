import { lazy } from 'react';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { AccountStatus } from '../../../shared/constants';
import { RESOURCE_WRITERS } from '../../../shared/resourcePermissions';
import { ROUTE_PERMISSIONS } from '../../../shared/routePermissions';
import type { ResourceDefinition } from '../types';

const EDITABLE = ['title', 'channel', 'start_date', 'end_date', 'territory', 'revenue_share'];

/** Agreements between a rights holder and a creator (the API calls them contracts). */
const contracts: ResourceDefinition = {
  name: 'contracts',
  list: lazy(() => import('./ContractList')),
  create: lazy(() => import('./ContractCreate')),
  edit: lazy(() => import('./ContractEdit')),
  show: lazy(() => import('./ContractShow')),
  icon: HandshakeIcon,
  recordRepresentation: 'title',
  endpoints: {
    list: 'POST /contract',
    getOne: 'PATCH /contract/detail/:id',
    create: { route: 'POST /contract/add', fields: [...EDITABLE, 'rights_holder', 'creator', 'status'] },
    update: { route: 'PUT /contract/:id', fields: EDITABLE },
    // Deleting keeps the agreement and its history, with the deleted status.
    delete: { route: 'PUT /contract/change-status/:id', body: { status: AccountStatus.DELETED } },
    changeStatus: 'PUT /contract/change-status/:id',
  },
  permissions: { read: ROUTE_PERMISSIONS.contracts, write: RESOURCE_WRITERS.contracts },
  title: 'All Agreements',
};

export default contracts;
