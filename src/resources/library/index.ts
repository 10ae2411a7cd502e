import { createElement, lazy } from 'react';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { library } from '../../../shared/resources/library';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

const LibraryList = lazy(() => import('./LibraryList'));
const tab = (name: 'favourites' | 'downloaded') =>
  lazy(async () => {
    const { LibraryList: List } = await import('./LibraryList');
    return { default: () => createElement(List, { tab: name }) };
  });

/** The content library (spec 001 §7): approved content, each side its share. */
const resource: ResourceDefinition = {
  ...library,
  list: LibraryList,
  edit: crudViews(() => import('../assets/AssetInputs'), { afterEdit: 'show' }).edit,
  show: lazy(() => import('./LibraryShow')),
  listPages: {
    'tab/favourites': tab('favourites'),
    'tab/downloaded': tab('downloaded'),
    'tab/content-id': lazy(() => import('./ContentIdTab')),
  },
  icon: VideoLibraryIcon,
  recordRepresentation: 'title',
};

export default resource;

/** Its English texts, `resources.libraries.*` (the pages bring the rest: pageTexts.ts). */
export const messages = {
  name: 'Library item |||| Content library',
  empty: 'No content in the library yet.',
};
