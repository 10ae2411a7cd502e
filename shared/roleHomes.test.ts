import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import roleRules from './roleHomes.json';

/**
 * The guard rail of the access contract (issue 33), beside the ESLint rule in eslint.config.js (both read
 * shared/roleHomes.json): outside its homes no file names a role constant of shared/roles, so who may do
 * what stays in the declarations (shared/resources) and is asked as an action.
 */
const ROLE_CONSTANTS = new Set(roleRules.constants);

/** A glob of the ESLint rule's lists ('**', '*', '{a,b}') as a pattern over repository paths. */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]*)\}/g, (_, options: string) => `(${options.split(',').join('|')})`)
      .replace(/\*\*\//g, '@@')
      .replace(/\*\*/g, '%%')
      .replace(/\*/g, '[^/]*')
      .replace(/@@/g, '(.*/)?')
      .replace(/%%/g, '.*')}$`,
  );

/** The homes of the rules (roles, declarations, the two providers, the auth plugin, tests, seed, scripts). */
const HOMES = roleRules.homes.map(globPattern);
/** Files that need a user's type as data (an account's kind, whose side a row is on), not a permission. */
const DATA_FILES = roleRules.dataFiles.map(globPattern);

const ROOT = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const inside = (file: string, places: readonly RegExp[]) => places.some((place) => place.test(file));

const IMPORT = /(import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;

/** The role constants a source names: imported (as values) from shared/roles, or used as UserType.X. */
export function roleConstantsNamed(source: string): string[] {
  const named = new Set<string>();
  for (const [, , typeOnly, specifiers, from] of source.matchAll(IMPORT)) {
    if (typeOnly || !/(^|\/)roles$/.test(from)) continue;
    for (const specifier of specifiers.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (!name.startsWith('type ') && ROLE_CONSTANTS.has(name)) named.add(name);
    }
  }
  if (/\bUserType\.[A-Z_]+\b/.test(source)) named.add('UserType');
  return [...named];
}

describe('role constants stay in their homes', () => {
  it('finds an imported role list, a UserType member, and lets type imports and kind helpers be', () => {
    expect(roleConstantsNamed("import { ADMIN_CATEGORY, seesMoney } from '../../shared/roles';")).toEqual([
      'ADMIN_CATEGORY',
    ]);
    expect(roleConstantsNamed('if (type === UserType.CREATOR) return;')).toEqual(['UserType']);
    expect(roleConstantsNamed("import type { UserType } from './roles';")).toEqual([]);
    expect(roleConstantsNamed("import { isCreatorSide, type UserType } from './roles';")).toEqual([]);
  });

  it('are named by no file of shared/, server/ or src/ outside the homes and the listed data files', () => {
    const offences = ['shared', 'server', 'src']
      .flatMap(sourceFiles)
      .filter((file) => !inside(file, HOMES) && !inside(file, DATA_FILES))
      .flatMap((file) => {
        const named = roleConstantsNamed(fs.readFileSync(path.join(ROOT, file), 'utf8'));
        return named.length > 0 ? [`${file}: ${named.join(', ')}`] : [];
      });
    expect(offences).toEqual([]);
  });

  it('lists only data files that exist and still need a type', () => {
    for (const place of roleRules.dataFiles)
      expect(fs.existsSync(path.join(ROOT, place.replace(/\/\*\*$/, ''))), place).toBe(true);
  });
});
