import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('content settings in Chromium', () => {
  it('lets a limited manager add an energy level and a sub-category, and remove an unused one', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'managerlimited@example.com');
    await page.goto(`${e2e.baseUrl}/energy-level`);
    await page.getByRole('cell', { name: 'Intense' }).waitFor();
    await expect.poll(() => page.title()).toBe('Energy Level Settings | DRM');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Lively');
    await page.getByRole('spinbutton', { name: 'Level (1-10)' }).fill('11');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be 10 or less').waitFor();
    await page.getByRole('spinbutton', { name: 'Level (1-10)' }).fill('6');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/energy-level');
    await page.getByRole('cell', { name: 'Lively' }).waitFor();

    await page.goto(`${e2e.baseUrl}/categories/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Lo-fi');
    await page.getByRole('combobox', { name: 'Parent category' }).click();
    await page.getByRole('option', { name: 'Music' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/categories');
    const row = page.getByRole('row', { name: /Lo-fi/ });
    await row.getByRole('cell', { name: 'Music' }).waitFor();
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Removed.').waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'Lo-fi' }).count()).toBe(0);
    await page.close();
  });

  it('shows speakers to a viewer in German, read-only', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'viewer@example.com');
    await page.goto(`${e2e.baseUrl}/artists`);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('cell', { name: 'Mateus Lima' }).waitFor();
    await page.getByRole('columnheader', { name: 'Sprachen' }).waitFor();
    await page.getByText('Portugiesisch').first().waitFor();
    expect(await page.getByRole('link', { name: 'Erstellen' }).count()).toBe(0);
    await page.close();
  });

  it('refuses the settings pages to a creator', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'creator@example.com');
    await page.goto(`${e2e.baseUrl}/categories`);
    await page.getByText('You are not authorized to access this page.').waitFor();
    await page.close();
  });
});
