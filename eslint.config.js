import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Role lists and user-type constants of shared/roles: who may do what is an action of a declaration
 * (shared/resources), asked through canDo / useCan / a route's { resource, action }, never a list of
 * types tested in place. Their homes, and the files that need a user's type as data, are exempt below.
 */
const ROLE_RULES = JSON.parse(fs.readFileSync(new URL('./shared/roleHomes.json', import.meta.url), 'utf8'));
const ROLE_CONSTANTS = ROLE_RULES.constants;
/**
 * Where role constants may be named (tests, the seed and scripts create and sign in users of each type),
 * and the files that need a user's type as data (an account's kind, whose side a row is on): one list in
 * shared/roleHomes.json, which shared/roleHomes.test.ts reads too.
 */
export const ROLE_HOMES = ROLE_RULES.homes;
export const ROLE_DATA_FILES = ROLE_RULES.dataFiles;

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'server/platform/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Dates in the app's chosen language (issue 32); the block below repeats this for src/resources.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['DateField'],
              message:
                "Use src/resources/DateField: react-admin's writes dates in the browser's language, not the app's.",
            },
          ],
        },
      ],
    },
  },
  {
    // Lists export CSV through the app's formula-safe exporter, which ResourceList sets.
    files: ['src/resources/**/*.{ts,tsx}'],
    ignores: ['src/resources/ResourceList.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['List', 'ListBase', 'ListGuesser'],
              message: 'Use ResourceList (src/resources/ResourceList.tsx): its CSV export is formula-safe.',
            },
            {
              name: 'react-admin',
              importNames: ['DateField'],
              message:
                "Use src/resources/DateField: react-admin's writes dates in the browser's language, not the app's.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts', 'server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: [...ROLE_HOMES, ...ROLE_DATA_FILES],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)roles$',
              importNames: ROLE_CONSTANTS,
              allowTypeImports: true,
              message:
                "Ask a declared action (shared/resources: canDo, useCan, a route's { resource, action }) instead of testing user types.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'server/**/*.ts', 'tests/**/*.ts', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
