import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { categories } from '../../../shared/resources/categories';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

/** Category Settings (Content Settings), two levels deep, spec 001 §2.6. */
const resource: ResourceDefinition = {
  ...categories,
  list: lazy(() => import('./CategoryList')),
  ...crudViews(() => import('./CategoryInputs')),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

export default resource;

/** Its English texts, `resources.categories.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Category |||| Categories',
  fields: {
    name: 'Name',
    parent: 'Parent category',
    parent_name: 'Parent category',
    status: 'Status',
    updated_at: 'Updated',
    q: 'Search',
  },
  empty: 'No categories yet.',
};
