import { lazy } from 'react';
import CopyrightIcon from '@mui/icons-material/Copyright';
import { rightHolders } from '../../../shared/resources/rightHolders';
import type { ResourceDefinition } from '../types';

/** Rights holders (content owners, speech owners): spec 001 §7. */
const resource: ResourceDefinition = {
  ...rightHolders,
  list: lazy(() => import('./RightHolderList')),
  create: lazy(() => import('./RightHolderCreate')),
  edit: lazy(() => import('./RightHolderEdit')),
  show: lazy(() => import('./RightHolderShow')),
  icon: CopyrightIcon,
  recordRepresentation: 'name',
};

export default resource;
