import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Four suites: browser units (jsdom), server and shared units, API tests, end-to-end tests. */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // A whole shell rendered in jsdom takes seconds on a loaded machine (one took 5.7 s, past
          // the default 5 s); a test that is wrong still fails on its assertion.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser under CI's load can take more than the default second to settle a debounced
          // search; the polls still end as soon as the page is right.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
