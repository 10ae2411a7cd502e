import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_PEOPLE_CHOICES,
  ACTIVITY_REPORT_MAX_DAYS,
  ACTIVITY_REPORT_MAX_PAGE,
  ACTIVITY_REPORT_MAX_ROWS,
  ACTIVITY_REPORT_PAGE_ROWS,
} from '../../shared/activityLog';
import { UserType } from '../../shared/roles';
import { addDays, today } from '../../shared/dateRange';
import { foldActivityDays } from '../../server/entities/activityLog/dayTotals';
import { recordActivity } from '../../server/entities/activityLog/repository';
import { activityLogs } from '../../server/entities/activityLog/table';
import { channels } from '../../server/entities/channels/table';
import { users } from '../../server/entities/users/table';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let channelId: string;
let foreignEntry: string;
const RANGE = { from: addDays(today(), -1), to: today() };

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'manager', 'creator', 'creatorteam', 'viewer']) {
    tokens[who] = await t.login(`${who}@example.com`);
  }
  for (const who of ['admin', 'creator', 'rightsholder']) {
    ids[who] = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${who}@example.com`))
    )[0]!.id;
  }
  channelId = (
    await t.db.select({ id: channels.id }).from(channels).where(eq(channels.creatorId, ids.creator!))
  )[0]!.id;
  // A system entry on the creator's channel, and one by staff on a rights holder's account.
  await recordActivity(
    t.db,
    { userId: ids.admin! },
    { action: 'update', entity: 'channels', entityId: channelId },
  );
  await recordActivity(
    t.db,
    { userId: ids.admin! },
    { action: 'update', entity: 'users', entityId: ids.rightsholder! },
  );
  foreignEntry = (
    await t.db
      .select({ id: activityLogs.id })
      .from(activityLogs)
      .where(eq(activityLogs.entityId, ids.rightsholder!))
      .orderBy(sql`${activityLogs.createdAt} desc`)
  )[0]!.id;
});
afterAll(() => t?.close());

const call = (who: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, payload });

interface Entry {
  _id: string;
  entity: string;
  entity_id: string;
  kind: string;
  note: string | null;
  can_edit: boolean;
}
interface ReportPage {
  rows: Array<{ day: string; actor: string; entity: string; action: string; count: number }>;
  page: number;
  has_more: boolean;
  truncated: boolean;
  series: unknown[];
  total: number;
}
/** Every page of a report's table, in order, with the first page's chart and total. */
const wholeReport = async (who: string, filter: object) => {
  const first = (await call(who, 'POST', '/activity/log/report', filter)).json().result as ReportPage;
  const rows = [...first.rows];
  for (let last = first, page = 2; last.has_more; page++) {
    last = (await call(who, 'POST', '/activity/log/report', { ...filter, page })).json().result as ReportPage;
    expect(last.page).toBe(page);
    expect(last.series).toEqual(first.series);
    rows.push(...last.rows);
  }
  return { ...first, rows };
};

const entries = async (who: string, filter: object = {}) => {
  const response = await call(who, 'POST', '/activity/log/report/entries', { ...RANGE, ...filter });
  expect(response.statusCode).toBe(200);
  return (response.json() as { result: { data: Entry[] } }).result.data;
};

describe('the activity log report', () => {
  it('counts by day, person, entity and action for staff, and only their own records for a creator', async () => {
    const admin = await call('admin', 'POST', '/activity/log/report', RANGE);
    expect(admin.statusCode).toBe(200);
    const report = admin.json().result as { rows: { entity: string }[]; series: unknown[]; total: number };
    expect(report.total).toBeGreaterThanOrEqual(2);
    expect(report.rows.some((row) => row.entity === 'users')).toBe(true);

    for (const who of ['creator', 'creatorteam']) {
      const seen = await entries(who);
      expect(seen.some((entry) => entry.entity_id === channelId)).toBe(true);
      expect(seen.some((entry) => entry.entity_id === ids.rightsholder)).toBe(false);
      const counted = (await call(who, 'POST', '/activity/log/report', { ...RANGE, entity: 'users' })).json();
      expect(counted.result.rows.every((row: { actor: string }) => row.actor !== ids.admin)).toBe(true);
    }
  });

  it('answers staff from the kept day totals as counting the entries does, filters and all', async () => {
    const month = { from: addDays(today(), -30), to: today() };
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
    /** The report's rows and chart counted over the entries themselves. */
    const counted = async (filter: { entity?: string; actor?: string; action?: string }) => {
      const where = sql`l.created_at >= ${month.from}::date and l.created_at < ${addDays(month.to, 1)}::date
        ${filter.entity ? sql`and l.entity = ${filter.entity}` : sql``}
        ${filter.actor ? sql`and l.actor_id = ${filter.actor}` : sql``}
        ${filter.action ? sql`and l.action = ${filter.action}` : sql``}`;
      const day = sql`to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD')`;
      return {
        rows: await rows(sql`select ${day} as day, l.actor_id as actor, min(u.name) as actor_name, l.entity,
            l.action, count(*)::int as count from activity_logs l left join users u on u.id = l.actor_id
          where ${where} group by 1, 2, 4, 5 order by 1 desc, 6 desc, 4, 5, 2`),
        series: await rows(sql`select ${day} as day, l.action, count(*)::int as count from activity_logs l
          where ${where} group by 1, 2 order by 1, 2`),
      };
    };
    // One more entry, by staff, today.
    await recordActivity(
      t.db,
      { userId: ids.admin! },
      { action: 'create', entity: 'notes', entityId: channelId },
    );
    // Its count waits as a delta (no day row updated by the writer); the report folds it in first.
    const deltas = () =>
      rows<{ n: number }>(
        sql`select coalesce(sum(n), 0)::int as n from activity_day_deltas
          where actor_id = ${ids.admin!} and entity = 'notes' and action = 'create'`,
      );
    expect(await deltas()).toEqual([{ n: 1 }]);
    for (const filter of [{}, { entity: 'users' }, { actor: ids.admin! }, { action: 'create' }]) {
      const report = await wholeReport('admin', { ...month, ...filter });
      const expected = await counted(filter);
      expect(expected.rows.length).toBeGreaterThan(0);
      expect(report.rows).toEqual(expected.rows);
      expect(report.series).toEqual(expected.series);
      expect(report.total).toBe(
        (expected.series as Array<{ count: number }>).reduce((sum, point) => sum + point.count, 0),
      );
    }
    const kept = async () => [
      await rows(sql`select * from activity_day_totals order by day, actor_id, entity, action`),
      await rows(sql`select * from activity_day_action_totals order by day, action`),
    ];
    expect(await deltas()).toEqual([{ n: 0 }]);
    const before = await kept();
    await t.db.execute(sql`select activity_day_totals_rebuild()`);
    expect(await kept()).toEqual(before);
    // A fold over nothing changes nothing.
    await foldActivityDays(t.db);
    expect(await kept()).toEqual(before);
  });

  it("reads a creator side's entries through the union of its conditions as through the conditions", async () => {
    const { activityScope, activityScopeByUnion } = await import('../../server/entities/activityLog/scope');
    for (const who of ['creator', 'creatorteam']) {
      const [user] = await t.db
        .select()
        .from(users)
        .where(eq(users.email, `${who}@example.com`));
      const owner = who === 'creator' ? user!.id : ids.creator!;
      // A creator's team member acts as type 9 (its account is type 8).
      const type = who === 'creator' ? UserType.CREATOR : UserType.CREATOR_TEAM;
      const auth = { userId: user!.id, type, ownerId: owner } as Parameters<typeof activityScope>[0];
      const read = async (scope: ReturnType<typeof activityScope>) =>
        (
          await t.db.select({ id: activityLogs.id }).from(activityLogs).where(scope).orderBy(activityLogs.id)
        ).map((row) => row.id);
      const byConditions = await read(activityScope(auth));
      expect(byConditions.length).toBeGreaterThan(0);
      expect(await read(activityScopeByUnion(auth))).toEqual(byConditions);
    }
  });

  it('holds the demo notes for staff and for the creator’s side', async () => {
    const month = { from: addDays(today(), -30), to: today() };
    for (const who of ['admin', 'creator', 'creatorteam']) {
      const notes = (await entries(who, month)).filter((entry) => entry.kind === 'note');
      expect(
        notes.some((entry) => entry.note?.includes('Lisbon trip')),
        who,
      ).toBe(true);
    }
    expect((await call('admin', 'POST', '/activity/log/verify', {})).json().result.ok).toBe(true);
  });

  it('answers 400 naming the field for a bad or too long range', async () => {
    const wrong = await call('admin', 'POST', '/activity/log/report', {
      from: '2026-02-30',
      to: '2026-03-01',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('from');
    const reversed = await call('admin', 'POST', '/activity/log/report', { from: RANGE.to, to: RANGE.from });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().field_messages.to.id).toBe('activity.range_order');
    const long = await call('admin', 'POST', '/activity/log/report/export', {
      from: addDays(RANGE.to, -ACTIVITY_REPORT_MAX_DAYS),
      to: RANGE.to,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().field_messages.to.id).toBe('activity.range_too_long');
  });

  it('pages its table, the largest groups first, as deep as the pages reach, for staff and a creator', async () => {
    // More groups than the pages reach, on a day of their own: the creator's own actions, which staff
    // and the creator's side both see.
    const day = addDays(today(), -200);
    const groups = ACTIVITY_REPORT_MAX_ROWS + 60;
    await t.db.execute(sql`insert into activity_logs (actor_id, action, entity, entity_id, created_at)
      select ${ids.creator}, 'update', 'bulk-' || lpad(i::text, 4, '0'), gen_random_uuid(),
        ${day}::date + interval '1 hour' from generate_series(1, ${groups}) i`);
    const range = { from: day, to: day };
    for (const who of ['admin', 'creator']) {
      const first = (await call(who, 'POST', '/activity/log/report', range)).json().result as ReportPage;
      expect(first).toMatchObject({ page: 1, has_more: true, truncated: false, total: groups });
      expect(first.rows).toHaveLength(ACTIVITY_REPORT_PAGE_ROWS);
      const whole = await wholeReport(who, range);
      expect(whole.rows.map((row) => row.entity)).toEqual(
        Array.from({ length: ACTIVITY_REPORT_MAX_ROWS }, (_, i) => `bulk-${String(i + 1).padStart(4, '0')}`),
      );
      const last = (
        await call(who, 'POST', '/activity/log/report', { ...range, page: ACTIVITY_REPORT_MAX_PAGE })
      ).json().result as ReportPage;
      expect(last).toMatchObject({ has_more: false, truncated: true });
      const past = await call(who, 'POST', '/activity/log/report', {
        ...range,
        page: ACTIVITY_REPORT_MAX_PAGE + 1,
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().errors).toHaveProperty('page');
    }
    // A narrower filter fits in the pages: nothing cut.
    const narrow = await wholeReport('admin', { ...range, entity: 'bulk-0001' });
    expect(narrow).toMatchObject({ has_more: false, truncated: false, total: 1 });
  });

  it("offers as filters the people and record types of the caller's entries, searched by name", async () => {
    // The rights holder acting on its own payment settings: staff see it, a creator's side does not.
    await recordActivity(
      t.db,
      { userId: ids.rightsholder! },
      { action: 'update', entity: 'payment-settings', entityId: ids.rightsholder! },
    );
    const [holder] = await t.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, ids.rightsholder!));
    const people = async (who: string, q?: string) => {
      const response = await call(who, 'POST', '/activity/log/report/people', { ...RANGE, ...(q && { q }) });
      expect(response.statusCode).toBe(200);
      return (response.json().result as { data: Array<{ id: string; name: string }> }).data;
    };
    const byName = (list: Array<{ name: string }>) =>
      list.map((person) => person.name.toLowerCase()).every((name, i, all) => i === 0 || all[i - 1]! <= name);
    for (const q of [
      undefined,
      holder!.name,
      holder!.name.slice(0, 2),
      holder!.name.slice(2, 7).toUpperCase(),
    ]) {
      const staff = await people('admin', q);
      expect(staff.length).toBeLessThanOrEqual(ACTIVITY_PEOPLE_CHOICES);
      expect(byName(staff)).toBe(true);
      if (q)
        expect(
          staff.map((person) => person.id),
          q,
        ).toContain(ids.rightsholder);
      for (const who of ['creator', 'creatorteam']) {
        expect((await people(who, q)).map((person) => person.id)).not.toContain(ids.rightsholder);
      }
    }
    expect((await people('creator')).map((person) => person.id)).toContain(ids.admin);
    // A short search matches a name's start; the search's own wildcards are text.
    const start = holder!.name.slice(0, 2).toLowerCase();
    expect(
      (await people('admin', start)).every((person) => person.name.toLowerCase().startsWith(start)),
    ).toBe(true);
    expect(await people('admin', '%')).toEqual([]);
    expect(await people('admin', '_%_')).toEqual([]);

    const entities = async (who: string) =>
      (await call(who, 'POST', '/activity/log/report/entities', RANGE)).json().result.data as string[];
    const staffTypes = await entities('admin');
    expect(staffTypes).toEqual(expect.arrayContaining(['payment-settings', 'users', 'channels']));
    expect(staffTypes).toEqual([...staffTypes].sort());
    for (const who of ['creator', 'creatorteam']) {
      const types = await entities(who);
      expect(types).toContain('channels');
      expect(types).not.toContain('payment-settings');
    }
    for (const path of ['/people', '/entities']) {
      const reversed = await call('admin', 'POST', `/activity/log/report${path}`, {
        from: RANGE.to,
        to: addDays(RANGE.to, -3),
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().field_messages.to.id).toBe('activity.range_order');
      const holderAsks = await t.app.inject({
        method: 'POST',
        url: `/api/activity/log/report${path}`,
        headers: { authorization: `Bearer ${await t.login('rightsholder@example.com')}` },
        payload: RANGE,
      });
      expect(holderAsks.statusCode).toBe(403);
    }
  });

  it('counts videos synced, claimed and taken down', async () => {
    for (const who of ['admin', 'creator']) {
      const response = await call(who, 'POST', '/activity/log/report/total/video/count', RANGE);
      expect(response.statusCode).toBe(200);
      expect(response.json().result).toEqual({
        synced: expect.any(Number),
        claimed: expect.any(Number),
        taken_down: expect.any(Number),
      });
    }
  });
});

describe('notes', () => {
  it('are written on a record the caller sees, changed only by their author or an admin', async () => {
    const added = await call('manager', 'POST', '/activity/log/add', {
      entity: 'users',
      entity_id: ids.rightsholder,
      note: 'Called them about the missing tax form.',
    });
    expect(added.statusCode).toBe(201);
    const note = added.json().result.id as string;
    // Another creator's (here: a rights holder's) record does not exist for a creator.
    const foreign = await call('creator', 'POST', '/activity/log/add', {
      entity: 'users',
      entity_id: ids.rightsholder,
      note: 'Hello',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call('creator', 'PATCH', `/activity/log/${note}`, { note: 'mine now' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('viewer', 'POST', '/activity/log/add', {
          entity: 'users',
          entity_id: ids.rightsholder,
          note: 'x',
        })
      ).statusCode,
    ).toBe(403);
    // Only the author or an admin.
    const byAdmin = await call('admin', 'PUT', `/activity/log/${note}`, { note: 'Tax form received.' });
    expect(byAdmin.statusCode).toBe(200);
    expect((await call('manager', 'PATCH', `/activity/log/${note}`, { note: 'Done.' })).statusCode).toBe(200);
    const mine = await call('creator', 'POST', '/activity/log/add', {
      entity: 'channels',
      entity_id: channelId,
      note: 'Renamed for the new season.',
    });
    expect(mine.statusCode).toBe(201);
    const creatorNote = mine.json().result.id as string;
    const staffSees = (await entries('manager')).find((entry) => entry._id === creatorNote);
    expect(staffSees).toMatchObject({ kind: 'note', can_edit: false });
    expect((await call('manager', 'DELETE', `/activity/log/${creatorNote}`)).statusCode).toBe(403);
    expect((await call('creator', 'DELETE', `/activity/log/${creatorNote}`)).statusCode).toBe(200);
    // The tombstone stays in the chain, its text gone; it cannot be changed again.
    const tomb = (await entries('creator')).find((entry) => entry._id === creatorNote);
    expect(tomb).toMatchObject({ kind: 'note', note: null, can_edit: false });
    expect(
      (await call('creator', 'PATCH', `/activity/log/${creatorNote}`, { note: 'back' })).statusCode,
    ).toBe(409);
  });

  it('never lets an entry written by the system be changed or removed', async () => {
    for (const method of ['PATCH', 'PUT'] as const) {
      const response = await call('admin', method, `/activity/log/${foreignEntry}`, { note: 'rewritten' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message_id).toBe('activity.system_entry');
    }
    expect((await call('admin', 'DELETE', `/activity/log/${foreignEntry}`)).statusCode).toBe(403);
  });
});

describe('the CSV export', () => {
  it('streams the entries with every cell formula-safe', async () => {
    const added = await call('admin', 'POST', '/activity/log/add', {
      entity: 'channels',
      entity_id: channelId,
      note: '=HYPERLINK("http://evil.example","click")',
    });
    expect(added.statusCode).toBe(201);
    const response = await call('admin', 'POST', '/activity/log/report/export', RANGE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.body.split('\r\n')[0]).toBe('Date (UTC),Person,Action,Entity,Record,Kind,Note');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(response.body).not.toMatch(/,=HYPERLINK/);
    // A creator's file holds only its own records.
    const creator = await call('creator', 'POST', '/activity/log/report/export', RANGE);
    expect(creator.body).not.toContain(ids.rightsholder);
  });
});

describe('the hash chain', () => {
  it('is whole as the app wrote it, and names an entry changed in SQL behind its back', async () => {
    expect((await call('creator', 'POST', '/activity/log/verify', {})).statusCode).toBe(403);
    const whole = await call('admin', 'POST', '/activity/log/verify', {});
    expect(whole.statusCode).toBe(200);
    expect(whole.json().result).toMatchObject({ ok: true, broken: null });
    expect(whole.json().result.checked).toBeGreaterThan(2);

    await t.db.execute(sql`update activity_logs set action = 'create' where id = ${foreignEntry}`);
    const broken = (await call('manager', 'POST', '/activity/log/verify', {})).json().result;
    expect(broken).toMatchObject({ ok: false, broken: { id: foreignEntry, reason: 'changed' } });
    await t.db.execute(sql`update activity_logs set action = 'update' where id = ${foreignEntry}`);
    expect((await call('admin', 'POST', '/activity/log/verify', {})).json().result.ok).toBe(true);

    // A note's text is checked against the digest its last chained entry holds.
    const note = (await entries('admin')).find((entry) => entry.kind === 'note' && entry.note !== null)!;
    await t.db.execute(sql`update activity_logs set note = 'forged' where id = ${note._id}`);
    const forged = (await call('admin', 'POST', '/activity/log/verify', {})).json().result;
    expect(forged).toMatchObject({ ok: false, broken: { id: note._id, reason: 'note_changed' } });
  });
});
