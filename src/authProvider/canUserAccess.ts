import { canDo, isAccessName, isResourceName } from '../../shared/resources';
import type { UserType } from '../../shared/roles';
import { canAccessRoute, isRouteKey } from '../../shared/routePermissions';

/** react-admin's page actions and the declared action each stands for. */
const PAGE_ACTIONS: Readonly<Record<string, string>> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
};

/**
 * Whether a user of this type may do this action on this resource or page, from its declaration
 * (shared/resources). A react-admin page action (list, show, edit...) needs the page's route
 * (spec 000 §2) and, for a resource, the action it stands for. Any other name is a declared action,
 * asked as it is (`{ resource: 'libraries', action: 'note' }`).
 */
export function canUserAccess(type: UserType, resource: string, action: string): boolean {
  if (!isAccessName(resource)) return false;
  const page = PAGE_ACTIONS[action];
  if (page === undefined) return canDo(resource, action, type);
  if (!isRouteKey(resource) || !canAccessRoute(resource, type)) return false;
  // A page that is no resource is only read through react-admin; its writes are named actions.
  if (!isResourceName(resource)) return page === 'read';
  return canDo(resource, page, type);
}
