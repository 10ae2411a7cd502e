import { EARNING_ADMINS, UserType } from '../roles';
import { declareAccess } from './types';

/**
 * Revenue imports (issue 36): YouTube's monthly revenue reports. Money, so only the staff who see
 * money read them (admin, manager, viewer); admins and managers upload, import and discard.
 */
export const revenueImports = declareAccess({
  name: 'revenue-imports',
  actions: {
    read: EARNING_ADMINS,
    import: [UserType.ADMIN, UserType.MANAGER],
  },
});
