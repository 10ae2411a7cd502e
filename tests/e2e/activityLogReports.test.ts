import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, settled, signIn, startE2E, watchProblems, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const TABLE = 'Counts by day, person, record type and action';

describe('Activity Log Reports in Chromium', () => {
  it.each(['admin', 'creator'])(
    '%s opens the report at 360 px, writes a note, with no console error or failed call',
    async (who) => {
      const page = await newPage(e2e);
      await page.setViewportSize({ width: 360, height: 760 });
      await signIn(page, e2e.baseUrl, `${who}@example.com`);
      await settled(page);
      const problems = watchProblems(page);
      await page.goto(`${e2e.baseUrl}/activity-log-reports`);
      await settled(page);
      await expect.poll(() => page.title()).toBe('Activity Log Reports | DRM');
      // The demo's entries: the chart, the table and the notes.
      await page.getByText('Entries per day').waitFor();
      await page.getByText('Videos taken down').waitFor();
      await page.getByText('re-upload planned for Friday').waitFor();
      if (who === 'admin') {
        await page.getByRole('button', { name: 'Check integrity' }).click();
        await page.getByText('The log is intact').waitFor();
      } else {
        expect(await page.getByRole('button', { name: 'Check integrity' }).count()).toBe(0);
      }
      // A note on the newest entry's record, shown as text.
      await page.getByRole('button', { name: 'Add note' }).first().click();
      const text = `<b>Seen by ${who}</b>`;
      await page.getByLabel('Note', { exact: true }).fill(text);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(text, { exact: true }).first().waitFor();
      // The person filter searches names on the server; chosen, the table holds that person's rows only.
      const name = who === 'admin' ? 'Ada Admin' : 'Chloe Creator';
      await page.getByRole('combobox', { name: 'Person' }).fill(name.slice(0, 3).toLowerCase());
      await page.getByRole('option', { name }).click();
      const people = page.getByRole('table', { name: TABLE }).locator('tbody tr td:nth-child(2)');
      await expect
        .poll(async () => {
          const cells = await people.allTextContents();
          return cells.length > 0 && cells.every((cell) => cell === name);
        })
        .toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(360);
      expect(problems).toEqual([]);
      await page.context().close();
    },
    120_000,
  );
});
