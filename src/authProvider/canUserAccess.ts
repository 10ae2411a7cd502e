import type { UserType } from '../../shared/roles';
import { canAccessRoute, isRouteKey } from '../../shared/routePermissions';
import type { ResourcePermissions } from '../resources/types';

const WRITE_ACTIONS = ['create', 'edit', 'delete'];

/**
 * Whether a user of this type may do this action on this resource: the route permission table
 * (spec 000 §2) first, then the resource's own readers or writers. A route that is no resource yet
 * may only be read.
 */
export function canUserAccess(
  type: UserType,
  resource: string,
  action: string,
  permissions: Record<string, ResourcePermissions>,
): boolean {
  if (!isRouteKey(resource) || !canAccessRoute(resource, type)) return false;
  const write = WRITE_ACTIONS.includes(action);
  const own = permissions[resource];
  if (!own) return !write;
  return (write ? own.write : own.read).includes(type);
}
