import { CONTENT_SETTING_ACCESS, settingList, settingPaths } from './contentSettings';
import { declareResource } from './types';

/** Content categories, two levels deep: a category may have a parent that has none. */
export const categories = declareResource({
  name: 'categories',
  title: 'Category Settings',
  ...CONTENT_SETTING_ACCESS,
  whitelist: settingList({ filterable: ['parent', 'top'] }),
  api: settingPaths('/category', ['name', 'parent']),
});
