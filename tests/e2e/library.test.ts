import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ media: true });
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

    // A word said in an item (its transcript), found by its start; the transcript seeks the player.
    await page.getByPlaceholder('Search').fill('cormor');
    await expect
      .poll(() => page.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['Fjord Morning']);
    await page.getByRole('heading', { name: 'Fjord Morning' }).click();
    await page.locator('audio').waitFor({ timeout: 60_000 });
    await page.getByText('Cormorants', { exact: true }).click();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(3);
    await page.goto(`${e2e.baseUrl}/libraries`);

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

    // Its audio downloads (the seeded WAV), and it is then in the Downloaded tab.
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download audio' }).click();
    expect((await saved).suggestedFilename()).toBe('Porto Stories.wav');
    await page.goto(`${e2e.baseUrl}/libraries/tab/downloaded`);
    await expect
      .poll(() => page.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['Porto Stories']);
    await page.close();
  }, 120_000);

  it('saves the CSV of the filtered library by link, the page staying where it is', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'manager@example.com');
    await page.goto(`${e2e.baseUrl}/libraries`);
    await page.getByRole('heading', { name: 'Aurora Loop' }).first().waitFor();
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe('content-library.csv');
    // Streamed to the disk from a signed GET, not held in the page as a Blob.
    expect(download.url()).toMatch(/\/api\/content\/library\/latest\/csv\/download\?token=/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(file, 'utf8')).split('\n')[0]).toContain('Title');
    expect(page.url()).toContain('/libraries');
    await page.close();
  }, 120_000);

  it('lets a manager build a package of three items and download it from the top bar', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'manager@example.com');
    await page.goto(`${e2e.baseUrl}/libraries`);
    for (const title of ['Aurora Loop', 'Midnight Ferry', 'Le Phare']) {
      const box = page.getByRole('checkbox', { name: `Select this row: ${title}` });
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page.getByRole('button', { name: 'Build package' }).click();
    await page.getByLabel('Package name').fill('Calm picks');
    await page.getByRole('dialog').getByRole('button', { name: 'Build package' }).click();
    await page.getByText(/The package is being built/).waitFor();
    // The top bar's Downloaded Package list (spec 001 §2.8), with the package being built.
    await page.getByRole('button', { name: 'Downloaded Package' }).click();
    const entry = page.getByRole('row').filter({ hasText: 'Calm picks' });
    await entry.waitFor();
    const download = entry.getByRole('button', { name: 'Download ZIP' });
    await expect.poll(() => download.isEnabled(), { timeout: 30_000 }).toBe(true);
    const saved = page.waitForEvent('download');
    await download.click();
    expect((await saved).suggestedFilename()).toBe('Calm picks.zip');
    await page.close();
  }, 120_000);
});
