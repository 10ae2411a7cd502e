import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Ends the page's session on the server, as a revocation elsewhere would; the page still holds the token. */
const revokeSession = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('token');
    await fetch('/api/user/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
  });

describe('a revoked session (spec 000 §4: every call signs out on a 401)', () => {
  it('signs out when the downloaded packages answer 401', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'viewer@example.com');
    await page.goto(`${e2e.baseUrl}/update-profile`);
    await page.getByRole('region', { name: 'Profile' }).waitFor();
    await revokeSession(page);
    await page.getByRole('button', { name: 'Downloaded Package' }).click();
    await page.waitForURL('**/login');
    await page.close();
  });

  it('signs out when a profile save answers 401', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'viewer@example.com');
    await page.goto(`${e2e.baseUrl}/update-profile`);
    const details = page.getByRole('region', { name: 'Profile' });
    await details.getByRole('button', { name: 'Save' }).waitFor();
    await revokeSession(page);
    await details.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/login');
    await page.close();
  });
});
