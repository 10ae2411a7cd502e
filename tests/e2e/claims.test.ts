import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, settled, signIn, startE2E, watchProblems, type E2E } from '../support/e2e';

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

/** Signed in, the landing page's calls done, then watching for problems on the page at `path`. */
async function open(email: string, path: string, width = 1400) {
  const page = await newPage(e2e);
  await page.setViewportSize({ width, height: 900 });
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
  await signIn(page, e2e.baseUrl, email);
  await settled(page);
  await page.waitForLoadState('networkidle');
  const problems = watchProblems(page);
  await page.goto(`${e2e.baseUrl}${path}`);
  await settled(page);
  return { page, problems };
}

/** The row of the claim on this video (its title links to YouTube). */
const row = (page: Page, video: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('link', { name: video, exact: true }) });

/**
 * The demo accounts each page admits (the creator with no channel yet is held at step-2, as on every
 * page), with a claimed video each must see, or none when the seed gives it no claim.
 */
const MANUAL_CLAIMING = [
  { email: 'admin@example.com', sees: 'Night train to Porto' },
  { email: 'manager@example.com', sees: 'Late night harbour mix' },
  { email: 'managerlimited@example.com', sees: 'Late night harbour mix' },
  { email: 'viewer@example.com', sees: 'Night train to Porto' },
  { email: 'viewerlimited@example.com', sees: 'Late night harbour mix' },
  { email: 'rightsholder@example.com', sees: 'Late night harbour mix', not: 'Night train to Porto' },
  { email: 'rhteam@example.com', sees: 'Late night harbour mix', not: 'Night train to Porto' },
  { email: 'newrightsholder@example.com', not: 'Late night harbour mix' },
];
const CLAIMED_VIDEOS = [
  ...MANUAL_CLAIMING,
  { email: 'creator@example.com', sees: 'Night train to Porto', not: 'Late night harbour mix' },
  // creatorteam@ is not on the page's route row (spec 001 §2.6 names CREATOR alone).
];

/** Opens a claims page as one account: its title, a claim it must see (or the empty list), none it must not. */
async function opensWithItsClaims(
  { email, sees, not }: { email: string; sees?: string; not?: string },
  path: string,
  title: string,
) {
  const { page, problems } = await open(email, path);
  await expect.poll(() => page.title()).toBe(`${title} | DRM`);
  if (sees) await row(page, sees).first().waitFor();
  else
    await page
      .getByText(/^No .+ found$/)
      .first()
      .waitFor();
  if (not) expect(await row(page, not).count()).toBe(0);
  expect(problems).toEqual([]);
  await page.context().close();
}

describe('Manual Claiming in Chromium', () => {
  it.each(MANUAL_CLAIMING)('opens for $email with its claims only', (account) =>
    opensWithItsClaims(account, '/assets/manual-claiming', 'Manual Claiming'),
  );

  it('shows a viewer no decision and no New claim', async () => {
    const { page, problems } = await open('viewer@example.com', '/assets/manual-claiming');
    await row(page, 'Night train to Porto').first().waitFor();
    expect(await page.getByRole('button', { name: /Approve|Release|Uphold|Delete/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'New claim' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits a phone (360 px) without a horizontal scroll', async () => {
    const { page, problems } = await open('manager@example.com', '/assets/manual-claiming', 360);
    await row(page, 'Late night harbour mix').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto(`${e2e.baseUrl}/assets/manual-claiming/create`);
    await page.getByLabel('Video').first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('Claimed Videos in Chromium', () => {
  it.each(CLAIMED_VIDEOS)('opens for $email with its claims only', (account) =>
    opensWithItsClaims(account, '/assets/claim-video', 'Claimed Videos'),
  );
});

/** Chloe Creates' YouTube channel id, as the demo seed makes it (server/seed.ts). */
const CHLOE_CHANNEL = `UC${createHash('sha256').update('Chloe Creates').digest('base64url').slice(0, 22)}`;

/**
 * Chloe's newest upload as YouTube (the local stand-in) knows it: a claim checks its video there.
 * Listing the uploads is what makes the stand-in's videos.list answer for it.
 */
function chloesUpload(): { videoId: string; title: string } {
  const { youtube } = e2e.google;
  const uploads = youtube.playlistPage(youtube.uploadsPlaylistOf(CHLOE_CHANNEL), undefined);
  if (!uploads || uploads === 'bad_token') throw new Error('Chloe Creates has no uploads');
  return uploads.entries[0]!;
}

/** The row of one claim: its video and its asset. */
const claimRow = (page: Page, video: string, asset: string) => row(page, video).filter({ hasText: asset });

/** Clicks a row's decision and confirms it in its dialog. */
async function decide(page: Page, video: string, asset: string, decision: string) {
  await claimRow(page, video, asset).getByRole('button', { name: decision }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

describe('the claim journey in Chromium', () => {
  const ASSET = 'Night Bloom';

  it('a content owner claims a segment, the creator disputes it, a manager releases it', async () => {
    const { videoId, title: VIDEO } = chloesUpload();
    // Orchid Sounds holds no agreement with Chloe's channel: its asset is claimable there.
    const owner = await open('orchid.sounds@example.com', '/assets/manual-claiming/create');
    await owner.page.getByRole('textbox', { name: /^Video/ }).fill(videoId);
    await owner.page.getByRole('combobox', { name: /^Asset/ }).fill('Night');
    await owner.page.getByRole('option', { name: ASSET }).click();
    await owner.page.getByRole('textbox', { name: 'Start in the video' }).fill('0:00:10');
    await owner.page.getByRole('textbox', { name: 'End in the video' }).fill('0:00:40');
    await owner.page.getByRole('textbox', { name: 'Start in the asset' }).fill('0:00:00');
    await owner.page.getByRole('textbox', { name: 'End in the asset' }).fill('0:00:30');
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await owner.page.getByText('Claim filed.').waitFor();
    const filed = claimRow(owner.page, VIDEO, ASSET);
    await filed.getByText('Pending review').waitFor();
    await filed.getByText('Not sent to YouTube').waitFor();
    await filed.getByText('0:00:10–0:00:40 ↔ 0:00:00–0:00:30').waitFor();
    expect(owner.problems).toEqual([]);
    await owner.page.context().close();

    const manager = await open('manager@example.com', '/assets/manual-claiming');
    await decide(manager.page, VIDEO, ASSET, 'Approve');
    await claimRow(manager.page, VIDEO, ASSET).getByText('Active').waitFor();

    const creator = await open('creator@example.com', '/assets/claim-video');
    await claimRow(creator.page, VIDEO, ASSET).getByRole('button', { name: 'Dispute' }).click();
    await creator.page.getByRole('textbox', { name: /^Reason/ }).fill('I licensed this track directly.');
    await creator.page.getByRole('dialog').getByRole('button', { name: 'Dispute' }).click();
    await creator.page.getByText('Dispute sent: the content owner has 30 days to answer.').waitFor();
    await claimRow(creator.page, VIDEO, ASSET).getByText('Disputed').waitFor();
    expect(creator.problems).toEqual([]);
    await creator.page.context().close();

    await manager.page.reload();
    await settled(manager.page);
    const disputed = claimRow(manager.page, VIDEO, ASSET);
    await disputed.getByText('Disputed').waitFor();
    await disputed.getByText(/days? left/).waitFor();
    await decide(manager.page, VIDEO, ASSET, 'Release');
    await claimRow(manager.page, VIDEO, ASSET).getByText('Released').waitFor();
    expect(manager.problems).toEqual([]);
    await manager.page.context().close();
  });
});

describe("a claim's history in Chromium", () => {
  /** Opens the row's History, with no horizontal scroll on the page; answers the dialog. */
  async function openHistory(page: Page, video: string) {
    await row(page, video).first().getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`History of the claim on “${video}”`).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    return dialog;
  }

  it('a manager approves a claim on a phone (360 px) and reads it in its history', async () => {
    const VIDEO = 'Lofi beats to study to, vol. 12';
    const { page, problems } = await open('manager@example.com', '/assets/manual-claiming', 360);
    await row(page, VIDEO).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await row(page, VIDEO).getByText('Active').waitFor();
    const dialog = await openHistory(page, VIDEO);
    await dialog.getByText('Approved the claim').waitFor();
    await dialog.getByText('State: Pending review → Active').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the creator disputes a claim on a phone (360 px) and reads it in its history', async () => {
    const VIDEO = 'Night train to Porto';
    const { page, problems } = await open('creator@example.com', '/assets/claim-video', 360);
    // The demo's claims carry no history of their own yet.
    const before = await openHistory(page, VIDEO);
    await before.getByText('Nothing recorded for this claim yet.').waitFor();
    await before.getByRole('button', { name: 'Close' }).click();
    await before.waitFor({ state: 'detached' });

    await row(page, VIDEO).getByRole('button', { name: 'Dispute' }).click();
    await page.getByRole('textbox', { name: /^Reason/ }).fill('The melody is public domain.');
    await page.getByRole('dialog').getByRole('button', { name: 'Dispute' }).click();
    await page.getByText('Dispute sent: the content owner has 30 days to answer.').waitFor();
    await row(page, VIDEO).getByText('Disputed').waitFor();
    const dialog = await openHistory(page, VIDEO);
    await dialog.getByText('Disputed the claim').waitFor();
    await dialog.getByText('Reason: The melody is public domain.').waitFor();
    await dialog.getByText('State: Active → Disputed').waitFor();
    await dialog.getByText(/^Chloe/).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
