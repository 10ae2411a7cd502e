import { useCanAccess } from 'react-admin';
import type { AccessName, ActionOf } from '../../shared/resources';

/** react-admin's page actions, which canAccess maps onto the declared ones. */
type PageAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/**
 * Whether the signed-in user may do a declared action (or a page action) of a resource or page:
 * react-admin's useCanAccess, typed by the declarations so a misspelt action does not compile.
 * Undefined while the answer is pending.
 */
export function useCan<N extends AccessName>(
  resource: N,
  action: ActionOf<N> | PageAction,
  record?: Record<string, unknown>,
): boolean | undefined {
  const { canAccess, isPending } = useCanAccess({ resource, action, record });
  return isPending ? undefined : canAccess;
}
