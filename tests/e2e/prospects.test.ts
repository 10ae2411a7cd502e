import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, settled, signIn, startE2E, type E2E, watchProblems } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const STAFF = ['admin', 'manager', 'managerlimited', 'viewer', 'viewerlimited'];
const PAGE_TITLE = 'Prospective Sublicensee Creators | DRM';

describe('Prospective Sublicensee Creators in Chromium', () => {
  it.each(STAFF)('opens the page as %s with no error', async (who) => {
    const page = await newPage(e2e);
    const failures = watchProblems(page);
    await signIn(page, e2e.baseUrl, `${who}@example.com`);
    await page.goto(`${e2e.baseUrl}/prospective-youtube-videos`);
    await page.getByRole('link', { name: 'Kitchen Tales' }).waitFor();
    await page.getByRole('link', { name: 'Piano Hands' }).waitFor();
    await expect.poll(() => page.title()).toBe(PAGE_TITLE);
    // Only CRUD admins invite.
    const invites = await page.getByRole('button', { name: 'Invite as creator' }).count();
    expect(invites > 0, who).toBe(!who.startsWith('viewer'));
    await settled(page);
    expect(failures).toEqual([]);
    await page.close();
  });

  it.each(['creator', 'rightsholder'])(
    'sends %s, whom the route admits but the list refuses, home without a failed call',
    async (who) => {
      const page = await newPage(e2e);
      const failures = watchProblems(page);
      await signIn(page, e2e.baseUrl, `${who}@example.com`);
      await page.goto(`${e2e.baseUrl}/prospective-youtube-videos`);
      await page.waitForURL((url) => url.pathname !== '/prospective-youtube-videos');
      await settled(page);
      expect(failures).toEqual([]);
      await page.close();
    },
  );

  it('lets a manager invite a prospect as creator, at 360 px', async () => {
    const page = await newPage(e2e);
    await page.setViewportSize({ width: 360, height: 740 });
    const failures = watchProblems(page);
    await signIn(page, e2e.baseUrl, 'manager@example.com');
    await page.goto(`${e2e.baseUrl}/prospective-youtube-videos`);
    const row = page.getByRole('row', { name: /Kitchen Tales/ });
    await row.getByRole('button', { name: 'Invite as creator' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('kitchen.tales@example.com');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Kit');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Tales');
    await dialog.getByRole('combobox', { name: 'Content owner (draft agreement)' }).fill('Rita');
    await page.getByRole('option', { name: /rightsholder@example\.com/ }).click();
    await dialog.getByRole('button', { name: 'Invite as creator' }).click();
    await page.getByText('Invitation sent.').waitFor();
    await page
      .getByRole('row', { name: /Kitchen Tales/ })
      .getByText('Invited')
      .waitFor();
    expect(failures).toEqual([]);
    await page.close();
  });
});
