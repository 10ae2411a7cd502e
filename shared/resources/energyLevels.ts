import { CONTENT_SETTING_ACCESS, settingList, settingPaths } from './contentSettings';
import { declareResource } from './types';

/** Energy levels of content, each a name and an ordinal from 1 (calm) to 10. */
export const energyLevels = declareResource({
  name: 'energy-level',
  title: 'Energy Level Settings',
  ...CONTENT_SETTING_ACCESS,
  whitelist: settingList({ sortable: ['ordinal'] }),
  api: settingPaths('/energy/level', ['name', 'ordinal']),
});
