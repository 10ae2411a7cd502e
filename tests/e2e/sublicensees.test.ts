import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, settled, signIn, startE2E, type E2E, watchProblems } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function openList(email: string, width?: number) {
  const page = await newPage(e2e);
  if (width) await page.setViewportSize({ width, height: 800 });
  const problems = watchProblems(page);
  await signIn(page, e2e.baseUrl, email);
  await settled(page);
  await page.goto(`${e2e.baseUrl}/sublicensee-creators`);
  await settled(page);
  await page.getByRole('cell', { name: 'Omar Cooks', exact: true }).waitFor();
  return { page, problems };
}

describe('Sublicensee Creators in Chromium', () => {
  it('shows the rights holder its creators with what they earned, and one creator in detail', async () => {
    const { page, problems } = await openList('rightsholder@example.com');
    await expect.poll(() => page.title()).toBe('Sublicensee Creators | DRM');
    for (const name of ['Chloe Creator', 'Maya Lens', 'Ken Explains']) {
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }
    await page.getByRole('columnheader', { name: 'Earned' }).waitFor();
    // What a creator's videos earned Northwind: the demo seed's split lines, summed as the server does.
    const [earned] = (
      (await e2e.db.execute(sql`
        select c.name, l.currency, sum(l.amount_micros)::text as micros from royalty_lines l
        join users rh on rh.id = l.payee_id and rh.email = 'rightsholder@example.com'
        join users c on c.id = l.creator_id
        where l.state = 'payable' and l.payee_kind = 'rights_holder'
        group by c.name, l.currency order by sum(l.amount_micros) desc limit 1`)) as unknown as {
        rows: { name: string; currency: string; micros: string }[];
      }
    ).rows;
    expect(earned, 'the demo seed splits revenue to Northwind').toBeDefined();
    const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: earned!.currency.trim() });
    await page
      .getByRole('row')
      .filter({ hasText: earned!.name })
      .getByText(shown.format(Number(earned!.micros) / 1_000_000))
      .waitFor();
    await page.getByRole('cell', { name: 'Omar Cooks', exact: true }).click();
    await page.waitForURL('**/sublicensee-creators/view/*');
    await page.getByText('Northwind Audio kitchen sounds').waitFor();
    await page.getByRole('link', { name: /Five Minute Meals/ }).waitFor();
    await settled(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits a 360 px screen', async () => {
    const { page, problems } = await openList('rightsholder@example.com', 360);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the team member acting for the rights holder the same creators, with no money column', async () => {
    const { page, problems } = await openList('rhteam@example.com');
    await page.getByRole('cell', { name: 'Ken Explains', exact: true }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Earned' }).count()).toBe(0);
    expect(await page.getByText('$192.30').count()).toBe(0);
    await page.getByRole('cell', { name: 'Omar Cooks', exact: true }).click();
    await page.getByText('Northwind Audio street ambience').waitFor();
    await settled(page);
    expect(await page.getByText('Earned').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a channel removal request in Chromium', () => {
  it('lets the creator ask for its channel removal, and staff then see it on the list and the channel', async () => {
    const creator = await newPage(e2e);
    const problems = watchProblems(creator);
    await signIn(creator, e2e.baseUrl, 'creator@example.com');
    await settled(creator);
    await creator.goto(`${e2e.baseUrl}/channels`);
    await creator.getByRole('cell', { name: 'Chloe Creates', exact: true }).click();
    await creator.waitForURL('**/channels/view/*');
    await creator.getByRole('button', { name: 'Request removal' }).click();
    await creator.getByRole('dialog').getByText('Request the removal of “Chloe Creates”?').waitFor();
    await creator.getByRole('button', { name: 'Confirm' }).click();
    await creator.getByText('Removal requested: staff have been told.').waitFor();
    await creator.getByText(/Removal requested on .*: staff will handle it\./).waitFor();
    expect(await creator.getByRole('button', { name: 'Request removal' }).count()).toBe(0);
    await settled(creator);
    expect(problems).toEqual([]);
    await creator.context().close();

    const admin = await newPage(e2e);
    const staffProblems = watchProblems(admin);
    await signIn(admin, e2e.baseUrl, 'admin@example.com');
    await settled(admin);
    await admin.goto(`${e2e.baseUrl}/channels?filter=${encodeURIComponent(JSON.stringify({ q: 'Chloe' }))}`);
    const row = admin.getByRole('row').filter({ hasText: 'Chloe Creates' });
    await row.getByText('Removal requested').waitFor();
    await row.getByRole('cell', { name: 'Chloe Creates', exact: true }).click();
    await admin.waitForURL('**/channels/view/*');
    await admin.getByText(/Removal requested on /).waitFor();
    expect(await admin.getByRole('button', { name: 'Request removal' }).count()).toBe(0);
    await settled(admin);
    expect(staffProblems).toEqual([]);
    await admin.context().close();
  });
});
