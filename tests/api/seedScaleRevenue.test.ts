import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../../scripts/seedScale';
import { verifyChain } from '../../server/entities/activityLog/verify';
import { windowMismatches } from '../support/royaltyLines';
import { createTestApp, type TestApp } from '../support/testApp';

/** The bench's revenue at a small scale: its lines must add up as the real split's do. */
const SCALE = {
  channels: 300,
  creators: 30,
  rightsHolders: 30,
  agreements: 300,
  videos: 600,
  revenueLines: 6_000,
  revenueMonths: 6,
  earningVideos: 200,
  unpaidMonths: 2,
  messages: 50,
  activityEntries: 500,
  monitoredChannels: 60,
  foundVideos: 1_200,
};

let t: TestApp;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Where the WAL is now, and where the last checkpoint's redo starts (what a crash would replay). */
const walPoints = async () =>
  (
    await rows<{ now: string; redo: string }>(
      sql`select pg_current_wal_lsn()::text as now, (select redo_lsn::text from pg_control_checkpoint()) as redo`,
    )
  )[0]!;
let walBefore = '';
/** The last entry of each chain of the demo's activity log: the scale's come after them. */
let seqsBefore = '[]';

/** The GIN indexes searches read, each with whether it is written through (no pending list). */
const GIN_INDEXES = [
  'youtube_videos_title_words_idx',
  'assets_search_idx',
  'assets_licensable_search_idx',
  'assets_title_trgm_idx',
];
const writtenThrough = async () =>
  rows<{ name: string; through: boolean }>(
    sql`select relname as name, coalesce('fastupdate=false' = any(reloptions), false) as through
      from pg_class where relname in (${sql.join(
        GIN_INDEXES.map((name) => sql`${name}`),
        sql`, `,
      )})
      order by relname`,
  );
let writtenThroughBefore: Awaited<ReturnType<typeof writtenThrough>> = [];

beforeAll(async () => {
  t = await createTestApp();
  walBefore = (await walPoints()).now;
  seqsBefore = JSON.stringify(
    await rows<{ chain: number; seq: number }>(
      sql`select chain, max(seq)::int as seq from activity_logs group by chain`,
    ),
  );
  writtenThroughBefore = await writtenThrough();
  // As on PGlite (single-user, nothing checkpoints by itself): a CHECKPOINT after each statement.
  await seedScale(t.db, SCALE, { checkpoints: true });
}, 300_000);
afterAll(() => t.close());

describe('seed:scale kept rows', () => {
  it('leaves the GIN indexes written through, as the migrations make them', async () => {
    const expected = [...GIN_INDEXES].sort().map((name) => ({ name, through: true }));
    expect(writtenThroughBefore).toEqual(expected);
    expect(await writtenThrough()).toEqual(expected);
  });

  it('checkpoints after each statement when asked, so the WAL before it can be recycled', async () => {
    const { now, redo } = await walPoints();
    const [{ written, unsettled }] = await rows<{ written: number; unsettled: number }>(
      sql`select pg_wal_lsn_diff(${now}, ${walBefore})::float8 as written,
        pg_wal_lsn_diff(${now}, ${redo})::float8 as unsettled`,
    );
    // The load wrote megabytes of WAL; next to nothing of it is after the last checkpoint.
    expect(written).toBeGreaterThan(1_000_000);
    expect(unsettled).toBeLessThan(written / 20);
  });

  it("leaves the found channels' totals, the prospects, the search words and the day and month key totals as their rebuilds make them", async () => {
    for (const [table, order, rebuild = `${table}_rebuild`] of [
      ['found_channel_totals', 'channel_id'],
      ['prospect_channels', 'channel_id'],
      ['search_words', 'scope, word'],
      ['day_totals', 'kind, day'],
      ['month_key_totals', 'kind, month, key'],
      ['activity_day_totals', 'day, actor_id, entity, action'],
      // Made again with the day totals.
      ['activity_day_action_totals', 'day, action', 'activity_day_totals_rebuild'],
    ] as const) {
      const read = () => rows(sql`select * from ${sql.identifier(table)} order by ${sql.raw(order)}`);
      const loaded = await read();
      expect(loaded.length, table).toBeGreaterThan(0);
      await t.db.execute(sql`select ${sql.raw(rebuild)}()`);
      expect(await read(), table).toEqual(loaded);
    }
  });
});

describe('seed:scale activity', () => {
  it('writes the entries asked for, one per record, oldest first, on an unbroken chain', async () => {
    const [written] = await rows<{ n: number; records: number; backwards: number }>(sql`
      select count(*)::int as n, count(distinct entity_id)::int as records,
        count(*) filter (where created_at < previous)::int as backwards
      from (select entity_id, created_at, lag(created_at) over (partition by chain order by seq) as previous
            from activity_logs l where seq > coalesce((select b.seq
              from jsonb_to_recordset(${seqsBefore}::jsonb) as b(chain int, seq bigint)
              where b.chain = l.chain), 0)) scale`);
    expect(written).toEqual({ n: SCALE.activityEntries, records: SCALE.activityEntries, backwards: 0 });
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });
});

describe('seed:scale revenue', () => {
  it("leaves the reports' kept window as the running sums give it", async () => {
    expect(await windowMismatches(t.db)).toEqual([]);
    const [kept] = await rows<{ n: number }>(
      sql`select count(*)::int as n from earnings_window where dimension = 'video'`,
    );
    expect(kept!.n).toBeGreaterThan(0);
  });

  it('imports the lines asked for, one report a month', async () => {
    const [counted] = await rows<{ imports: number; lines: number; in_rows: number }>(sql`
      select count(distinct i.id)::int as imports, count(l.id)::int as lines,
             (select sum(row_count)::int from revenue_imports where source = 'youtube_report') as in_rows
      from revenue_imports i join revenue_lines l on l.import_id = i.id where i.source = 'youtube_report'`);
    expect(counted).toEqual({ imports: 6, lines: 6_000, in_rows: 6_000 });
  });

  it("splits each video's month exactly into its creator's, rights holder's and company's lines", async () => {
    const mismatched = await rows(sql`
      with scale_creators as (select id from users where email like 'scale.creator.%'), revenue as (
        select l.period, l.video_id, sum(l.amount_micros) as amount
        from revenue_lines l join revenue_imports i on i.id = l.import_id
        where i.source = 'youtube_report' group by 1, 2
      ), royalties as (
        select period, video_id, sum(amount_micros) as amount, count(*) as lines
        from royalty_lines where creator_id in (select id from scale_creators) group by 1, 2
      )
      select r.period, r.video_id, r.amount::text as revenue, y.amount::text as royalties, y.lines
      from revenue r full join royalties y using (period, video_id)
      where r.amount is distinct from y.amount or y.lines <> 3`);
    expect(mismatched).toEqual([]);
  });

  it('pays every month but the latest two by a run, each payment the sum of its lines', async () => {
    const months = await rows<{ paid: boolean; n: number }>(sql`
      select (payment_id is not null) as paid, count(distinct period)::int as n from royalty_lines
      where payee_kind <> 'company' and creator_id in (select id from users where email like 'scale.creator.%')
      group by 1 order by 1`);
    expect(months).toEqual([
      { paid: false, n: 2 },
      { paid: true, n: 4 },
    ]);
    const wrong = await rows(sql`
      select p.id from payments p join royalty_lines l on l.payment_id = p.id
      group by p.id, p.amount_micros having sum(l.amount_micros) <> p.amount_micros`);
    expect(wrong).toEqual([]);
  });

  it('keeps the rollups equal to the lines they add up', async () => {
    const [sums] = await rows<{
      lines: string;
      rollups: string;
      running: string;
      payee_lines: number;
      history_lines: number;
    }>(sql`
      select (select sum(amount_micros)::text from royalty_lines) as lines,
             (select sum(amount_micros)::text from royalty_rollups where dimension = 'payee') as rollups,
             (select (total_micros + void_micros)::text from earnings_running
              where dimension = 'all' and key = '' order by period desc limit 1) as running,
             (select count(*)::int from royalty_lines where payee_kind <> 'company' and state <> 'void') as payee_lines,
             (select history_line_count::int from earnings_running
              where dimension = 'all' and key = '' order by period desc limit 1) as history_lines`);
    expect(sums!.rollups).toBe(sums!.lines);
    // The running sums were rebuilt after the load (their triggers were off during it).
    expect(sums!.running).toBe(sums!.lines);
    expect(sums!.history_lines).toBe(sums!.payee_lines);
  });

  it('gives the scale creators Contact Us threads, the answered ones with a reply', async () => {
    const [counted] = await rows<{ threads: number; unanswered: number }>(sql`
      select count(*)::int as threads,
             count(*) filter (where not exists (select 1 from contact_us_replies r where r.message_id = m.id))::int
               as unanswered
      from contact_us_messages m where m.message like 'Scale message %'`);
    expect(counted).toEqual({ threads: 50, unanswered: 5 });
  });
});
