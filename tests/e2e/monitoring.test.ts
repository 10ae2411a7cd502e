import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, settled, signIn, startE2E, type E2E, watchProblems } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const STAFF = ['admin', 'manager', 'managerlimited', 'viewer', 'viewerlimited'];

describe('monitoring in Chromium', () => {
  it.each(STAFF)('opens both monitoring pages as %s with no error', async (who) => {
    const page = await newPage(e2e);
    const failures = watchProblems(page);
    await signIn(page, e2e.baseUrl, `${who}@example.com`);
    await page.goto(`${e2e.baseUrl}/monitoring-channels`);
    await page.getByRole('cell', { name: 'Harbour Lofi Radio' }).waitFor();
    await page.getByText('#harbourlights').waitFor();
    await expect.poll(() => page.title()).toBe('Monitoring Channels | DRM');
    await settled(page);
    await page.goto(`${e2e.baseUrl}/monitoring-youtube-videos`);
    await page.getByText('Harbour Lights (piano cover)').waitFor();
    await expect.poll(() => page.title()).toBe('Monitoring Youtube videos | DRM');
    await settled(page);
    expect(failures).toEqual([]);
    await page.close();
  });

  it('lets a manager add a channel by handle and mark a found video reviewed, at 360 px', async () => {
    const page = await newPage(e2e);
    await page.setViewportSize({ width: 360, height: 740 });
    const failures = watchProblems(page);
    await signIn(page, e2e.baseUrl, 'manager@example.com');
    await page.goto(`${e2e.baseUrl}/monitoring-channels/create`);
    await page.getByRole('textbox', { name: 'Channel address, @handle or id' }).fill('@e2egarden');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/monitoring-channels');
    await page
      .getByText(/e2egarden/)
      .first()
      .waitFor();

    await page.goto(`${e2e.baseUrl}/monitoring-youtube-videos`);
    const row = page.getByRole('row', { name: /Bergen in 48 hours/ });
    await row.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Mark reviewed' }).click();
    await page.getByText('1 video updated').waitFor();
    // The list shows new videos by default: the reviewed one leaves it.
    await expect.poll(() => page.getByText('Bergen in 48 hours').count()).toBe(0);
    expect(failures).toEqual([]);
    await page.close();
  });
});
