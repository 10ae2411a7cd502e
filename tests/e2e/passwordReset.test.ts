import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const NEW_PASSWORD = 'Harbour-Light-77';

/** The path and query of the link in the newest mail to this address, if one was written. */
function linkMailedTo(email: string): string | undefined {
  const mails = fs
    .readdirSync(e2e.outboxDir)
    .sort()
    .map((name) => fs.readFileSync(path.join(e2e.outboxDir, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
  return /http:\/\/drm\.e2e(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? '')?.[1];
}

/**
 * The link of the mail the request sent: the server answers before the mail is written (the same
 * answer and time for an address with no account), so it is waited for.
 */
async function linkSentTo(email: string): Promise<string> {
  await expect.poll(() => linkMailedTo(email), { timeout: 15_000 }).toBeDefined();
  return linkMailedTo(email)!;
}

describe('forgotten password in Chromium', () => {
  it('mails a link from the sign-in page, sets a new password through it, and signs in with it', async () => {
    const page = await newPage(e2e);
    await page.goto(`${e2e.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in form has an Email field too: fill the new page's once it is there.
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.getByLabel('Email').fill('viewerlimited@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/If an account exists for this email/).waitFor();

    await page.goto(`${e2e.baseUrl}${await linkSentTo('viewerlimited@example.com')}`);
    await page.getByText('viewerlimited@example.com').waitFor();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('Something-Else-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('The two passwords do not match.').waitFor();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password has been set. You can sign in now.').waitFor();

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await page.getByLabel('Email').fill('viewerlimited@example.com');
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/dashboard/analytics');

    // The link worked once.
    const again = await newPage(e2e);
    await again.goto(`${e2e.baseUrl}${await linkSentTo('viewerlimited@example.com')}`);
    await again.getByText('This link is not valid or has expired.').waitFor();
    expect(await again.getByRole('link', { name: 'Ask for a new link' }).count()).toBe(1);
  });
});
