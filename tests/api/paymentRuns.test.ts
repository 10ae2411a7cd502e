import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayeeKind, RoyaltyLineState } from '../../shared/royalties';
import { payments } from '../../server/entities/payments/table';
import { paymentSettings } from '../../server/entities/paymentSettings/table';
import { royaltyLines } from '../../server/entities/royalties/table';
import { addLines, clearRoyalties, historyRunningMismatches, idOf, usd } from '../support/royaltyLines';
import { call, createTestApp, type TestApp } from '../support/testApp';

const RUNS = '/api/payment/runs';
const ADD_SETTING = '/api/rights/holders/payment/add';

const until = async <T>(what: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

type Payment = { _id: string; payee_id: string; status: string; method: string; amount_micros: string };

async function paymentsOf(t: TestApp, token: string, runId: string): Promise<Payment[]> {
  const response = await call(t.app, token, 'POST', `${RUNS}/${runId}/payments`, { limit: 100 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data;
}

const runOf = async (t: TestApp, token: string, id: string) =>
  (await call(t.app, token, 'GET', `${RUNS}/${id}`)).json().result;

describe('payment runs through Wise', () => {
  let t: TestApp;
  let manager: string;
  let rita: string;
  let creator: string;
  let orla: string;
  beforeAll(async () => {
    t = await createTestApp({ wise: { formsCacheMs: 60_000 } });
    await clearRoyalties(t.db);
    manager = await t.login('manager@example.com');
    rita = await idOf(t.db, 'rightsholder@example.com');
    creator = await idOf(t.db, 'creator@example.com');
    orla = await idOf(t.db, 'orchid.sounds@example.com');
    // Rita's account at Wise: her setting's recipient is made on the stand-in.
    const setting = await call(t.app, manager, 'POST', ADD_SETTING, {
      rights_holder: rita,
      currency: 'EUR',
      payment_type: 1,
      data: {
        currency: 'EUR',
        type: 'iban',
        ownedByCustomer: true,
        accountHolderName: 'Rita Rights',
        details: { legalType: 'PRIVATE', IBAN: 'DE89370400440532013000' },
      },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json().result.recipient_id).toBeTruthy();
    await addLines(t.db, [
      { payee: rita, period: '2025-01', dollars: 30 },
      { payee: rita, period: '2025-02', dollars: 12.5 },
      { payee: rita, period: '2025-02', dollars: 99, state: RoyaltyLineState.HELD },
      { payee: rita, period: '2025-03', dollars: 7 },
      { payee: creator, kind: PayeeKind.CREATOR, period: '2025-02', dollars: 20 },
      { payee: orla, period: '2025-02', dollars: 3.25 },
    ]);
  });
  afterAll(() => t.close());

  it('gathers due balances, carries the small ones over, pays once through a failed and retried transfer, and by hand', async () => {
    const opened = await call(t.app, manager, 'POST', `${RUNS}/open`, { period: '2025-02' });
    expect(opened.statusCode, opened.body).toBe(201);
    const run = opened.json().result;
    expect(run).toMatchObject({ status: 'open', payments: 2, carried_over: 1, by_wise: 1, by_hand: 1 });
    expect(run.total_micros).toBe(usd(62.5).toString());
    const second = await call(t.app, manager, 'POST', `${RUNS}/open`, { period: '2025-02' });
    expect(second.statusCode).toBe(409);

    const listed = await paymentsOf(t, manager, run._id);
    const ritas = listed.find((p) => p.payee_id === rita)!;
    expect(ritas).toMatchObject({ method: 'wise', status: 'due', amount_micros: usd(42.5).toString() });
    expect(listed.find((p) => p.payee_id === creator)).toMatchObject({ method: 'hand', status: 'due' });
    expect(listed.find((p) => p.payee_id === orla)).toMatchObject({ status: 'carried_over' });
    // The carried-over balance, the held line and the later month stay due.
    const untaken = await t.db
      .select({ payee: royaltyLines.payeeId, paymentId: royaltyLines.paymentId })
      .from(royaltyLines)
      .where(inArray(royaltyLines.payeeId, [rita, orla, creator]));
    expect(untaken.filter((l) => l.paymentId !== null)).toHaveLength(3);

    // Paying before approval is refused.
    expect((await call(t.app, manager, 'POST', `${RUNS}/${run._id}/pay`, {})).statusCode).toBe(409);
    expect((await call(t.app, manager, 'POST', `${RUNS}/${run._id}/approve`, {})).statusCode).toBe(200);

    // The funding's answer is lost once: the job fails, is retried, finds its transfer and funds it once.
    const wise = t.wise!;
    wise.failNext(
      500,
      { errors: [{ code: 'ERROR', message: 'boom' }] },
      {},
      `/v3/profiles/${wise.settings.profileId}/transfers/*`,
    );
    const paying = await call(t.app, manager, 'POST', `${RUNS}/${run._id}/pay`, {});
    expect(paying.statusCode, paying.body).toBe(202);
    const sent = await until(
      () => paymentsOf(t, manager, run._id),
      (rows) => rows.find((p) => p.payee_id === rita)!.status === 'paying',
    );
    expect(sent.find((p) => p.payee_id === rita)!.status).toBe('paying');
    expect(wise.transfers.list).toHaveLength(1);
    expect(wise.transfers.fundings).toHaveLength(1);
    expect(wise.transfers.list[0]).toMatchObject({ sourceValue: 42.5, reference: 'Royalties 2025-02' });
    expect(wise.requests.filter((r) => r.path === '/v1/transfers').length).toBeGreaterThanOrEqual(2);

    wise.transfers.settle(wise.transfers.list[0].id, 'outgoing_payment_sent');
    expect((await call(t.app, manager, 'POST', `${RUNS}/${run._id}/follow`, {})).statusCode).toBe(202);
    const followed = await until(
      () => paymentsOf(t, manager, run._id),
      (rows) => rows.find((p) => p.payee_id === rita)!.status === 'sent',
    );
    expect(followed.find((p) => p.payee_id === rita)!.status).toBe('sent');
    expect((await runOf(t, manager, run._id)).status).toBe('paying');

    // The creator has no Wise account: paid by hand, with a reference; then the run is paid.
    const creators = followed.find((p) => p.payee_id === creator)!;
    const wisePaid = followed.find((p) => p.payee_id === rita)!;
    expect(
      (await call(t.app, manager, 'POST', `/api/payment/payments/${wisePaid._id}/paid`, { reference: 'x' }))
        .statusCode,
    ).toBe(409);
    const byHand = await call(t.app, manager, 'POST', `/api/payment/payments/${creators._id}/paid`, {
      reference: 'CHQ-0042',
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json().result).toMatchObject({
      status: 'paid',
      progress: 100,
      paid_micros: usd(62.5).toString(),
    });
    expect(wise.transfers.fundings).toHaveLength(1);
  });

  it('gives the lines of a bounced transfer back, due again in the next run', async () => {
    const opened = await call(t.app, manager, 'POST', `${RUNS}/open`, {
      period: '2025-03',
      minimum_micros: '1000000',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const run = opened.json().result;
    // Rita's March line and Orla's carried-over balance, now over the run's minimum of 1 USD.
    expect(run).toMatchObject({ payments: 2, carried_over: 0 });
    await call(t.app, manager, 'POST', `${RUNS}/${run._id}/approve`, {});
    expect((await call(t.app, manager, 'POST', `${RUNS}/${run._id}/pay`, {})).statusCode).toBe(202);
    const wise = t.wise!;
    await until(
      async () => wise.transfers.fundings.length,
      (n) => n === 2,
    );
    const transfer = wise.transfers.list[1];
    expect(transfer.sourceValue).toBe(7);
    wise.transfers.settle(transfer.id, 'bounced_back');
    await until(
      async () =>
        (await call(t.app, manager, 'POST', `${RUNS}/${run._id}/follow`, {})).statusCode === 202 &&
        (await paymentsOf(t, manager, run._id)).find((p) => p.payee_id === rita)!.status === 'bounced',
      (done) => done,
    );
    const ritas = (await paymentsOf(t, manager, run._id)).find((p) => p.payee_id === rita)!;
    expect(ritas.status).toBe('bounced');
    const [line] = await t.db
      .select({ paymentId: royaltyLines.paymentId })
      .from(royaltyLines)
      .where(eq(royaltyLines.amountMicros, usd(7)));
    expect(line.paymentId).toBeNull();
    const [stored] = await t.db.select().from(payments).where(eq(payments.id, ritas._id));
    expect(stored.wiseTransferId).toBe(String(transfer.id));
  });

  it("keeps each run's figures (payment_run_totals) equal to a count of its payments", async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    // The runs above opened, failed, retried, bounced and paid payments: every change went through.
    const kept =
      await rows(sql`select run_id, status, method, failed, n::int as n, amount_micros::text as amount
      from payment_run_totals where n <> 0 order by 1, 2, 3, 4`);
    const counted = await rows(sql`select run_id, status, method, failure is not null as failed,
      count(*)::int as n, sum(amount_micros)::text as amount from payments group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
    const list = (await call(t.app, manager, 'POST', RUNS, { limit: 100 })).json().result;
    for (const run of list.data) {
      const ofRun = (await t.db.select().from(payments).where(eq(payments.runId, run._id))).filter(
        (p) => p.status !== 'carried_over',
      );
      expect(run.payments).toBe(ofRun.length);
      expect(run.by_wise + run.by_hand).toBe(ofRun.length);
    }
    // The total rides on the page's rows; a page past the end asks it alone.
    const [{ n: runCount }] = (await rows(sql`select count(*)::int as n from payment_runs`)) as {
      n: number;
    }[];
    expect(list.total).toBe(runCount);
    expect((await call(t.app, manager, 'POST', RUNS, { limit: 1 })).json().result.total).toBe(runCount);
    expect((await call(t.app, manager, 'POST', RUNS, { page: 99, limit: 1 })).json().result).toEqual({
      total: runCount,
      data: [],
    });
    const staffPayments = (
      await call(t.app, manager, 'POST', '/api/payment/history/payments', { limit: 1 })
    ).json();
    const notCarried = await rows(
      sql`select count(*)::int as n from payments where status <> 'carried_over'`,
    );
    expect(staffPayments.result.total).toBe((notCarried[0] as { n: number }).n);
  });

  it('keeps the payment history staff read (earnings_running) equal to the lines and their payments', async () => {
    // The runs above moved lines into payments and those payments through every state.
    expect(await historyRunningMismatches(t.db)).toEqual([]);
    const history = (
      await call(t.app, manager, 'POST', '/api/payment/history/by/right-holder', { limit: 10 })
    ).json().result;
    const rita_ = history.data.find((row: { _id: string }) => row._id === rita);
    const [own] = (
      (await t.db.execute(sql`select
        coalesce(sum(l.amount_micros) filter (where p.status in ('sent', 'paid_by_hand') and l.state = 'payable'), 0)::text as paid,
        count(*)::int as lines
      from royalty_lines l left join payments p on p.id = l.payment_id
      where l.rights_holder_id = ${rita} and l.payee_kind <> 'company' and l.state <> 'void'`)) as unknown as {
        rows: { paid: string; lines: number }[];
      }
    ).rows;
    expect(rita_).toMatchObject({ paid_micros: own!.paid, line_count: own!.lines });
    expect(BigInt(own!.paid)).toBeGreaterThan(0n);
  });

  it('keeps runs to admins and managers, and answers 404 for what does not exist', async () => {
    for (const email of [
      'viewer@example.com',
      'managerlimited@example.com',
      'viewerlimited@example.com',
      'creator@example.com',
      'rightsholder@example.com',
      'rhteam@example.com',
      'creatorteam@example.com',
    ]) {
      const token = await t.login(email);
      expect((await call(t.app, token, 'POST', RUNS, {})).statusCode, email).toBe(403);
      expect(
        (await call(t.app, token, 'POST', `${RUNS}/open`, { period: '2025-03' })).statusCode,
        email,
      ).toBe(403);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, manager, 'GET', `${RUNS}/${missing}`)).statusCode).toBe(404);
    expect((await call(t.app, manager, 'POST', `${RUNS}/${missing}/approve`, {})).statusCode).toBe(404);
    expect(
      (await call(t.app, manager, 'POST', `/api/payment/payments/${missing}/paid`, { reference: 'r' }))
        .statusCode,
    ).toBe(404);
    const admin = await t.login('admin@example.com');
    expect((await call(t.app, admin, 'POST', RUNS, {})).json().result.total).toBeGreaterThanOrEqual(2);
  });
});

describe('payment runs without a Wise token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await clearRoyalties(t.db);
  });
  afterAll(() => t.close());

  it('stops at approval and says so, while payments by hand can still be marked paid', async () => {
    const manager = await t.login('manager@example.com');
    const rita = await idOf(t.db, 'rightsholder@example.com');
    const creator = await idOf(t.db, 'creator@example.com');
    // Rita's setting as if its recipient were made at Wise: a Wise payment.
    await t.db
      .update(paymentSettings)
      .set({ recipientId: '100000001' })
      .where(and(eq(paymentSettings.rightsHolderId, rita), isNull(paymentSettings.supersededAt)));
    await addLines(t.db, [
      { payee: rita, period: '2025-01', dollars: 50 },
      { payee: creator, kind: PayeeKind.CREATOR, period: '2025-01', dollars: 15 },
    ]);
    const run = (await call(t.app, manager, 'POST', `${RUNS}/open`, { period: '2025-01' })).json().result;
    expect(run.wise_configured).toBe(false);
    await call(t.app, manager, 'POST', `${RUNS}/${run._id}/approve`, {});
    const paying = await call(t.app, manager, 'POST', `${RUNS}/${run._id}/pay`, {});
    expect(paying.statusCode).toBe(409);
    expect(paying.json().message).toMatch(/Wise is not configured/);
    const after = await runOf(t, manager, run._id);
    expect(after).toMatchObject({
      status: 'approved',
      failure_message: { id: 'payments.wise_not_configured' },
    });
    const listed = await paymentsOf(t, manager, run._id);
    const creators = listed.find((p) => p.payee_id === creator)!;
    const byHand = await call(t.app, manager, 'POST', `/api/payment/payments/${creators._id}/paid`, {
      reference: 'BANK-7',
    });
    expect(byHand.json().result).toMatchObject({ status: 'approved', ended: 1 });
  });
});
