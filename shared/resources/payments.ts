import { UserType } from '../roles';
import { declareAccess } from './types';

/**
 * Payment runs (issue 36): admins and managers open a run for a period, review, approve and pay it
 * (through Wise, or by hand with a reference). Money, and the paying of it: no one else.
 */
export const paymentRuns = declareAccess({
  name: 'payment-runs',
  route: [UserType.ADMIN, UserType.MANAGER],
  actions: {
    read: [UserType.ADMIN, UserType.MANAGER],
    manage: [UserType.ADMIN, UserType.MANAGER],
  },
});
