import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { creators } from '../../../shared/resources/creators';
import type { ResourceDefinition } from '../types';

/** Creators (channel owners), for staff: the route has no guard of its own, the API reads to staff. */
const resource: ResourceDefinition = {
  ...creators,
  list: lazy(() => import('./CreatorList')),
  create: lazy(() => import('./CreatorCreate')),
  edit: lazy(() => import('./CreatorEdit')),
  show: lazy(() => import('./CreatorShow')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};

export default resource;
