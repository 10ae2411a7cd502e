import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('the back-office in Chromium', () => {
  it('lets an admin sign in, add a channel, see it listed and sign out', async () => {
    const page = await newPage(e2e);
    // Nothing may leave for a third party (react-admin's telemetry, a creator's icon host): neither a
    // request to another host nor one the Content-Security-Policy had to refuse.
    const elsewhere: string[] = [];
    const appHost = new URL(e2e.baseUrl).host;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.host !== appHost) elsewhere.push(request.url());
    });
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) elsewhere.push(message.text());
    });
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    await page.waitForURL('**/dashboard/analytics');
    await expect.poll(() => page.title()).toBe('Dashboard | DRM');

    await page.getByRole('menuitem', { name: 'YouTube Licensing' }).click();
    await page.getByRole('menuitem', { name: 'Channels' }).click();
    await page.waitForURL('**/channels');
    await expect.poll(() => page.title()).toBe('Channels | DRM');
    await page.getByRole('columnheader', { name: 'Title' }).waitFor();
    await page.getByPlaceholder('Search').fill('Chloe');
    await page.getByText('Chloe Creates').waitFor();

    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.waitForURL('**/channels/create');
    await page.getByRole('textbox', { name: 'Channel ID' }).fill('UCe2eChannel000000000001');
    await page.getByRole('combobox', { name: 'Creator' }).fill('Chloe');
    await page.getByRole('option', { name: /Chloe Creator/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('E2E Launch Channel');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/channels');
    await page.getByPlaceholder('Search').fill('E2E Launch');
    await page.getByText('E2E Launch Channel').waitFor();

    await page.getByText('E2E Launch Channel').click();
    await page.waitForURL('**/channels/view/**');
    await page.getByText('UCe2eChannel000000000001').waitFor();
    await page.getByText('Unverified: registered by hand, not checked with YouTube.').waitFor();
    expect(elsewhere).toEqual([]);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.close();
  });

  it('refuses a viewer a forbidden route with the message and lands on the dashboard', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'viewer@example.com');
    await page.waitForURL('**/dashboard/analytics');
    await page.goto(`${e2e.baseUrl}/admins`);
    await page.getByText('You are not authorized to access this page.').waitFor();
    await page.waitForURL('**/dashboard/analytics');
    await page.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'viewer@example.com');
    await page.goto(`${e2e.baseUrl}/no-such-page`);
    await page.getByText('404 - Page Not Found!').waitFor();
    await page.getByRole('link', { name: 'Back To Home' }).waitFor();
    await page.close();
  });
});
