import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, settled, signIn, startE2E, type E2E, watchProblems } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Every demo account the route table lets open /contact-us (spec 000 §2). */
const ACCOUNTS = [
  'admin@example.com',
  'manager@example.com',
  'managerlimited@example.com',
  'viewer@example.com',
  'viewerlimited@example.com',
  'creator@example.com',
];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The staff menu's Contact Us entry with its badge, the Communication group opened if it is closed. */
async function contactUsBadge(page: Page, waiting: number) {
  const entry = page.getByRole('menuitem', { name: `Contact Us ${waiting} waiting`, exact: true });
  if (!(await page.getByRole('menuitem', { name: /^Contact Us/ }).isVisible())) {
    await page.getByRole('menuitem', { name: 'Communication' }).click();
  }
  await entry.waitFor();
}

describe('Contact Us and Messages in Chromium', () => {
  it('lets a creator write to the team, a manager reply and close it, and moves the badge', async () => {
    const manager = await newPage(e2e);
    const managerProblems = watchProblems(manager);
    await signIn(manager, e2e.baseUrl, 'manager@example.com');
    await contactUsBadge(manager, 2);

    const creator = await newPage(e2e);
    const creatorProblems = watchProblems(creator);
    await signIn(creator, e2e.baseUrl, 'creator@example.com');
    await creator.getByRole('menuitem', { name: 'Messages' }).click();
    await creator.waitForURL('**/contact-us');
    await expect.poll(() => creator.title()).toBe('Messages | DRM');
    await creator.getByRole('button', { name: 'Write to the team' }).click();
    const dialog = creator.getByRole('dialog');
    await dialog.getByLabel('Subject').fill('Music claim on <b>my</b> short');
    await dialog.getByLabel('Message').fill('Hello,\nmy short got a claim.');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'claim.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await creator.waitForURL('**/contact-us/view/**');
    // Shown as text: the markup typed is read as it was typed.
    await creator.getByRole('heading', { name: 'Music claim on <b>my</b> short' }).first().waitFor();
    await creator.getByRole('button', { name: 'Download claim.png' }).waitFor();

    await manager.reload();
    await contactUsBadge(manager, 3);
    await manager.goto(`${e2e.baseUrl}/contact-us`);
    await expect.poll(() => manager.title()).toBe('Contact Us | DRM');
    await manager.getByRole('row').filter({ hasText: 'Music claim on <b>my</b> short' }).click();
    await manager.waitForURL('**/contact-us/view/**');
    await manager.getByLabel('Your reply').fill('We released the claim.');
    await manager.getByRole('button', { name: 'Reply' }).click();
    await manager.getByText('Reply sent.').waitFor();
    await manager.getByText('We released the claim.').waitFor();
    // Answered, the thread is no longer new: the badge follows at once.
    await contactUsBadge(manager, 2);
    await manager.getByRole('combobox', { name: 'Status' }).click();
    await manager.getByRole('option', { name: 'Closed' }).click();
    await manager.getByText('Status changed.').waitFor();
    await manager.reload();
    await contactUsBadge(manager, 2);

    await creator.reload();
    await creator.getByText('We released the claim.').waitFor();
    await creator.getByText('Closed').waitFor();

    expect(creatorProblems).toEqual([]);
    expect(managerProblems).toEqual([]);
    await creator.close();
    await manager.close();
  });

  it.each(ACCOUNTS)(
    'opens /contact-us and a thread as %s at 360 px with no console error and no failed call',
    async (email) => {
      const page = await newPage(e2e);
      const problems = watchProblems(page);
      await signIn(page, e2e.baseUrl, email);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${e2e.baseUrl}/contact-us`);
      await settled(page);
      expect(page.url()).toContain('/contact-us');
      const row = page.getByRole('row').filter({ hasText: 'Invoice for March' });
      await row.click();
      await page.waitForURL('**/contact-us/view/**');
      await page.getByText('Done: the statement is under Payments, March.').waitFor();
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
        true,
      );
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
