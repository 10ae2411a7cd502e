import { lazy } from 'react';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { contracts } from '../../../shared/resources/contracts';
import type { ResourceDefinition } from '../types';

/** Agreements between a rights holder and a creator (the API calls them contracts). */
const resource: ResourceDefinition = {
  ...contracts,
  list: lazy(() => import('./ContractList')),
  create: lazy(() => import('./ContractCreate')),
  edit: lazy(() => import('./ContractEdit')),
  show: lazy(() => import('./ContractShow')),
  icon: HandshakeIcon,
  recordRepresentation: 'title',
};

export default resource;
