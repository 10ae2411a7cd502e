import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const STAFF_GROUPS = ['Accounts', 'Upload', 'Content', 'YouTube Claims', 'YouTube Licensing'];

/** The sidebar's top level for each demo account, as spec 001 §2.6 and §6 give it. */
const EXPECTED: Record<string, string[]> = {
  'admin@example.com': [
    'Dashboard',
    'Admin',
    ...STAFF_GROUPS,
    'Payments',
    'Communication',
    'Activity Log Reports',
  ],
  'creator@example.com': [
    'Dashboard',
    'Profile',
    'Team Members',
    'Your Agreements',
    'YouTube Licensing',
    'Payments',
    'Messages',
  ],
  'rightsholder@example.com': [
    'Dashboard',
    'Profile',
    'Upload',
    'Content',
    'YouTube Claims',
    'YouTube Licensing',
    'Payments',
  ],
  // No asset label and no agreement: no Upload, no YouTube Licensing.
  'newrightsholder@example.com': ['Dashboard', 'Profile', 'Content', 'YouTube Claims', 'Payments'],
  'viewerlimited@example.com': ['Dashboard', ...STAFF_GROUPS, 'Communication', 'Activity Log Reports'],
};

describe('the sidebar in Chromium', () => {
  it.each(Object.entries(EXPECTED))('shows %s the menu of their role', async (email, expected) => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, email);
    const menu = page.locator('.RaMenu-open > [role="menuitem"]');
    await menu.first().waitFor();
    await expect.poll(() => menu.allInnerTexts()).toEqual(expected);
    await page.close();
  });

  it('shows a rights holder Sublicensee Channels under YouTube Licensing', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'rightsholder@example.com');
    await page.getByRole('menuitem', { name: 'YouTube Licensing' }).click();
    await page.getByRole('menuitem', { name: 'Sublicensee Channels' }).click();
    await page.waitForURL('**/channels');
    await expect.poll(() => page.title()).toBe('Sublicensee Channels | DRM');
    await page.close();
  });

  it('shows the counts of the seeded work as badges', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'manager@example.com');
    await page.getByRole('menuitem', { name: 'Communication' }).click();
    // The pill reads out as a count waiting, after the entry's title.
    await page.getByRole('menuitem', { name: 'Contact Us 2 waiting', exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'YouTube Claims' }).click();
    await page.getByRole('menuitem', { name: 'Manual Claiming 3 waiting', exact: true }).waitFor();
    await page.close();
  });

  it("searches 'chan' from the top bar and opens the first result with Enter", async () => {
    const page = await newPage(e2e);
    // A creator's first match is Channels (an admin's is Creators / Channel Owners).
    await signIn(page, e2e.baseUrl, 'creator@example.com');
    await page.getByRole('button', { name: 'Explore DRM...' }).click();
    const search = page.getByRole('combobox', { name: 'Explore DRM...' });
    await search.fill('chan');
    await page.getByRole('option', { name: 'Channels', exact: true }).waitFor();
    await search.press('Enter');
    await page.waitForURL('**/channels');
    await page.getByRole('columnheader', { name: 'Title' }).waitFor();
    await page.close();
  });

  it("switches a rights-holder team member to another owner's account", async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'rhteam@example.com');
    const topLevel = page.locator('.RaMenu-open > [role="menuitem"]');
    await expect.poll(() => topLevel.allInnerTexts()).toContain('YouTube Licensing');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByText('Northwind Audio').waitFor();
    await page.getByRole('menuitem', { name: 'Switch Account' }).click();
    await page.getByRole('menuitem', { name: /Fresh Footage Co/ }).click();
    await page.waitForEvent('load');
    // Nina's team: no asset label and no agreement, so no Upload and no YouTube Licensing.
    await expect.poll(() => topLevel.allInnerTexts()).toEqual(['Profile', 'Content', 'YouTube Claims']);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByText('Fresh Footage Co').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('company'))).toBe('Fresh Footage Co');
    await page.close();
  });

  it('switches the language to French and back', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    await page.getByRole('menuitem', { name: 'Activity Log Reports' }).waitFor();
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: /Français/ }).click();
    await page.getByRole('menuitem', { name: "Rapports du journal d'activité" }).waitFor();
    await page.getByRole('button', { name: 'Explorer DRM...' }).waitFor();
    await page.getByRole('button', { name: /Français/ }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'Activity Log Reports' }).waitFor();
    await page.close();
  });

  it("starts in the browser's language when the app offers it", async () => {
    const page = await newPage(e2e, 'de-DE');
    await page.goto(`${e2e.baseUrl}/login`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    await page.close();
  });
});
