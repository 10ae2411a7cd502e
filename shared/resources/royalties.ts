import { EARNING_ADMINS, UserType } from '../roles';
import { declareResource } from './types';

const IMPORTERS = [UserType.ADMIN, UserType.MANAGER];

/**
 * Revenue Imports (issue 36): YouTube's monthly revenue reports, and months read from the YouTube
 * Analytics API. Money, so only the staff who see money read them (admin, manager, viewer); admins
 * and managers upload, import and discard. A page of staff's Payments group.
 */
export const revenueImports = declareResource({
  name: 'revenue-imports',
  title: 'Revenue Imports',
  route: EARNING_ADMINS,
  actions: {
    read: EARNING_ADMINS,
    create: [],
    update: [],
    // Discarding is part of importing (the import action): no record is deleted by react-admin.
    delete: [],
    status: [],
    import: IMPORTERS,
  },
  money: ['total_micros'],
  whitelist: {
    sortable: ['created_at', 'period'],
    filterable: ['status', 'period', 'source'],
    searchable: [],
  },
  api: {
    list: 'POST /royalties/revenue/imports',
    getOne: 'GET /royalties/revenue/imports/:id',
  },
});
