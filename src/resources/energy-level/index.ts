import { lazy } from 'react';
import BoltIcon from '@mui/icons-material/Bolt';
import { energyLevels } from '../../../shared/resources/energyLevels';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

/** Energy Level Settings (Content Settings), spec 001 §2.6. */
const resource: ResourceDefinition = {
  ...energyLevels,
  list: lazy(() => import('./EnergyLevelList')),
  ...crudViews(() => import('./EnergyLevelInputs')),
  icon: BoltIcon,
  recordRepresentation: 'name',
};

export default resource;

/** Its English texts, `resources.energy-level.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Energy level |||| Energy levels',
  fields: { name: 'Name', ordinal: 'Level (1-10)', status: 'Status', updated_at: 'Updated', q: 'Search' },
  empty: 'No energy levels yet.',
};
