import { AccountStatus } from '../constants';
import { ADMIN_CATEGORY, CRUD_ADMINS, STAFF_AND_RIGHT_HOLDERS } from '../roles';
import { crud, type ApiPaths, type ListWhitelist } from './types';

/**
 * The content settings (speakers, categories, energy levels, spec 001 §2.6): their pages are
 * staff's; staff and a rights holder's side read them (uploaders describe their content with them);
 * CRUD admins write them. Each is one name with a few fields, so they share these parts.
 */
export const CONTENT_SETTING_ACCESS = {
  route: ADMIN_CATEGORY,
  actions: crud(STAFF_AND_RIGHT_HOLDERS, CRUD_ADMINS),
  money: [],
} as const;

export const settingList = (extra: { sortable?: string[]; filterable?: string[] } = {}): ListWhitelist => ({
  sortable: ['name', 'status', 'created_at', 'updated_at', ...(extra.sortable ?? [])],
  filterable: ['status', 'ids', ...(extra.filterable ?? [])],
  searchable: ['name'],
});

/** The calls of a setting under its API base ('/artist'), writing these fields. */
export const settingPaths = (base: `/${string}`, fields: readonly string[]): ApiPaths => ({
  list: `POST ${base}`,
  getOne: `PATCH ${base}/detail/:id`,
  create: { route: `POST ${base}/add`, fields: [...fields, 'status'] },
  update: { route: `PUT ${base}/:id`, fields },
  // Deleting keeps the row (status 3) so content that names it keeps its label.
  delete: { route: `PUT ${base}/change-status/:id`, body: { status: AccountStatus.DELETED } },
  changeStatus: `PUT ${base}/change-status/:id`,
  purge: `DELETE ${base}/:id`,
  lookup: `GET ${base}/lookup`,
});
