import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesOf } from '../../shared/resources';
import { newPage, settled, signIn, startE2E, watchProblems, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The demo accounts by type (server/seed.ts DEMO_ACCOUNTS). */
const ACCOUNTS: Record<string, number> = {
  admin: 1,
  manager: 2,
  creator: 3,
  rightsholder: 4,
  managerlimited: 5,
  viewer: 6,
  viewerlimited: 7,
  rhteam: 8,
  creatorteam: 9,
};

/** Each dashboard page, who may see it (its declaration), and a card every allowed account sees. */
const PAGES: { path: string; access: Parameters<typeof rolesOf>; card: string }[] = [
  { path: '/dashboard/analytics', access: ['dashboard', 'analytics'], card: 'Claims pending' },
  { path: '/dashboard', access: ['dashboard', 'creatorHome'], card: 'Top videos by views' },
  { path: '/dashboard-graphs', access: ['dashboard-graphs', 'read'], card: 'Channels added' },
  { path: '/dashboard-channel', access: ['dashboard-channel', 'read'], card: 'Claimed videos' },
  { path: '/dashboard-podcast', access: ['dashboard-podcast', 'read'], card: 'Audio downloads' },
  { path: '/dashboard-social-media', access: ['dashboard-social-media', 'read'], card: 'Claims' },
  { path: '/dashboard-shop', access: ['dashboard-shop', 'read'], card: 'Licence requests' },
];

describe('the dashboards in Chromium', () => {
  it.each(Object.keys(ACCOUNTS))(
    '%s opens each dashboard it may see at 360 px: one call, its cards, no console error or failed call',
    async (who) => {
      const pages = PAGES.filter(({ access }) =>
        (rolesOf(...access) as readonly number[]).includes(ACCOUNTS[who]!),
      );
      if (pages.length === 0) return;
      const page = await newPage(e2e);
      await page.setViewportSize({ width: 360, height: 760 });
      await signIn(page, e2e.baseUrl, `${who}@example.com`);
      await settled(page);
      const problems = watchProblems(page);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/dashboards/')) calls.push(request.url());
      });
      for (const { path, card } of pages) {
        calls.length = 0;
        await page.goto(`${e2e.baseUrl}${path}`);
        await settled(page);
        await page
          .getByRole('region', { name: card, exact: true })
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(async () => {
            throw new Error(
              `${who} ${path}: ${problems.join(' | ')} :: ${(await page.locator('main').innerText()).slice(0, 600)}`,
            );
          });
        // The date range picker is labelled and on screen.
        await page.getByLabel('Date range').first().waitFor();
        expect(calls, `${who} ${path}`).toHaveLength(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(overflow, `${who} ${path}`).toBeLessThanOrEqual(360);
        if (['managerlimited', 'viewerlimited', 'rhteam', 'creatorteam'].includes(who)) {
          expect(await page.getByText('$').count(), `${who} ${path}`).toBe(0);
        }
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
    180_000,
  );
});
