import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, settled, signIn, startE2E, type E2E, watchProblems } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** A 1×1 PNG: the thumbnails' host (YouTube's) is not reachable from the tests. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Console errors and calls that failed (or answered 4xx/5xx) while the page was open. */
async function openVideos(email: string, width = 1400) {
  const page = await newPage(e2e);
  await page.setViewportSize({ width, height: 900 });
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
  await signIn(page, e2e.baseUrl, email);
  // The landing page's calls are done: leaving it mid-call would count as a failed call of this page
  // (on a phone the dashboard's counts came after its spinners had gone).
  await settled(page);
  await page.waitForLoadState('networkidle');
  const problems = watchProblems(page);
  await page.goto(`${e2e.baseUrl}/drm-youtube-videos`);
  await settled(page);
  return { page, problems };
}

/**
 * Every demo account the route allows (all nine types; the creator with no channel yet is held at
 * step-2 by the creator guard, as on every page), with the title it sees and a video it must or must
 * not see.
 */
const ACCOUNTS = [
  { email: 'admin@example.com', title: 'DRM YouTube Videos', sees: 'Late night lo-fi mix' },
  { email: 'manager@example.com', title: 'DRM YouTube Videos', sees: 'Kyoto temples at dawn' },
  { email: 'managerlimited@example.com', title: 'DRM YouTube Videos', sees: 'Lisbon in a day' },
  { email: 'viewer@example.com', title: 'DRM YouTube Videos', sees: 'Late night lo-fi mix' },
  { email: 'viewerlimited@example.com', title: 'DRM YouTube Videos', sees: 'Lisbon in a day' },
  {
    email: 'creator@example.com',
    title: 'DRM YouTube Videos',
    sees: 'Lisbon in a day',
    not: 'Kyoto temples at dawn',
  },
  {
    email: 'creatorteam@example.com',
    title: 'DRM YouTube Videos',
    sees: 'Lisbon in a day',
    not: 'Late night lo-fi mix',
  },
  {
    email: 'rightsholder@example.com',
    title: 'Sublicensee Videos',
    sees: 'Kyoto temples at dawn',
    not: 'Late night lo-fi mix',
  },
  {
    email: 'rhteam@example.com',
    title: 'Sublicensee Videos',
    sees: 'Lisbon in a day',
    not: 'Late night lo-fi mix',
  },
  { email: 'newrightsholder@example.com', title: 'Sublicensee Videos', empty: true },
] as const;

describe('DRM YouTube Videos in Chromium', () => {
  it.each(ACCOUNTS)('opens for $email with no console error and no failed call', async (account) => {
    const { page, problems } = await openVideos(account.email);
    await expect.poll(() => page.title()).toBe(`${account.title} | DRM`);
    if ('empty' in account) {
      await page.getByText('No videos yet').waitFor();
    } else {
      await page.getByRole('cell', { name: account.sees, exact: true }).waitFor();
      await page
        .getByRole('link', { name: `Open "${account.sees}" on YouTube` })
        .first()
        .waitFor();
      if ('not' in account && account.not) {
        expect(await page.getByRole('cell', { name: account.not, exact: true }).count()).toBe(0);
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('links each video to YouTube in a new tab, and filters by claim state and search', async () => {
    const { page, problems } = await openVideos('admin@example.com');
    const link = page.getByRole('link', { name: 'Open "Lisbon in a day" on YouTube' });
    expect(await link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=chloeVid001');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');

    await page.getByPlaceholder('Search').fill('fjord');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('cell', { name: 'Fjord kayaking', exact: true }).waitFor();
    await page.getByText('Claimed', { exact: true }).first().waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fits a 360 px screen', async () => {
    const { page, problems } = await openVideos('creator@example.com', 360);
    await page.getByRole('cell', { name: 'Lisbon in a day', exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lets a creator sync a connected channel's videos now, with its progress to the end", async () => {
    const channelId = 'UCvideosE2eSyncChannel01';
    const page = await newPage(e2e);
    await page.route('https://i.ytimg.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
    );
    await signIn(page, e2e.baseUrl, 'creator@example.com');
    // A channel connected through Google (the local stand-in), whose uploads it serves.
    await page.goto(`${e2e.baseUrl}/channels/add-new`);
    await page.getByRole('textbox', { name: 'YouTube channel ID' }).fill(channelId);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByText(/has been added successfully/).waitFor();
    await page.waitForLoadState('networkidle');

    const problems = watchProblems(page);
    await page.goto(`${e2e.baseUrl}/drm-youtube-videos`);
    await page.getByText('Choose a channel in the filters').waitFor();
    await page.getByRole('combobox', { name: 'Channel' }).fill(channelId);
    await page.getByRole('option').first().click();
    await page.getByText('Not synced yet').waitFor();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByRole('progressbar', { name: 'Sync progress' }).waitFor();
    await page.getByText(/^Sync finished: \d+ videos stored\.$/).waitFor({ timeout: 30_000 });
    await page.getByRole('progressbar', { name: 'Sync progress' }).waitFor({ state: 'detached' });
    await page.getByText(/^Up to date · \d+ videos stored$/).waitFor();
    await page.getByText(/^Last synced: /).waitFor();
    // The channel's videos are listed, and only its own.
    await expect
      .poll(() => page.getByRole('link', { name: /^Open ".+" on YouTube$/ }).count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('cell', { name: 'Lisbon in a day', exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
