import { describe, expect, it } from 'vitest';
import { allowsEntry, MENU, type MenuEntry } from '../menu';
import { SEARCH_OPTIONS } from '../menuSearch';
import { ALL_USER_TYPES, UserType } from '../roles';
import { canAccessRoute, routeKeyOfPath } from '../routePermissions';
import { ACCESS, ACCESS_NAMES, canDo, isResourceName, RESOURCE_NAMES, RESOURCES } from './index';

const leaves = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));

/** The resource a browser path opens, if it is a resource's list (not a sub-page such as a profile). */
const resourceOfPath = (path: string) => {
  const key = routeKeyOfPath(path);
  return key && isResourceName(key) && path === `/${key}` ? key : undefined;
};

describe('resource declarations', () => {
  it('are keyed by their own name', () => {
    for (const name of RESOURCE_NAMES) expect(RESOURCES[name].name).toBe(name);
  });

  it('are all keyed by their own name, resources and pages alike', () => {
    for (const name of ACCESS_NAMES) expect(ACCESS[name].name).toBe(name);
  });

  it.each(RESOURCE_NAMES)('%s: writers read, and readers may open the page', (name) => {
    const { actions, route } = RESOURCES[name];
    for (const action of ['create', 'update', 'delete', 'status'] as const) {
      for (const type of actions[action]) expect(actions.read, `${action} ${type}`).toContain(type);
    }
    for (const type of ALL_USER_TYPES) {
      if (canDo(name, 'read', type) && !canAccessRoute(name, type)) {
        // Readers kept off the page still read the records elsewhere (a profile, a picker).
        expect(route, `reader ${type}`).not.toBe('ALLOW_ALL');
      }
    }
  });

  it.each(RESOURCE_NAMES)('%s: those who create also edit, delete and change the status', (name) => {
    const { actions } = RESOURCES[name];
    expect(actions.delete).toEqual(actions.update);
    expect(actions.status).toEqual(actions.update);
    for (const type of actions.create) expect(actions.update, `creator ${type}`).toContain(type);
  });

  it('lets owners alone invite to their team: staff write memberships but invite no one', () => {
    expect(canDo('team-members', 'create', UserType.CREATOR)).toBe(true);
    expect(canDo('team-members', 'create', UserType.RIGHT_HOLDER)).toBe(true);
    expect(canDo('team-members', 'status', UserType.ADMIN)).toBe(true);
    expect(canDo('team-members', 'create', UserType.ADMIN)).toBe(false);
  });

  it('declares the agreement revenue share as money, so the server strips it for non-earning types', () => {
    expect(RESOURCES.contracts.money).toContain('revenue_share');
    for (const name of RESOURCE_NAMES) {
      const { money, api } = RESOURCES[name];
      // A read-only resource (sublicensee creators' earnings) has no writes to refuse money in.
      if (!api.create && !api.update) continue;
      const writable = [...(api.create?.fields ?? []), ...(api.update?.fields ?? [])];
      for (const field of money) expect(writable, `${name}.${field}`).toContain(field);
    }
  });

  it('shows menu entries of a resource only to types that may read it', () => {
    for (const entry of leaves(MENU)) {
      const name = entry.path && resourceOfPath(entry.path);
      if (!name) continue;
      for (const type of ALL_USER_TYPES.filter((t) => allowsEntry(entry.access, t)))
        expect(canDo(name, 'read', type), `${entry.path} to ${type}`).toBe(true);
    }
  });

  it('offers search options of a resource only to types that may read it', () => {
    for (const option of SEARCH_OPTIONS) {
      const name = resourceOfPath(option.url);
      if (!name) continue;
      for (const type of ALL_USER_TYPES) {
        if (allowsEntry(option.access, type) && canAccessRoute(name, type)) {
          expect(canDo(name, 'read', type), `${option.url} to ${type}`).toBe(true);
        }
      }
    }
  });
});
