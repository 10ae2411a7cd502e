import { lazy } from 'react';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { claimVideo } from '../../../shared/resources/claims';
import type { ResourceDefinition } from '../types';

/**
 * Claimed Videos (/assets/claim-video, YouTube Claims; creators too): every claimed video the caller
 * may see. Its page texts are Manual Claiming's (manual-claiming/pageTexts.ts).
 */
const resource: ResourceDefinition = {
  ...claimVideo,
  list: lazy(() => import('./ClaimVideoList')),
  icon: VideoLibraryIcon,
  recordRepresentation: 'video_title',
};

export default resource;

/** Its English name, `resources.assets/claim-video.name` (the other languages: translations.ts). */
export const messages = {
  name: 'Claimed video |||| Claimed videos',
};
