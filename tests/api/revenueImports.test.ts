import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revenueLines } from '../../server/entities/royalties/table';
import { activityLogs } from '../../server/entities/activityLog/table';
import { REVENUE_IMPORTS_OPEN_PER_PERSON } from '../../shared/royalties';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Answer = { status: number; body: any };

const HEADER_BLOCK = 'Content Owner,Acme Music\nReport,Video revenue\n\n';
const COLUMNS = 'Day,Video ID,Channel ID,Owned Views,Partner Revenue\n';
/** A month's report: each row's amount as text, exactly as YouTube writes it. */
const report = (month: string, amounts: string[], extra = '') =>
  HEADER_BLOCK +
  COLUMNS +
  amounts
    .map(
      (amount, i) =>
        `${month}-0${1 + (i % 9)},vid${String(i).padStart(8, '0')},UCchan${i % 3},${100 + i},${amount}`,
    )
    .join('\n') +
  extra;

const upload = async (token: string, month: string, csv: string): Promise<Answer> => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/royalties/revenue/upload?period=${month}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    payload: csv,
  });
  return { status: response.statusCode, body: response.json() };
};

const call = async (token: string, method: string, url: string, payload?: object): Promise<Answer> => {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json() };
};

/** Waits for the import's job to leave `state` and answers the import. */
async function settled(id: string, state: string) {
  for (let i = 0; i < 100; i++) {
    const { body } = await call(admin, 'GET', `/royalties/revenue/imports/${id}`);
    if (body.result.status !== state) return body.result;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`import ${id} stayed ${state}`);
}

const linesOf = async (importId: string) =>
  t.db
    .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(amount_micros), 0)::text` })
    .from(revenueLines)
    .where(eq(revenueLines.importId, importId))
    .then((rows) => rows[0]!);

/** Uploads, checks and imports a report: the import in force. */
async function imported(month: string, csv: string, body: object = {}) {
  const { status, body: answer } = await upload(admin, month, csv);
  expect(status).toBe(201);
  const checked = await settled(answer.result._id, 'checking');
  expect(checked.status).toBe('checked');
  const started = await call(admin, 'POST', `/royalties/revenue/imports/${checked._id}/import`, body);
  expect(started.status).toBe(202);
  const done = await settled(checked._id, 'importing');
  expect(done.status).toBe('imported');
  return done;
}

describe('revenue imports', () => {
  it('checks a report into a preview, then imports its lines in exact micro-units', async () => {
    const amounts = ['0.1', '0.2', '12.345678', '1000000.000001', '-0.5', '0.0000005'];
    const { status, body } = await upload(admin, '2026-08', report('2026-08', amounts));
    expect(status).toBe(201);
    expect(body.result).toMatchObject({ period: '2026-08', source: 'youtube_report' });
    const checked = await settled(body.result._id, 'checking');
    expect(checked).toMatchObject({
      status: 'checked',
      row_count: 6,
      error_count: 0,
      // 0.1 + 0.2 + 12.345678 + 1000000.000001 - 0.5 + 0.000001 (rounded up from 0.0000005)
      total_micros: '1000012145680',
      progress: 100,
    });
    expect(checked.preview[0]).toMatchObject({
      line: 5,
      video_id: 'vid00000000',
      amount_micros: '100000',
      views: '100',
    });
    // Nothing is in force before the import.
    expect((await linesOf(checked._id)).n).toBe(0);
    await call(admin, 'POST', `/royalties/revenue/imports/${checked._id}/import`, {});
    const done = await settled(checked._id, 'importing');
    expect(done).toMatchObject({ status: 'imported', imported_by: expect.any(String) });
    expect(await linesOf(checked._id)).toEqual({ n: 6, total: '1000012145680' });
  });

  it('keeps a reason per bad row, and imports the others only when asked to', async () => {
    const csv =
      report('2026-07', ['1.00', '2.00']) +
      '\n2026-07-03,short,UC1,1,3.00\n2026-08-01,vid00000009,UC1,1,4.00\n2026-07-04,vid00000010,UC1,1,=1+2';
    const { body } = await upload(admin, '2026-07', csv);
    const checked = await settled(body.result._id, 'checking');
    expect(checked).toMatchObject({
      status: 'checked',
      row_count: 2,
      error_count: 3,
      total_micros: '3000000',
    });
    expect(checked.errors.map((e: { line: number; field: string }) => `${e.line}.${e.field}`)).toEqual([
      '7.video',
      '8.day',
      '9.revenue',
    ]);
    expect(checked.errors[1]).toMatchObject({
      reason: 'must be a day of 2026-07 (YYYY-MM-DD)',
      message: { id: 'royalties.bad_day', params: { period: '2026-07' } },
    });
    const refused = await call(admin, 'POST', `/royalties/revenue/imports/${checked._id}/import`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message_id).toBe('royalties.has_errors');
    await call(admin, 'POST', `/royalties/revenue/imports/${checked._id}/import`, { skip_errors: true });
    expect((await settled(checked._id, 'importing')).status).toBe('imported');
    expect(await linesOf(checked._id)).toEqual({ n: 2, total: '3000000' });
  });

  it('changes nothing when the same file is uploaded again; replaces the month only when asked, with an audit', async () => {
    const csv = report('2026-06', ['5.00', '6.00']);
    const first = await imported('2026-06', csv);
    const again = await upload(admin, '2026-06', csv);
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ _id: first._id, duplicate: true, status: 'imported' });
    expect(await linesOf(first._id)).toEqual({ n: 2, total: '11000000' });

    const corrected = report('2026-06', ['5.00', '6.50']);
    const { body } = await upload(admin, '2026-06', corrected);
    const checked = await settled(body.result._id, 'checking');
    const refused = await call(admin, 'POST', `/royalties/revenue/imports/${checked._id}/import`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message_id).toBe('royalties.period_imported');
    expect((await call(admin, 'GET', `/royalties/revenue/imports/${checked._id}`)).body.result.status).toBe(
      'checked',
    );

    await call(admin, 'POST', `/royalties/revenue/imports/${checked._id}/import`, { replace: true });
    expect((await settled(checked._id, 'importing')).status).toBe('imported');
    const old = (await call(admin, 'GET', `/royalties/revenue/imports/${first._id}`)).body.result;
    expect(old).toMatchObject({ status: 'replaced', replaced_by: checked._id });
    expect(await linesOf(first._id)).toEqual({ n: 0, total: '0' });
    expect(await linesOf(checked._id)).toEqual({ n: 2, total: '11500000' });
    const [audit] = await t.db
      .select()
      .from(activityLogs)
      .where(sql`${activityLogs.entity} = 'revenue_imports' and ${activityLogs.entityId} = ${checked._id}`);
    expect(audit).toMatchObject({
      action: 'update',
      before: { total_micros: '11000000', import: first._id },
      after: { total_micros: '11500000' },
    });
  });

  it('fails a file with no column row, saying why, and lets it be discarded', async () => {
    const { body } = await upload(admin, '2026-05', 'a,b\n1,2\n');
    const failed = await settled(body.result._id, 'checking');
    expect(failed).toMatchObject({
      status: 'failed',
      failure: 'The file has no column row naming the video id and the revenue.',
      failure_message: { id: 'royalties.no_columns' },
    });
    const discarded = await call(admin, 'DELETE', `/royalties/revenue/imports/${failed._id}`);
    expect(discarded.status).toBe(200);
    expect((await call(admin, 'GET', `/royalties/revenue/imports/${failed._id}`)).status).toBe(404);
  });

  it('refuses bad requests with the field and the reason, and changes nothing', async () => {
    const future = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)).toISOString().slice(0, 7);
    expect((await upload(admin, future, report(future, ['1']))).body.errors).toEqual({
      period: 'must be a past or current month, as YYYY-MM',
    });
    expect((await upload(admin, '2026-13', 'x')).status).toBe(400);
    const notCsv = await t.app.inject({
      method: 'POST',
      url: '/api/royalties/revenue/upload?period=2026-04',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: { a: 1 },
    });
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().errors).toEqual({ file: 'must be sent as the body, as text/csv' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin, 'GET', `/royalties/revenue/imports/${unknown}`)).status).toBe(404);
    expect((await call(admin, 'POST', `/royalties/revenue/imports/${unknown}/import`, {})).status).toBe(404);
    expect(
      (await call(admin, 'POST', `/royalties/revenue/imports/${unknown}/import`, { other: 1 })).status,
    ).toBe(400);
  });

  it('holds each person to a number of open imports', async () => {
    const manager = await t.login('manager@example.com');
    const ids: string[] = [];
    for (let i = 0; i < REVENUE_IMPORTS_OPEN_PER_PERSON; i++) {
      const { status, body } = await upload(manager, '2025-0' + (1 + i), report('2025-0' + (1 + i), ['1']));
      expect(status).toBe(201);
      ids.push(body.result._id);
    }
    const refused = await upload(manager, '2025-09', report('2025-09', ['1']));
    expect(refused.status).toBe(429);
    expect(refused.body.message_id).toBe('royalties.too_many_open');
    // Someone else is not held to the manager's count.
    expect((await upload(admin, '2025-09', report('2025-09', ['1']))).status).toBe(201);
    for (const id of ids) await settled(id, 'checking');
    expect((await call(manager, 'DELETE', `/royalties/revenue/imports/${ids[0]}`)).status).toBe(200);
    expect((await upload(manager, '2025-09', report('2025-09', ['2']))).status).toBe(201);
  });

  it('shows imports only to the staff who see money, and lets only admins and managers import', async () => {
    const { body } = await call(admin, 'POST', '/royalties/revenue/imports', {
      filter: { period: '2026-06' },
    });
    expect(body.result.data.map((row: { status: string }) => row.status).sort()).toEqual([
      'imported',
      'replaced',
    ]);
    const viewer = await t.login('viewer@example.com');
    expect((await call(viewer, 'POST', '/royalties/revenue/imports', {})).status).toBe(200);
    expect((await upload(viewer, '2026-04', report('2026-04', ['1']))).status).toBe(403);
    for (const email of [
      'viewerlimited@example.com',
      'managerlimited@example.com',
      'creator@example.com',
      'rightsholder@example.com',
    ]) {
      const token = await t.login(email);
      expect((await call(token, 'POST', '/royalties/revenue/imports', {})).status, email).toBe(403);
      expect((await upload(token, '2026-04', report('2026-04', ['1']))).status, email).toBe(403);
    }
  });
});
