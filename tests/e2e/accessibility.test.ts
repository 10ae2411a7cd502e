import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed';
import { blockingViolations } from '../support/axe';
import { libraryItemId, newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Quiet for this long (no spinner, no request) counts as settled. */
const QUIET_MS = 400;

/**
 * Waits until the page has shown no spinner for a while, so axe checks the content rather than the
 * loading state (after a client-side navigation Playwright's load states are already reached).
 */
async function settled(page: Page): Promise<void> {
  const spinners = page.locator('[role="progressbar"]');
  await expect
    .poll(
      async () => {
        if ((await spinners.count()) > 0) return false;
        await page.waitForTimeout(QUIET_MS);
        return (await spinners.count()) === 0;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** A library item both staff and the demo creator see (licensed to it through an active agreement). */
const LIBRARY_ITEM = 'Northern Drive';

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it('finds no serious or critical violation on the sign-in and forgotten-password pages', async () => {
    const page = await newPage(e2e);
    await page.goto(`${e2e.baseUrl}/login`);
    await page.getByLabel('Email').waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await page.close();
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.note, account.email]))(
    'finds none on the main pages of %s',
    async (_note, email) => {
      const page = await newPage(e2e);
      await signIn(page, e2e.baseUrl, email);
      await settled(page);
      const found: Record<string, string[]> = {};
      // Where the account lands: its dashboard, or step 2 for a creator with no channel yet.
      found[new URL(page.url()).pathname] = await blockingViolations(page);
      if (!page.url().includes('/step-2')) {
        await page.goto(`${e2e.baseUrl}/channels`);
        // The rows, or the empty state of an account with no channels.
        await page.locator('.RaList-main').or(page.getByText('No channels yet.')).waitFor();
        await settled(page);
        found['/channels'] = await blockingViolations(page);
        const firstRow = page.locator('tbody tr').first();
        if (await firstRow.isVisible()) {
          await firstRow.click();
          await page.waitForURL('**/channels/view/**');
          await page.locator('.RaShow-main').waitFor();
          await settled(page);
          found['/channels/view'] = await blockingViolations(page);
        }
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
      await page.close();
    },
  );

  it('finds none on a list, a form and the open drawer at 360 and 800 px', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    const found: Record<string, string[]> = {};
    for (const width of [360, 800]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, ready] of [
        ['/channels', '.RaList-main'],
        ['/contracts/create', 'form'],
      ]) {
        await page.goto(`${e2e.baseUrl}${path}`);
        await page.locator(ready).first().waitFor();
        await settled(page);
        found[`${path} ${width}`] = await blockingViolations(page);
      }
      await page.getByRole('button', { name: /menu/i }).first().click();
      await page.locator('.MuiDrawer-paper .MuiMenuItem-root').first().waitFor();
      await settled(page);
      found[`drawer ${width}`] = await blockingViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
    await page.close();
  });

  it('finds none on the content pages: upload, drafts, review and an asset', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'manager@example.com');
    const found: Record<string, string[]> = {};
    for (const [path, ready] of [
      ['/upload', 'input[type="file"]'],
      ['/assets/draft-asset', '.RaList-main'],
      ['/assets/pending-review', '.RaList-main'],
    ]) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await page.locator(ready).first().waitFor({ state: 'attached' });
      await settled(page);
      found[path] = await blockingViolations(page);
    }
    await page.getByRole('cell', { name: 'Fjord Echoes' }).click();
    await page.waitForURL('**/assets/view/**');
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await settled(page);
    found['/assets/view'] = await blockingViolations(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
    await page.close();
  });

  it.each([
    ['staff', 'manager@example.com'],
    ['a creator', 'creator@example.com'],
  ])(
    'finds none on the library pages of %s: cards, the list, favourites and an item',
    async (_who, email) => {
      const page = await newPage(e2e);
      await signIn(page, e2e.baseUrl, email);
      const found: Record<string, string[]> = {};
      await page.goto(`${e2e.baseUrl}/libraries`);
      await page.getByRole('heading', { name: LIBRARY_ITEM, level: 3 }).waitFor();
      await settled(page);
      found['/libraries cards'] = await blockingViolations(page);
      // The same page as a table (the view is remembered: the cards come back for the pages after).
      await page.getByRole('button', { name: 'Show as a list' }).click();
      await page.getByRole('cell', { name: LIBRARY_ITEM }).waitFor();
      await settled(page);
      found['/libraries list'] = await blockingViolations(page);
      await page.getByRole('button', { name: 'Show as cards' }).click();
      await page.getByRole('heading', { name: LIBRARY_ITEM, level: 3 }).waitFor();
      await page.goto(`${e2e.baseUrl}/libraries/tab/favourites`);
      // The person's starred items, or the tab's empty state.
      await page
        .getByRole('heading', { level: 3 })
        .first()
        .or(page.getByText('Star content with the ☆ to find it here.'))
        .waitFor();
      await settled(page);
      found['/libraries/tab/favourites'] = await blockingViolations(page);
      await page.goto(`${e2e.baseUrl}/libraries/view/${await libraryItemId(e2e, LIBRARY_ITEM)}`);
      await page.getByRole('heading', { name: LIBRARY_ITEM, level: 1 }).waitFor();
      await settled(page);
      found['/libraries/view'] = await blockingViolations(page);
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
      await page.close();
    },
  );

  it('finds none in the light theme either (users start in the dark one)', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    await page.goto(`${e2e.baseUrl}/channels`);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await page.locator('.RaList-main').waitFor();
    await settled(page);
    expect(await page.evaluate(() => localStorage.getItem('RaStore.theme'))).toBe('"light"');
    expect(await blockingViolations(page)).toEqual([]);
    await page.close();
  });

  it('finds none in the Transparent layout, nor on a white sidebar', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'manager@example.com');
    await page.goto(`${e2e.baseUrl}/channels`);
    const found: Record<string, string[]> = {};
    for (const [name, choose] of [
      ['Transparent', () => page.getByRole('radio', { name: 'Transparent' }).click()],
      [
        'white sidebar',
        async () => {
          await page.getByRole('radio', { name: 'Dark' }).click();
          await page.getByRole('button', { name: 'Colour white' }).click();
        },
      ],
    ] as const) {
      await page.getByRole('button', { name: 'Theme Customizer' }).click();
      await choose();
      await page.getByRole('button', { name: 'Close' }).click();
      await page.locator('.RaList-main').waitFor();
      await settled(page);
      found[name] = await blockingViolations(page);
    }
    expect(found).toEqual({ Transparent: [], 'white sidebar': [] });
    await page.close();
  });

  it('finds none in the top bar panels: search, packages, user menu, customizer, notifications', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    await settled(page);
    const found: Record<string, string[]> = {};
    const check = async (
      name: string,
      open: () => Promise<void>,
      close = () => page.keyboard.press('Escape'),
    ) => {
      await open();
      await settled(page);
      found[name] = await blockingViolations(page);
      await close();
    };
    await check('search', async () => {
      await page.getByRole('button', { name: 'Explore DRM...' }).click();
      await page.getByRole('combobox', { name: 'Explore DRM...' }).fill('chan');
      await page.getByRole('option').first().waitFor();
    });
    await check('packages', async () => {
      await page.getByRole('button', { name: 'Downloaded Package' }).click();
      await page.getByText('Demo channels').waitFor();
    });
    await check('user menu', async () => {
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    });
    await check('customizer', async () => {
      await page.getByRole('button', { name: 'Theme Customizer' }).click();
      await page.getByRole('region', { name: 'Theme Customizer' }).waitFor();
    });
    await check('notifications', async () => {
      await page.getByRole('button', { name: 'Notifications and settings' }).click();
      await page.getByRole('tab', { name: 'Settings' }).click();
    });
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])));
    await page.close();
  });

  it('finds none on the account and agreement pages', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    const found: Record<string, string[]> = {};
    for (const [path, ready] of [
      ['/right-holders', '.RaList-main'],
      ['/right-holders/create', 'form'],
      ['/contracts', '.RaList-main'],
      ['/contracts/create', 'form'],
      ['/admins', '.RaList-main'],
      ['/admins/create', 'form'],
      ['/creators', '.RaList-main'],
      ['/creators/create', 'form'],
      ['/update-profile', 'form'],
    ]) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await page.locator(ready).first().waitFor();
      await settled(page);
      found[path] = await blockingViolations(page);
    }
    await page.goto(`${e2e.baseUrl}/contracts`);
    await page.locator('tbody tr').first().click();
    await page.waitForURL('**/contracts/view/**');
    await page.locator('.RaShow-main').waitFor();
    await settled(page);
    found['/contracts/view'] = await blockingViolations(page);
    await page.goto(`${e2e.baseUrl}/right-holders`);
    await page.getByRole('cell', { name: 'Rita Rights' }).click();
    await page.waitForURL('**/right-holders/view/**');
    await page.getByText('No documents yet.').waitFor();
    await settled(page);
    found['/right-holders/view'] = await blockingViolations(page);
    await page.goto(`${e2e.baseUrl}/creators`);
    await page.getByRole('cell', { name: 'Chloe Creator' }).click();
    await page.waitForURL('**/creators/view/**');
    await page.getByRole('cell', { name: 'Chloe Creates' }).waitFor();
    await page.getByRole('cell', { name: 'creatorteam@example.com' }).waitFor();
    await settled(page);
    found['/creators/view'] = await blockingViolations(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
    await page.close();
  });

  it("finds none on the owners' team and profile pages", async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'creator@example.com');
    const found: Record<string, string[]> = {};
    for (const [path, ready] of [
      ['/team-members', '.RaList-main'],
      ['/team-members/create', 'form'],
      ['/creators/profile', '[aria-label="Team Members"] table'],
    ]) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await page.locator(ready).first().waitFor();
      await settled(page);
      found[path] = await blockingViolations(page);
    }
    const rightsHolder = await newPage(e2e);
    await signIn(rightsHolder, e2e.baseUrl, 'rightsholder@example.com');
    await rightsHolder.goto(`${e2e.baseUrl}/right-holders/profile`);
    await rightsHolder.getByText('LBL-1001').waitFor();
    await settled(rightsHolder);
    found['/right-holders/profile'] = await blockingViolations(rightsHolder);
    await rightsHolder.close();
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
    await page.close();
  });

  it('finds none on the channel forms and the step after the first channel', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    await page.goto(`${e2e.baseUrl}/channels/create`);
    await page.getByRole('textbox', { name: 'Channel ID' }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto(`${e2e.baseUrl}/channels/add-new`);
    await page.getByRole('textbox', { name: 'YouTube channel ID' }).waitFor();
    await settled(page);
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto(`${e2e.baseUrl}/step-3`);
    await page.getByRole('link', { name: 'Go to the dashboard' }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await page.close();
  });
});
