import type { ListWhitelist } from './types';

/** The list calls of every account kind (admins, creators, rights holders) share one whitelist. */
export const ACCOUNT_LIST: ListWhitelist = {
  sortable: ['name', 'email', 'company', 'labelName', 'type', 'status', 'created_at', 'updated_at'],
  filterable: ['status', 'ids', 'type'],
  searchable: ['name', 'email', 'company'],
};
