import { ALL_USER_TYPES, UserType } from './roles';

const { ADMIN, MANAGER, CREATOR, RIGHT_HOLDER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED } = UserType;
const { RIGHT_HOLDER_TEAM, CREATOR_TEAM } = UserType;

export const ALLOW_ALL = 'ALLOW_ALL';

/**
 * A route's permission data: ALLOW_ALL, the list of user types allowed, or NO_GUARD where the
 * source has no permission data for the route (the page itself then decides, and the API behind it
 * applies its own rules).
 */
export const NO_GUARD = 'NO_GUARD';
export type RoutePermission = typeof ALLOW_ALL | typeof NO_GUARD | readonly UserType[];

const STAFF: readonly UserType[] = [ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED];
const UPLOADERS: readonly UserType[] = [...STAFF, RIGHT_HOLDER, RIGHT_HOLDER_TEAM];
const DASHBOARDS: readonly UserType[] = [ADMIN, CREATOR, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED];

/** Every row of spec 000 §2 "Main layout routes" (and 001 §2.4), keyed by the route's first segment. */
export const ROUTE_PERMISSIONS = {
  dashboard: ALLOW_ALL,
  'dashboard-graphs': [ADMIN],
  admins: [ADMIN],
  libraries: ALL_USER_TYPES,
  upload: UPLOADERS,
  assets: UPLOADERS,
  creators: NO_GUARD,
  'team-members': NO_GUARD,
  contracts: [ADMIN, MANAGER, CREATOR, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED],
  'right-holders': [ADMIN, MANAGER, RIGHT_HOLDER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED],
  channels: ALL_USER_TYPES,
  'drm-youtube-videos': ALL_USER_TYPES,
  'prospective-youtube-videos': ALL_USER_TYPES,
  'sublicensee-creators': [RIGHT_HOLDER, RIGHT_HOLDER_TEAM],
  'monitoring-channels': STAFF,
  'monitoring-youtube-videos': STAFF,
  categories: STAFF,
  'energy-level': STAFF,
  artists: STAFF,
  'payment-setting': STAFF,
  'content-library': ALL_USER_TYPES,
  'update-profile': ALL_USER_TYPES,
  royalties: [ADMIN, RIGHT_HOLDER, CREATOR, MANAGER, VIEWER],
  'royalties-earnings': [ADMIN, RIGHT_HOLDER, CREATOR, MANAGER, VIEWER],
  'claim-detail': NO_GUARD,
  transaction: NO_GUARD,
  'payment-history': NO_GUARD,
  'contact-us': [ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, CREATOR],
  'activity-log-reports': [ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, CREATOR],
  'inquiry-list': STAFF,
  browse: [ADMIN, CREATOR, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, CREATOR_TEAM],
  'dashboard-channel': DASHBOARDS,
  'dashboard-podcast': DASHBOARDS,
  'dashboard-social-media': DASHBOARDS,
  'dashboard-shop': DASHBOARDS,
} as const satisfies Record<string, RoutePermission>;

export type RouteKey = keyof typeof ROUTE_PERMISSIONS;

export const isRouteKey = (key: string): key is RouteKey => Object.hasOwn(ROUTE_PERMISSIONS, key);

/** The permission guard: ALLOW_ALL, or a list holding the user's type (spec 000 §2). */
export function canAccessRoute(route: RouteKey, type: UserType): boolean {
  const permission: RoutePermission = ROUTE_PERMISSIONS[route];
  if (permission === ALLOW_ALL || permission === NO_GUARD) return true;
  return permission.includes(type);
}

/** The route key of a browser path: its first segment ('/channels/view/x' -> 'channels'). */
export function routeKeyOfPath(pathname: string): RouteKey | undefined {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return isRouteKey(first) ? first : undefined;
}
