import { CRUD_ADMINS, UserType } from './roles';
import { canAccessRoute, type RouteKey } from './routePermissions';

/**
 * Who may change each resource's records, beside who may open its route. Ownership (a creator only
 * their own channels) is checked by the server per record on top of this.
 */
export const RESOURCE_WRITERS = {
  channels: [...CRUD_ADMINS, UserType.CREATOR, UserType.CREATOR_TEAM],
  'right-holders': CRUD_ADMINS,
  contracts: CRUD_ADMINS,
  admins: [UserType.ADMIN],
  creators: CRUD_ADMINS,
  'team-members': [...CRUD_ADMINS, UserType.CREATOR, UserType.RIGHT_HOLDER],
} as const satisfies Partial<Record<RouteKey, readonly UserType[]>>;

export type WritableResource = keyof typeof RESOURCE_WRITERS;

export const canWriteResource = (resource: WritableResource, type: UserType): boolean =>
  canAccessRoute(resource, type) && (RESOURCE_WRITERS[resource] as readonly UserType[]).includes(type);
