import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('the content library in Chromium', () => {
  it('lets a creator find licensed content by a word, like it, star it and find it in Favourites', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'creatorteam@example.com');
    await page.goto(`${e2e.baseUrl}/content-library`);
    await page.waitForURL('**/libraries');
    // Licensed content only: another creator's and another label's items are not there.
    await page.getByRole('heading', { name: 'Northern Drive' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Glacier Walk' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Petal Drums' }).count()).toBe(0);

    // A word of the description, as a prefix, and a facet with its count.
    await page.getByPlaceholder('Search').fill('porto tram');
    await expect
      .poll(() =>
        page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading') })
          .count(),
      )
      .toBe(1);
    await page.getByPlaceholder('Search').fill('');
    await page.getByRole('button', { name: /^Portuguese\s*1$/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['Porto Stories']);

    await page.getByRole('heading', { name: 'Porto Stories' }).click();
    await page.waitForURL('**/libraries/view/**');
    await page.getByRole('heading', { name: 'Porto Stories', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('button', { name: 'Add to favourites: Porto Stories' }).click();
    await page.getByLabel('A note for the team').fill('Good under city b-roll.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Good under city b-roll.').waitFor();

    await page.goto(`${e2e.baseUrl}/libraries/tab/favourites`);
    await page.getByRole('heading', { name: 'Porto Stories' }).waitFor();
    // The like was kept: one more than the seeded count.
    await page.getByRole('heading', { name: 'Porto Stories' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Like/ }).textContent()).toBe('1');
    await page.close();
  }, 120_000);
});
