import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, settled, signIn, startE2E, watchProblems, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Each earnings page and the demo accounts its declaration allows (shared/resources/pages.ts). */
const PAGES: Record<string, { title: Record<string, string>; accounts: string[] }> = {
  '/royalties-earnings': {
    title: { default: 'Royalties earnings Overview' },
    accounts: ['admin', 'manager', 'viewer', 'creator', 'rightsholder'],
  },
  '/royalties/by-creator': {
    title: { default: 'Royalties earnings by Creators' },
    accounts: ['admin', 'manager', 'viewer'],
  },
  '/royalties/by-right-holders': {
    title: { default: 'Royalties earnings by Content Owners' },
    accounts: ['admin', 'manager', 'viewer', 'creator'],
  },
  '/royalties/by-videos': {
    title: { default: 'By YouTube Videos', rightsholder: 'By Sublicensee videos' },
    accounts: ['admin', 'manager', 'viewer', 'creator', 'rightsholder'],
  },
  '/claim-detail/overview': {
    title: { default: 'Claims Payment Details', rightsholder: 'Overview' },
    accounts: ['admin', 'manager', 'managerlimited', 'rightsholder'],
  },
};

const ACCOUNTS = ['admin', 'manager', 'managerlimited', 'viewer', 'creator', 'rightsholder'];

describe('the earnings pages in Chromium', () => {
  it.each(ACCOUNTS)(
    '%s opens each earnings page it may see, with rows and no console error or failed call',
    async (who) => {
      const page = await newPage(e2e);
      await page.setViewportSize({ width: 360, height: 760 });
      await signIn(page, e2e.baseUrl, `${who}@example.com`);
      await settled(page);
      const problems = watchProblems(page);
      for (const [path, { title, accounts }] of Object.entries(PAGES)) {
        if (!accounts.includes(who)) continue;
        await page.goto(`${e2e.baseUrl}${path}`);
        await settled(page);
        await expect.poll(() => page.title()).toBe(`${title[who] ?? title.default} | DRM`);
        if (path === '/royalties-earnings') {
          await page.getByText('Revenue over time').waitFor();
        } else {
          // The demo months' rows: at least one row in the table body.
          await page
            .locator('tbody tr')
            .first()
            .waitFor({ timeout: 5000 })
            .catch(async () => {
              throw new Error(
                `${path}: ${problems.join(' | ')} :: ${(await page.locator('main').innerText()).slice(0, 600)}`,
              );
            });
        }
        if (who === 'managerlimited') {
          await page.getByText('royalty line counts only').waitFor();
          expect(await page.getByText('$').count()).toBe(0);
        }
        // Nothing wider than a 360 px phone but the table's own scroller.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(overflow, path).toBeLessThanOrEqual(360);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
    120_000,
  );
});
