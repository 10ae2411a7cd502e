import { CONTENT_SETTING_ACCESS, settingList, settingPaths } from './contentSettings';
import { declareResource } from './types';

/** Speakers (the API's artists): who speaks in the content, with a bio, picture and languages. */
export const artists = declareResource({
  name: 'artists',
  title: 'Speakers',
  ...CONTENT_SETTING_ACCESS,
  whitelist: settingList({ filterable: ['language'] }),
  api: { ...settingPaths('/artist', ['name', 'bio', 'languages']), picture: 'PUT /artist/picture/:id' },
});
