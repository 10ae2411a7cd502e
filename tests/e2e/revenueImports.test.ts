import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, settled, signIn, startE2E, watchProblems, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const PATH = '/revenue-imports';
// A month the demo seed (the four months before this one) never imports.
const MONTH = '2025-09';

/** A small September report: YouTube's header block, three good rows and one bad one. */
const REPORT = [
  'Content Owner,Acme Music',
  'Report,Video revenue',
  '',
  'Day,Video ID,Channel ID,Owned Views,Partner Revenue',
  '2025-09-01,e2eVideo001,UCe2e,1200,12.345678',
  '2025-09-02,e2eVideo002,UCe2e,800,1500.5',
  '2025-09-03,e2eVideo003,UCe2e,95,0.25',
  '2025-09-04,short,UCe2e,10,1.00',
].join('\n');

/** Signed in, then watching for problems on the Revenue Imports page. */
async function open(email: string, width = 1400) {
  const page = await newPage(e2e);
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, e2e.baseUrl, email);
  await settled(page);
  const problems = watchProblems(page);
  await page.goto(`${e2e.baseUrl}${PATH}`);
  await settled(page);
  await expect.poll(() => page.title()).toBe('Revenue Imports | DRM');
  return { page, problems };
}

describe('Revenue Imports in Chromium', () => {
  it('a manager uploads a small report, sees its preview and bad row, and imports it', async () => {
    const { page, problems } = await open('manager@example.com');
    // No Analytics API in this app: the page says so instead of offering the button.
    await page.getByText('The YouTube Analytics API is not configured').waitFor();
    await page.getByRole('button', { name: 'Upload a report' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Month').fill(MONTH);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'september.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(REPORT),
    });
    await dialog.getByText('september.csv').waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${PATH}/view/`));
    // The check runs as a job; the page follows it to the preview.
    const preview = page.getByRole('region', { name: 'First rows' });
    await preview.getByText('e2eVideo002').waitFor();
    // 1,500.50 is shortened, the exact amount on hover.
    await preview.getByText('$1.5K').waitFor();
    const bad = page.getByRole('region', { name: 'Bad rows' });
    await bad.getByText('must be a YouTube video id (11 characters)').waitFor();
    await page.getByText('3 good rows, 1 bad rows').waitFor();
    await page.getByLabel('Import without the bad rows').check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(`Imported: these rows are the revenue of ${MONTH}.`).waitFor();
    await page.getByRole('link', { name: 'All imports' }).click();
    await settled(page);
    const row = page.locator('tbody tr').filter({ hasText: MONTH });
    await row.getByText('Imported').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a manager replaces the month's import with a corrected report, only when asked to", async () => {
    const { page, problems } = await open('manager@example.com');
    await page.getByRole('button', { name: 'Upload a report' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Month').fill(MONTH);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'september-corrected.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(REPORT.replace('0.25', '0.75').replace(/\n[^\n]*short[^\n]*$/, '')),
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('region', { name: 'First rows' }).getByText('e2eVideo003').waitFor();
    await page.getByText('Every row is good.').waitFor();
    await page.getByLabel("Replace the month's import in force").check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(`Imported: these rows are the revenue of ${MONTH}.`).waitFor();
    await page.getByRole('link', { name: 'All imports' }).click();
    await settled(page);
    const rows = page.locator('tbody tr').filter({ hasText: MONTH });
    await rows.filter({ hasText: 'Replaced' }).waitFor();
    await rows.filter({ hasText: 'Imported' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a viewer sees the imports without the buttons that change them', async () => {
    const { page, problems } = await open('viewer@example.com');
    const row = page.locator('tbody tr').filter({ hasText: MONTH }).filter({ hasText: 'Imported' });
    await row.waitFor();
    expect(await page.getByRole('button', { name: 'Upload a report' }).count()).toBe(0);
    expect(await page.getByText('Import from YouTube Analytics').count()).toBe(0);
    await row.click();
    await page.getByRole('region', { name: 'First rows' }).waitFor();
    expect(await page.getByRole('button', { name: /^(Import|Discard)$/ }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits a 360 px screen', async () => {
    const { page, problems } = await open('manager@example.com', 360);
    await page.locator('tbody tr').filter({ hasText: MONTH }).first().waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.locator('tbody tr').filter({ hasText: MONTH }).first().click();
    await page.getByRole('region', { name: 'First rows' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
