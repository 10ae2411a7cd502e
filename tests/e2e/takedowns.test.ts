import type { Page } from 'playwright-core';
import { controlProblems } from '../support/onScreen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, settled, signIn, startE2E, watchProblems, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const PATH = '/assets/copyright-takedown';

/** Signed in, then watching for problems on the Copyright Takedown page. */
async function open(email: string, width = 1400) {
  const page = await newPage(e2e);
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, e2e.baseUrl, email);
  await settled(page);
  const problems = watchProblems(page);
  await page.goto(`${e2e.baseUrl}${PATH}`);
  await settled(page);
  await expect.poll(() => page.title()).toBe('Copyright Takedown | DRM');
  return { page, problems };
}

/** The row of the notice against these videos (seed: Northwind's submitted one, Orchid's scheduled one). */
const row = (page: Page, videos: string) => page.locator('tbody tr').filter({ hasText: videos });
const NORTHWIND = 'nt7lofot07g';
/** The row of a notice for this work in this state (the state's chip). */
const inState = (page: Page, work: string, state: string) =>
  page
    .locator('tbody tr')
    .filter({ hasText: work })
    .filter({ has: page.locator('.MuiChip-root').getByText(state, { exact: true }) });
const ORCHID = 'BloomRip_03';

/** Every state move the page offers (server/seedTakedowns gives each state a row). */
const MOVES = /^(Submit|Schedule|Delete|Mark removed|Retract|Counter-notified|Restore)$/;

/** The demo accounts the page admits, with the seeded notices each sees and must not see. */
const ACCOUNTS = [
  { email: 'admin@example.com', sees: [NORTHWIND, ORCHID], acts: true },
  { email: 'manager@example.com', sees: [NORTHWIND, ORCHID], acts: true },
  { email: 'managerlimited@example.com', sees: [NORTHWIND, ORCHID], acts: true },
  { email: 'viewer@example.com', sees: [NORTHWIND, ORCHID], acts: false },
  { email: 'viewerlimited@example.com', sees: [NORTHWIND, ORCHID], acts: false },
  { email: 'rightsholder@example.com', sees: [NORTHWIND], not: ORCHID, acts: true },
  { email: 'rhteam@example.com', sees: [NORTHWIND], not: ORCHID, acts: true },
];

describe('Copyright Takedown in Chromium', () => {
  it.each(ACCOUNTS)('opens for $email with its notices only', async ({ email, sees, not, acts }) => {
    const { page, problems } = await open(email);
    for (const videos of sees) await row(page, videos).first().waitFor();
    if (not) expect(await row(page, not).count()).toBe(0);
    const moves = await page.locator('tbody').getByRole('button', { name: MOVES }).count();
    if (acts) expect(moves).toBeGreaterThan(0);
    else expect(moves).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a rights holder files a notice with its statements and signature', async () => {
    const { page, problems } = await open('rightsholder@example.com');
    await page.getByRole('link', { name: 'Create' }).click();
    await page
      .getByRole('textbox', { name: /^Infringing video URLs/ })
      .fill('https://www.youtube.com/watch?v=e2eNotice01');
    await page.getByRole('combobox', { name: /^Original work/ }).fill('Morning');
    await page.getByRole('option', { name: 'Morning Ferry' }).click();
    await page.getByRole('textbox', { name: /^Copyright owner/ }).fill('Northwind Audio Ltd');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('rights@northwind-audio.example.com');
    await page.getByRole('textbox', { name: /^Address/ }).fill('12 Quay Street, Bergen 5003, Norway');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+47 55 12 34 56');
    await page.getByLabel(/I have a good faith belief/).check();
    await page.getByLabel(/The information in this notice is accurate/).check();
    await page.getByRole('textbox', { name: /^Signature/ }).fill('Rita Holder');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === PATH);
    await settled(page);
    await row(page, 'e2eNotice01').getByText('Morning Ferry').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a manager marks a submitted notice removed through the confirmation', async () => {
    const { page, problems } = await open('manager@example.com');
    await row(page, NORTHWIND).getByRole('button', { name: 'Mark removed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The takedown is now “Removed”.').waitFor();
    await row(page, NORTHWIND).getByText('Removed', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows its controls on a phone (360 px), named and on screen or in a frame that scrolls', async () => {
    const { page, problems } = await open('rightsholder@example.com', 360);
    await page.locator('tbody tr').filter({ hasText: 'Tidal Interlude' }).first().waitFor();
    // The project's one rule for phones (tests/support/onScreen.ts): the table may scroll in its frame.
    expect(await controlProblems(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a rights holder completes its draft on a phone (360 px), then submits it', async () => {
    const { page, problems } = await open('rightsholder@example.com', 360);
    // On a phone the videos' column is hidden: the rows are found by their work and state.
    const draft = inState(page, 'Tidal Interlude', 'Draft');
    await draft.getByText('Draft', { exact: true }).waitFor();
    await draft.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${PATH}/`));
    await settled(page);
    await page.getByLabel(/I have a good faith belief/).check();
    await page.getByLabel(/The information in this notice is accurate/).check();
    await page.getByRole('textbox', { name: /^Signature/ }).fill('Rita Holder');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+47 55 12 34 99');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === PATH);
    await settled(page);
    await draft.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The takedown is now “Submitted”.').waitFor();
    const submitted = inState(page, 'Tidal Interlude', 'Submitted');
    await submitted.waitFor();
    // A submitted notice is no longer edited.
    expect(await submitted.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a manager records court action on a counter-notified notice on a phone (360 px)', async () => {
    const { page, problems } = await open('manager@example.com', 360);
    const counterNotified = inState(page, 'Fjord Echoes', 'Counter-notified');
    await counterNotified.getByText(/^Restore in \d+ d$/).waitFor();
    // The seeded one already has its court action: shown with its date, not offered again.
    const recorded = inState(page, 'Morning Ferry', 'Counter-notified');
    await recorded.getByText(/Court action on/).waitFor();
    expect(await recorded.getByRole('button', { name: 'Record court action' }).count()).toBe(0);

    await counterNotified.getByRole('button', { name: 'Record court action' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: /^Court action/ })
      .fill('Complaint filed at the Bergen District Court.');
    await dialog.getByRole('button', { name: 'Record court action' }).click();
    await page.getByText('Court action recorded: the video stays down.').waitFor();
    await counterNotified
      .getByText(/Court action on .*Complaint filed at the Bergen District Court\./)
      .waitFor();
    expect(await counterNotified.getByText(/^Restore in/).count()).toBe(0);
    expect(await counterNotified.getByRole('button', { name: 'Record court action' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers court action to CRUD staff only', async () => {
    for (const email of ['viewer@example.com', 'rightsholder@example.com']) {
      const { page, problems } = await open(email);
      await row(page, 'MrnFerry_02')
        .first()
        .getByText(/Court action on/)
        .waitFor();
      expect(await page.getByRole('button', { name: 'Record court action' }).count()).toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
