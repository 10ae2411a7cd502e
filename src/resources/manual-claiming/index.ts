import { lazy } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';
import { manualClaiming } from '../../../shared/resources/claims';
import type { ResourceDefinition } from '../types';

/**
 * Manual Claiming (/assets/manual-claiming, YouTube Claims): claims filed by hand on YouTube videos
 * with the library's assets, and their decisions. Its page texts: pageTexts.ts (loaded with the page).
 */
const resource: ResourceDefinition = {
  ...manualClaiming,
  list: lazy(() => import('./ClaimList')),
  create: lazy(() => import('./ClaimCreate')),
  icon: GavelIcon,
  recordRepresentation: 'video_title',
};

export default resource;

/** Its English name, `resources.assets/manual-claiming.name` (the other languages: translations.ts). */
export const messages = {
  name: 'Manual claim |||| Manual claims',
};
