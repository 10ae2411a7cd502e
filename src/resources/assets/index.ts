import { lazy } from 'react';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import { assets } from '../../../shared/resources/assets';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

const DraftList = lazy(() => import('./DraftList'));

/** Uploaded content on its way into the library: drafts and the review queue (spec 001 §2.6). */
const resource: ResourceDefinition = {
  ...assets,
  list: DraftList,
  edit: crudViews(() => import('./AssetInputs'), { afterEdit: 'show' }).edit,
  show: lazy(() => import('./AssetShow')),
  listPages: {
    'draft-asset': DraftList,
    'pending-review': lazy(() => import('./ReviewList')),
  },
  icon: LibraryMusicIcon,
  recordRepresentation: 'title',
};

export default resource;

/** Its English texts, `resources.assets.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Content |||| Content',
  empty: 'No content here yet.',
};
