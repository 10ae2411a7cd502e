import { RESOURCES, type ResourceName } from './resources';
import { ALL_USER_TYPES, UserType } from './roles';
import { ALLOW_ALL, NO_GUARD, type RoutePermission } from './routeGuard';

export { ALLOW_ALL, NO_GUARD, type RoutePermission } from './routeGuard';

const { ADMIN, MANAGER, CREATOR, RIGHT_HOLDER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED } = UserType;
const { RIGHT_HOLDER_TEAM, CREATOR_TEAM } = UserType;

const STAFF: readonly UserType[] = [ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED];
const UPLOADERS: readonly UserType[] = [...STAFF, RIGHT_HOLDER, RIGHT_HOLDER_TEAM];
const DASHBOARDS: readonly UserType[] = [ADMIN, CREATOR, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED];

/** The routes that are no resource (yet): a resource's row is its declaration's `route`. */
const PAGE_ROUTES = {
  dashboard: ALLOW_ALL,
  'dashboard-graphs': [ADMIN],
  upload: UPLOADERS,
  'drm-youtube-videos': ALL_USER_TYPES,
  'prospective-youtube-videos': ALL_USER_TYPES,
  'sublicensee-creators': [RIGHT_HOLDER, RIGHT_HOLDER_TEAM],
  'monitoring-channels': STAFF,
  'monitoring-youtube-videos': STAFF,
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

export type RouteKey = keyof typeof PAGE_ROUTES | ResourceName;

/** Every row of spec 000 §2 "Main layout routes" (and 001 §2.4), keyed by the route's first segment. */
export const ROUTE_PERMISSIONS: Readonly<Record<RouteKey, RoutePermission>> = {
  ...PAGE_ROUTES,
  ...(Object.fromEntries(Object.values(RESOURCES).map((r) => [r.name, r.route])) as Record<
    ResourceName,
    RoutePermission
  >),
};

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
