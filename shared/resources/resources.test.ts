import { describe, expect, it } from 'vitest';
import { MENU, type MenuEntry } from '../menu';
import { SEARCH_OPTIONS, searchTypeOf } from '../menuSearch';
import { ALL_USER_TYPES, UserType } from '../roles';
import { canAccessRoute, routeKeyOfPath } from '../routePermissions';
import { canDo, isResourceName, RESOURCE_NAMES, RESOURCES, type ResourceDeclaration } from './index';

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

  it.each(RESOURCE_NAMES)('%s: writers read, and readers may open the page', (name) => {
    const declaration = RESOURCES[name];
    for (const type of declaration.write) expect(declaration.read, `writer ${type}`).toContain(type);
    for (const type of ALL_USER_TYPES) {
      if (canDo(name, 'read', type) && !canAccessRoute(name, type)) {
        // Readers kept off the page still read the records elsewhere (a profile, a picker).
        expect(declaration.route, `reader ${type}`).not.toBe('ALLOW_ALL');
      }
    }
  });

  it.each(RESOURCE_NAMES)('%s: those who create are writers, all writers unless said', (name) => {
    const declaration = RESOURCES[name] as ResourceDeclaration;
    for (const type of ALL_USER_TYPES) {
      const creates = canDo(name, 'create', type);
      if (creates) expect(declaration.write, `creator ${type}`).toContain(type);
      if (!declaration.createdBy) expect(creates, `type ${type}`).toBe(canDo(name, 'write', type));
    }
  });

  it('lets owners alone invite to their team: staff write memberships but invite no one', () => {
    expect(canDo('team-members', 'create', UserType.CREATOR)).toBe(true);
    expect(canDo('team-members', 'create', UserType.RIGHT_HOLDER)).toBe(true);
    expect(canDo('team-members', 'write', UserType.ADMIN)).toBe(true);
    expect(canDo('team-members', 'create', UserType.ADMIN)).toBe(false);
  });

  it('declares the agreement revenue share as money, so the server strips it for non-earning types', () => {
    expect(RESOURCES.contracts.money).toContain('revenue_share');
    for (const name of RESOURCE_NAMES) {
      const { money, api } = RESOURCES[name];
      const writable = [...(api.create?.fields ?? []), ...(api.update?.fields ?? [])];
      for (const field of money) expect(writable, `${name}.${field}`).toContain(field);
    }
  });

  it('shows menu entries of a resource only to types that may read it', () => {
    for (const entry of leaves(MENU)) {
      const name = entry.path && resourceOfPath(entry.path);
      if (!name) continue;
      for (const type of entry.roles)
        expect(canDo(name, 'read', type), `${entry.path} to ${type}`).toBe(true);
    }
  });

  it('offers search options of a resource only to types that may read it', () => {
    for (const option of SEARCH_OPTIONS) {
      const name = resourceOfPath(option.url);
      if (!name) continue;
      for (const type of ALL_USER_TYPES) {
        if (option.hasaccess.includes(searchTypeOf(type)) && canAccessRoute(name, type)) {
          expect(canDo(name, 'read', type), `${option.url} to ${type}`).toBe(true);
        }
      }
    }
  });
});
