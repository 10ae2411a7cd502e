import { lazy } from 'react';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import { artists } from '../../../shared/resources/artists';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

/** Speakers (Content Settings), spec 001 §2.6. */
const resource: ResourceDefinition = {
  ...artists,
  list: lazy(() => import('./ArtistList')),
  ...crudViews(() => import('./ArtistInputs')),
  icon: RecordVoiceOverIcon,
  recordRepresentation: 'name',
};

export default resource;

/** Its English texts, `resources.artists.*` (the other languages: translations.ts). */
export const messages = {
  name: 'Speaker |||| Speakers',
  fields: {
    picture: 'Picture',
    name: 'Name',
    bio: 'Bio',
    languages: 'Languages',
    language: 'Language',
    status: 'Status',
    updated_at: 'Updated',
    q: 'Search',
  },
  empty: 'No speakers yet.',
};
