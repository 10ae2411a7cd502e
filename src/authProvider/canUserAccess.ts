import { canDo, isResourceName } from '../../shared/resources';
import type { UserType } from '../../shared/roles';
import { canAccessRoute, isRouteKey } from '../../shared/routePermissions';

const WRITE_ACTIONS = ['create', 'edit', 'delete'];

/**
 * Whether a user of this type may do this action on this resource: the route permission table
 * (spec 000 §2) first, then the resource's declared readers or writers. A route that is no resource
 * yet may only be read.
 */
export function canUserAccess(type: UserType, resource: string, action: string): boolean {
  if (!isRouteKey(resource) || !canAccessRoute(resource, type)) return false;
  const write = WRITE_ACTIONS.includes(action);
  if (!isResourceName(resource)) return !write;
  return canDo(resource, action === 'create' ? 'create' : write ? 'write' : 'read', type);
}
