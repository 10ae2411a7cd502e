import { EARNING_ADMINS, OWNERS, UserType } from '../roles';
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

/**
 * A payment's statement (PDF, CSV): all money, so only those who see money — the earning staff and
 * the payees themselves (never types 5, 7, 8, 9). Which payments is the server's scope (a payee its own).
 */
export const paymentStatements = declareAccess({
  name: 'payment-statements',
  actions: { download: [...EARNING_ADMINS, ...OWNERS] },
});
