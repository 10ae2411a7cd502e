import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayeeKind } from '../../shared/royalties';
import { addLines, clearRoyalties, idOf } from '../support/royaltyLines';
import { newPage, settled, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
/** Last month, within the reports' default range (the last 12 months). */
const MONTH = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();
beforeAll(async () => {
  e2e = await startE2E();
  // What the split would have written for last month: Rita's and Chloe's parts.
  await clearRoyalties(e2e.db);
  await addLines(e2e.db, [
    {
      payee: await idOf(e2e.db, 'rightsholder@example.com'),
      period: MONTH,
      dollars: 40,
      video: 'chloeVid001',
    },
    {
      payee: await idOf(e2e.db, 'creator@example.com'),
      kind: PayeeKind.CREATOR,
      period: MONTH,
      dollars: 15,
      video: 'chloeVid001',
    },
  ]);
});
afterAll(() => e2e?.close());

describe('a payment run in Chromium', () => {
  it('is opened, approved and paid by hand by a manager; the rights holder sees it and downloads the statement', async () => {
    const manager = await newPage(e2e);
    await signIn(manager, e2e.baseUrl, 'manager@example.com');
    await manager.goto(`${e2e.baseUrl}/payment-runs`);
    await manager.getByLabel('Up to month').fill(MONTH);
    await manager.getByRole('button', { name: 'Open run' }).click();
    await manager.getByRole('button', { name: 'Approve' }).click();
    // No Wise here, and neither payee has a Wise account: both are paid by hand.
    for (const payee of ['Rita Rights', 'Chloe Creator']) {
      const row = manager.getByRole('row').filter({ hasText: payee });
      await row.getByRole('button', { name: 'Mark paid' }).click();
      await manager.getByLabel('Reference (bank or cheque)').fill(`BANK-${payee.length}`);
      await manager.getByRole('button', { name: 'Confirm' }).click();
      await row.getByText('Paid by hand').first().waitFor();
    }
    await manager.getByText('2 of 2 payments ended').waitFor();
    await manager.context().close();

    const owner = await newPage(e2e);
    await signIn(owner, e2e.baseUrl, 'rightsholder@example.com');
    await owner.goto(`${e2e.baseUrl}/payment-history/landing-page`);
    await settled(owner);
    await owner.getByRole('link', { name: MONTH }).click();
    await owner.waitForURL('**/transaction/*');
    await owner.getByText('BANK-11').waitFor();
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Statement (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-.*\.pdf$/);
    await owner.context().close();
  });
});
