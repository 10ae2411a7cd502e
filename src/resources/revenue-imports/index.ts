import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { revenueImports } from '../../../shared/resources/royalties';
import type { ResourceDefinition } from '../types';

/**
 * Revenue Imports (/revenue-imports, staff who see money): each month's revenue, from YouTube's
 * report files or the YouTube Analytics API, checked, previewed and imported. Its page texts:
 * pageTexts.ts.
 */
const resource: ResourceDefinition = {
  ...revenueImports,
  list: lazy(() => import('./RevenueImportList')),
  show: lazy(() => import('./RevenueImportShow')),
  icon: ReceiptLongIcon,
  recordRepresentation: 'period',
};

export default resource;

/** Its English name, `resources.revenue-imports.name` (the other languages: translations.ts). */
export const messages = {
  name: 'Revenue import |||| Revenue imports',
};
