import { ROUTED, type RoutedName } from './resources';
import type { UserType } from './roles';
import { ALLOW_ALL, NO_GUARD, type RoutePermission } from './routeGuard';

export { ALLOW_ALL, NO_GUARD, type RoutePermission } from './routeGuard';

export type RouteKey = RoutedName;

/**
 * Every row of spec 000 §2 "Main layout routes" (and 001 §2.4), keyed by the route's first segment:
 * each page's or resource's declared `route` (shared/resources).
 */
export const ROUTE_PERMISSIONS = Object.fromEntries(ROUTED.map((d) => [d.name, d.route])) as Readonly<
  Record<RouteKey, RoutePermission>
>;

export const isRouteKey = (key: string): key is RouteKey => Object.hasOwn(ROUTE_PERMISSIONS, key);

/** The permission guard: ALLOW_ALL, or a list holding the user's type (spec 000 §2). */
export function canAccessRoute(route: RouteKey, type: UserType): boolean {
  const permission: RoutePermission = ROUTE_PERMISSIONS[route];
  if (permission === ALLOW_ALL || permission === NO_GUARD) return true;
  return permission.includes(type);
}

/**
 * The route key of a browser path: the longest declared name its segments start with, so a page
 * declared under another's path ('assets/claim-video') keeps its own guard ('/channels/view/x' ->
 * 'channels', '/assets/claim-video' -> 'assets/claim-video', '/assets/abc' -> 'assets').
 */
export function routeKeyOfPath(pathname: string): RouteKey | undefined {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  for (let length = segments.length; length > 0; length--) {
    const key = segments.slice(0, length).join('/');
    if (isRouteKey(key)) return key;
  }
  return undefined;
}
