import type { UserType } from './roles';

export const ALLOW_ALL = 'ALLOW_ALL';

/**
 * A route's permission data: ALLOW_ALL, the list of user types allowed, or NO_GUARD where the
 * source has no permission data for the route (the page itself then decides, and the API behind it
 * applies its own rules).
 */
export const NO_GUARD = 'NO_GUARD';
export type RoutePermission = typeof ALLOW_ALL | typeof NO_GUARD | readonly UserType[];
