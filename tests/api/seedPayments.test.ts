import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayeeKind } from '../../shared/royalties';
import { paymentRuns, payments } from '../../server/entities/payments/table';
import { royaltyLines } from '../../server/entities/royalties/table';
import { seedPayments } from '../../server/seedPayments';
import { addLines, clearRoyalties, idOf } from '../support/royaltyLines';
import { createTestApp, type TestApp } from '../support/testApp';

describe('the demo payment run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ noWorker: true });
    await clearRoyalties(t.db);
  });
  afterAll(() => t.close());

  it('does nothing without payable lines', async () => {
    await seedPayments(t.db);
    expect(await t.db.select().from(paymentRuns)).toEqual([]);
  });

  it('pays every month but the latest, by hand, and leaves the latest due', async () => {
    const rita = await idOf(t.db, 'rightsholder@example.com');
    const creator = await idOf(t.db, 'creator@example.com');
    await addLines(t.db, [
      { payee: rita, period: '2025-01', dollars: 30 },
      { payee: creator, kind: PayeeKind.CREATOR, period: '2025-02', dollars: 20 },
      { payee: rita, period: '2025-03', dollars: 11 },
    ]);
    await seedPayments(t.db);
    const [run] = await t.db.select().from(paymentRuns);
    expect(run).toMatchObject({ status: 'paid', period: '2025-02-01' });
    const paid = await t.db.select().from(payments).where(eq(payments.runId, run!.id));
    expect(paid.map((p) => p.status)).toEqual(['paid_by_hand', 'paid_by_hand']);
    expect(paid.every((p) => p.reference?.startsWith('BANK-202502-'))).toBe(true);
    const march = await t.db.select().from(royaltyLines).where(eq(royaltyLines.period, '2025-03-01'));
    expect(march[0]!.paymentId).toBeNull();
  });
});
