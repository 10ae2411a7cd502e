import { describe, expect, it } from 'vitest';
import { ALL_USER_TYPES, type UserType } from './roles';
import {
  ALLOW_ALL,
  canAccessRoute,
  NO_GUARD,
  ROUTE_PERMISSIONS,
  routeKeyOfPath,
  type RouteKey,
} from './routePermissions';

/**
 * Spec 000 §2 "Main layout routes", transcribed by role name so a slip in the table's numbers shows.
 * 'any' = any authenticated role, 'none' = no permission data.
 */
const SPEC_ROWS: Record<string, string> = {
  dashboard: 'any',
  'dashboard-graphs': 'ADMIN',
  admins: 'ADMIN',
  libraries: 'all nine',
  upload: 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM',
  assets: 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM',
  // 001 §2.6, the YouTube Claims group's entries (own resources under /assets, issue 35).
  'assets/manual-claiming':
    'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM',
  'assets/claim-video':
    'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM, CREATOR',
  creators: 'none',
  'team-members': 'none',
  contracts: 'ADMIN, MANAGER, CREATOR, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  'right-holders': 'ADMIN, MANAGER, RIGHT_HOLDER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  channels: 'all nine',
  'drm-youtube-videos': 'all nine',
  'prospective-youtube-videos': 'all nine',
  'sublicensee-creators': 'RIGHT_HOLDER, RIGHT_HOLDER_TEAM',
  'monitoring-channels': 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  'monitoring-youtube-videos': 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  categories: 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  'energy-level': 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  artists: 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  'payment-setting': 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  'content-library': 'all nine',
  'update-profile': 'all nine',
  royalties: 'ADMIN, RIGHT_HOLDER, CREATOR, MANAGER, VIEWER',
  'royalties-earnings': 'ADMIN, RIGHT_HOLDER, CREATOR, MANAGER, VIEWER',
  'claim-detail': 'none',
  transaction: 'none',
  'payment-history': 'none',
  'contact-us': 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, CREATOR',
  'activity-log-reports': 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, CREATOR',
  'inquiry-list': 'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  browse: 'ADMIN, CREATOR, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, CREATOR_TEAM',
  'dashboard-channel': 'ADMIN, CREATOR, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  'dashboard-podcast': 'ADMIN, CREATOR, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  'dashboard-social-media': 'ADMIN, CREATOR, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  'dashboard-shop': 'ADMIN, CREATOR, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED',
  // Issue 35: the YouTube Claims pages are their own resources.
  'assets/copyright-takedown':
    'ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, RIGHT_HOLDER, RIGHT_HOLDER_TEAM',
  // Issue 36: Revenue Imports, the staff who see money (no spec row: a page the issue adds).
  'revenue-imports': 'ADMIN, MANAGER, VIEWER',
  // Issue 36: Payment Runs, admins and managers (no spec row: a page the issue adds).
  'payment-runs': 'ADMIN, MANAGER',
};

const ROLE_NUMBERS: Record<string, UserType> = {
  ADMIN: 1,
  MANAGER: 2,
  CREATOR: 3,
  RIGHT_HOLDER: 4,
  MANAGER_LIMITED: 5,
  VIEWER: 6,
  VIEWER_LIMITED: 7,
  RIGHT_HOLDER_TEAM: 8,
  CREATOR_TEAM: 9,
};

const allowedBySpec = (row: string): readonly UserType[] =>
  row === 'any' || row === 'all nine' || row === 'none'
    ? ALL_USER_TYPES
    : row.split(', ').map((name) => ROLE_NUMBERS[name]);

describe('route permission table', () => {
  it('holds exactly the routes of the spec', () => {
    expect(Object.keys(ROUTE_PERMISSIONS).sort()).toEqual(Object.keys(SPEC_ROWS).sort());
  });

  it.each(Object.entries(SPEC_ROWS))('%s allows exactly %s', (route, row) => {
    const allowed = allowedBySpec(row);
    for (const type of ALL_USER_TYPES) {
      expect(canAccessRoute(route as RouteKey, type), `type ${type}`).toBe(allowed.includes(type));
    }
  });

  it('marks rows without permission data as unguarded and "any authenticated" as ALLOW_ALL', () => {
    expect(ROUTE_PERMISSIONS.creators).toBe(NO_GUARD);
    expect(ROUTE_PERMISSIONS.dashboard).toBe(ALLOW_ALL);
  });

  it('finds the route key of a browser path', () => {
    expect(routeKeyOfPath('/channels/view/abc')).toBe('channels');
    expect(routeKeyOfPath('/dashboard/analytics')).toBe('dashboard');
    expect(routeKeyOfPath('/admins')).toBe('admins');
    expect(routeKeyOfPath('/')).toBeUndefined();
    expect(routeKeyOfPath('/no-such-route')).toBeUndefined();
    expect(routeKeyOfPath('/constructor')).toBeUndefined();
  });

  it('gives the YouTube Claims pages under /assets their own guard, and an asset its record route', () => {
    expect(routeKeyOfPath('/assets/claim-video')).toBe('assets/claim-video');
    expect(routeKeyOfPath('/assets/manual-claiming')).toBe('assets/manual-claiming');
    expect(routeKeyOfPath('/assets/manual-claiming/create')).toBe('assets/manual-claiming');
    expect(routeKeyOfPath('/assets/0b6f3c1e-8d1a-4c52-9f3e-2a7d5e9b1c44')).toBe('assets');
    expect(routeKeyOfPath('/assets/0b6f3c1e-8d1a-4c52-9f3e-2a7d5e9b1c44/show')).toBe('assets');
    expect(canAccessRoute('assets/claim-video', 3)).toBe(true);
    expect(canAccessRoute('assets/manual-claiming', 3)).toBe(false);
    expect(canAccessRoute('assets', 3)).toBe(false);
  });
});
