import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayeeKind, RoyaltyLineState } from '../../shared/royalties';
import { addLines, clearRoyalties, idOf, usd } from '../support/royaltyLines';
import { call, createTestApp, type TestApp } from '../support/testApp';

describe('payment history', () => {
  let t: TestApp;
  let rita: string;
  let creator: string;
  let ritasPayment: string;
  const as = async (email: string, method: string, url: string, body?: unknown) =>
    call(t.app, await t.login(email), method, `/api${url}`, body);

  beforeAll(async () => {
    t = await createTestApp({ noWorker: true });
    await clearRoyalties(t.db);
    rita = await idOf(t.db, 'rightsholder@example.com');
    creator = await idOf(t.db, 'creator@example.com');
    await addLines(t.db, [
      { payee: rita, creator, period: '2025-01', dollars: 30, video: 'chloeVid001' },
      { payee: rita, creator, period: '2025-02', dollars: 12.5, video: 'chloeVid002' },
      { payee: rita, creator, period: '2025-03', dollars: 8, video: 'chloeVid002' },
      { payee: rita, period: '2025-03', dollars: 5, state: RoyaltyLineState.VOID },
      { payee: creator, kind: PayeeKind.CREATOR, period: '2025-02', dollars: 20, video: 'chloeVid001' },
    ]);
    // January and February paid by hand; March still due.
    const manager = await t.login('manager@example.com');
    const run = (await call(t.app, manager, 'POST', '/api/payment/runs/open', { period: '2025-02' })).json()
      .result;
    await call(t.app, manager, 'POST', `/api/payment/runs/${run._id}/approve`, {});
    const listed = (await call(t.app, manager, 'POST', `/api/payment/runs/${run._id}/payments`, {})).json()
      .result.data as { _id: string; payee_id: string }[];
    for (const payment of listed) {
      const paid = await call(t.app, manager, 'POST', `/api/payment/payments/${payment._id}/paid`, {
        reference: 'BANK-1',
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    ritasPayment = listed.find((p) => p.payee_id === rita)!._id;
  });
  afterAll(() => t.close());

  it('totals what is paid and due, per month, for staff and for a payee its own', async () => {
    const staff = (await as('admin@example.com', 'GET', '/payment/history/overview')).json().result;
    expect(staff).toMatchObject({
      paid_micros: usd(62.5).toString(),
      due_micros: usd(8).toString(),
      line_count: 4,
    });
    expect(staff.series.map((m: { month: string }) => m.month)).toEqual(['2025-01', '2025-02', '2025-03']);
    const own = (await as('rightsholder@example.com', 'GET', '/payment/history/overview')).json().result;
    expect(own).toMatchObject({
      paid_micros: usd(42.5).toString(),
      due_micros: usd(8).toString(),
      line_count: 3,
    });
    const ranged = (
      await as('rightsholder@example.com', 'GET', '/payment/history/overview?from=2025-02-10&to=2025-03-31')
    ).json().result;
    expect(ranged).toMatchObject({ paid_micros: usd(12.5).toString(), line_count: 2 });
  });

  it('lists the payments in one statement: page, order, filters and the total past the last page', async () => {
    const list = async (email: string, body: object) =>
      (await as(email, 'POST', '/payment/history/payments', body)).json().result;
    const staff = await list('admin@example.com', { sort: 'amount', order: 'ASC' });
    expect(staff.total).toBe(2);
    expect(staff.data).toEqual([
      expect.objectContaining({
        payee_name: 'Chloe Creator',
        payee_kind: 'creator',
        amount_micros: usd(20).toString(),
        period: '2025-02',
        line_count: 1,
        status: 'paid_by_hand',
      }),
      expect.objectContaining({ _id: ritasPayment, amount_micros: usd(42.5).toString(), line_count: 2 }),
    ]);
    expect(await list('admin@example.com', { page: 3, limit: 1 })).toEqual({ total: 2, data: [] });
    expect((await list('admin@example.com', { filter: { from: '2025-02-10' } })).total).toBe(2);
    expect(await list('admin@example.com', { filter: { to: '2025-01-31' } })).toEqual({ total: 0, data: [] });
    expect((await list('admin@example.com', { filter: { status: 'due' } })).total).toBe(0);
    const own = await list('rightsholder@example.com', { limit: 1 });
    expect(own).toMatchObject({ total: 1, data: [{ _id: ritasPayment }] });
    const limited = await list('managerlimited@example.com', {});
    expect(limited.total).toBe(2);
    expect(limited.data.every((p: { amount_micros: null }) => p.amount_micros === null)).toBe(true);
  });

  it('never answers amounts to types 5, 7, 8 and 9', async () => {
    for (const email of ['managerlimited@example.com', 'viewerlimited@example.com', 'rhteam@example.com']) {
      const overview = (await as(email, 'GET', '/payment/history/overview')).json().result;
      expect(overview.paid_micros, email).toBeNull();
      expect(overview.series.every((m: { paid_micros: null }) => m.paid_micros === null)).toBe(true);
      const byVideo = (await as(email, 'POST', '/payment/history/by/video', {})).json().result;
      expect(byVideo.data.length, email).toBeGreaterThan(0);
      expect(byVideo.data.every((row: { paid_micros: null }) => row.paid_micros === null)).toBe(true);
    }
    const team = await as('rhteam@example.com', 'GET', `/payment/history/payments/${ritasPayment}`);
    expect(team.statusCode).toBe(200);
    expect(team.json().result.amount_micros).toBeNull();
    expect(team.json().result.lines[0].amount_micros).toBeNull();
    expect(
      (await as('rhteam@example.com', 'GET', `/payment/history/payments/${ritasPayment}/statement`))
        .statusCode,
    ).toBe(403);
  });

  it('groups by creator, channel, rights holder and video, sorted and searched in the database', async () => {
    const byCreator = (await as('admin@example.com', 'POST', '/payment/history/by/creator', {})).json()
      .result;
    expect(byCreator.data).toEqual([
      expect.objectContaining({ _id: creator, name: 'Chloe Creator', paid_micros: usd(62.5).toString() }),
    ]);
    const byVideo = (
      await as('rightsholder@example.com', 'POST', '/payment/history/by/video', {
        sort: 'name',
        order: 'ASC',
      })
    ).json().result;
    expect(byVideo.data.map((row: { name: string }) => row.name)).toEqual([
      'Lisbon in a day',
      'Night train to Porto',
    ]);
    expect(byVideo.data[1]).toMatchObject({
      paid_micros: usd(12.5).toString(),
      due_micros: usd(8).toString(),
    });
    const searched = (
      await as('admin@example.com', 'POST', '/payment/history/by/video', { search: 'porto' })
    ).json().result;
    expect(searched.total).toBe(1);
    const bad = await as('admin@example.com', 'POST', '/payment/history/by/video', { sort: 'password' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses the reports the declaration does not give, and another payee’s payment', async () => {
    expect((await as('creator@example.com', 'POST', '/payment/history/by/creator', {})).statusCode).toBe(403);
    expect((await as('rightsholder@example.com', 'POST', '/payment/history/by/creator', {})).statusCode).toBe(
      403,
    );
    expect(
      (await as('rightsholder@example.com', 'POST', '/payment/history/by/right-holder', {})).statusCode,
    ).toBe(403);
    expect(
      (await as('creator@example.com', 'GET', `/payment/history/payments/${ritasPayment}`)).statusCode,
    ).toBe(404);
    expect(
      (await as('creator@example.com', 'GET', `/payment/history/payments/${ritasPayment}/statement`))
        .statusCode,
    ).toBe(404);
  });

  it('shows the payee its payment with its lines, and its statement as PDF and formula-safe CSV', async () => {
    const own = await as('rightsholder@example.com', 'GET', `/payment/history/payments/${ritasPayment}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().result).toMatchObject({
      status: 'paid_by_hand',
      reference: 'BANK-1',
      amount_micros: usd(42.5).toString(),
      line_count: 2,
    });
    expect(own.json().result.lines.map((l: { video_title: string }) => l.video_title)).toEqual([
      'Lisbon in a day',
      'Night train to Porto',
    ]);
    const pdf = await as(
      'rightsholder@example.com',
      'GET',
      `/payment/history/payments/${ritasPayment}/statement`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await as(
      'rightsholder@example.com',
      'GET',
      `/payment/history/payments/${ritasPayment}/statement?format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('2025-01,chloeVid001,Lisbon in a day');
    expect(csv.body).toContain('Total,,,,,42.5,USD');
    const payments = (await as('rightsholder@example.com', 'POST', '/payment/history/payments', {})).json()
      .result;
    expect(payments.data.map((p: { _id: string }) => p._id)).toEqual([ritasPayment]);
  });
});
