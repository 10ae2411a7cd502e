import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  explained,
  newPage,
  settled,
  signIn,
  startE2E,
  type E2E,
  watchProblems,
  watchTrail,
} from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Every demo account the route table lets open each page (spec 000 §2). */
const PAGES = {
  '/browse': [
    'admin@example.com',
    'manager@example.com',
    'managerlimited@example.com',
    'viewer@example.com',
    'viewerlimited@example.com',
    'creator@example.com',
    'creatorteam@example.com',
  ],
  '/inquiry-list': [
    'admin@example.com',
    'manager@example.com',
    'managerlimited@example.com',
    'viewer@example.com',
    'viewerlimited@example.com',
  ],
} as const;

describe('licensing in Chromium', () => {
  it('lets a creator request a licence, a manager approve it, and shows the agreement and the item to both', async () => {
    const creator = await newPage(e2e);
    const creatorProblems = watchProblems(creator);
    // This test's first step has failed about once in eight full runs, not reproduced: its trail says why.
    const creatorTrail = watchTrail(creator);
    await signIn(creator, e2e.baseUrl, 'creator@example.com');
    await creator.goto(`${e2e.baseUrl}/browse`);
    await expect.poll(() => creator.title()).toBe('Licensing Library | DRM');
    await creator.getByPlaceholder('Search').fill('greenhouse');
    const card = creator
      .getByRole('listitem')
      .filter({ has: creator.getByRole('heading', { name: 'Greenhouse Groove' }) });
    await card.getByRole('button', { name: 'Request licence' }).click();
    const dialog = creator.getByRole('dialog');
    await dialog.getByText('Request a licence for “Greenhouse Groove”').waitFor();
    await dialog.getByLabel('Message to the team (optional)').fill('For the intro of my travel series.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await creator.getByText('Your licence request was sent.').waitFor();
    // The dialog leaves first: a click during its exit can land on the closing backdrop.
    await dialog.waitFor({ state: 'hidden' });
    await creator.getByRole('tab', { name: 'My requests' }).click();
    await creator.waitForURL('**/browse/tab/requests');
    // The request's own line, pending (the content's card of the same title may still be leaving).
    await explained(creator, creatorTrail, () =>
      creator
        .getByRole('listitem')
        .filter({ hasText: 'Greenhouse Groove' })
        .filter({ hasText: 'Pending' })
        .waitFor(),
    );

    const manager = await newPage(e2e);
    const managerProblems = watchProblems(manager);
    await signIn(manager, e2e.baseUrl, 'manager@example.com');
    await manager.goto(`${e2e.baseUrl}/inquiry-list`);
    await expect.poll(() => manager.title()).toBe('Pending Requests | DRM');
    const row = manager.getByRole('row').filter({ hasText: 'Greenhouse Groove' });
    await row.getByRole('button', { name: 'Approve' }).click();
    await manager.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await manager.getByText('Approved: the content is licensed to the creator.').waitFor();

    // The agreement, for the manager among all agreements and for the creator among its own.
    await manager.goto(`${e2e.baseUrl}/contracts`);
    await manager.getByPlaceholder('Search').fill('Greenhouse');
    await manager.getByText('Licence: Greenhouse Groove').waitFor();
    await creator.reload();
    await creator
      .getByRole('listitem')
      .filter({ hasText: 'Greenhouse Groove' })
      .getByText('Approved')
      .waitFor();
    await creator.goto(`${e2e.baseUrl}/contracts`);
    await creator.getByText('Licence: Greenhouse Groove').waitFor();
    // And the item in the creator's library.
    await creator.goto(`${e2e.baseUrl}/libraries`);
    await creator.getByRole('heading', { name: 'Greenhouse Groove' }).waitFor();

    expect(creatorProblems).toEqual([]);
    expect(managerProblems).toEqual([]);
    await creator.close();
    await manager.close();
  });

  it('keeps a creator on My requests when the tab is clicked before the search typed lands', async () => {
    const creator = await newPage(e2e);
    await signIn(creator, e2e.baseUrl, 'creator@example.com');
    // The tab's page code arriving late, as on a loaded machine: the list it leaves must not come back
    // when its debounced search lands (it did, under the layout's Suspense boundary alone).
    await creator.route('**/assets/MyRequests-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await creator.goto(`${e2e.baseUrl}/browse`);
    await expect.poll(() => creator.title()).toBe('Licensing Library | DRM');
    await creator.getByPlaceholder('Search').fill('greenhouse');
    await creator.getByRole('tab', { name: 'My requests' }).click();
    await creator
      .getByRole('listitem')
      .filter({ hasText: 'Petal Drums' })
      .filter({ hasText: 'Pending' })
      .waitFor();
    // Past the search's debounce and the page's arrival, still there.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(new URL(creator.url()).pathname).toBe('/browse/tab/requests');
    await creator.close();
  });

  for (const [path, accounts] of Object.entries(PAGES)) {
    it.each(accounts)(`opens ${path} as %s with no console error and no failed call`, async (email) => {
      const page = await newPage(e2e);
      const problems = watchProblems(page);
      await signIn(page, e2e.baseUrl, email);
      await page.goto(`${e2e.baseUrl}${path}`);
      await settled(page);
      expect(page.url()).toContain(path);
      await page.getByRole('heading', { level: 3 }).or(page.getByRole('row')).first().waitFor();
      // Phone width: the page still lays out without a horizontal scroll.
      await page.setViewportSize({ width: 360, height: 740 });
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
        true,
      );
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
