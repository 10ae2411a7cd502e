// The bench's honest floors for issue 37's dashboards: each the same cards, months and top lists as
// the dashboard answers, written by hand as a careful engineer would (kept counts where they exist, the
// narrowest index otherwise, every statement of a dashboard sent at once), calling none of the app's
// dashboard code. Mounted on the floor server (scripts/benchFloor.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/platform/db/client';
import { LAST_MONTHS_PRESETS, MONTHS_TO_DATE } from '../shared/constants';
import type { FloorPeople } from './benchHandFloors';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The first day of the month `back` months before this one (UTC). */
function monthStart(back: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

/**
 * The months a dashboard's body asks for, every month its days touch (first days of the first and last
 * month), the twelve whole months before this one when it names none (as the pages open).
 */
function monthsOfBody(body: unknown) {
  const { from, to } = (body ?? {}) as { from?: string; to?: string };
  return {
    from: from ? `${from.slice(0, 7)}-01` : monthStart(12),
    to: to ? `${to.slice(0, 7)}-01` : monthStart(1),
  };
}

/**
 * Which month key window holds those months (this month's bounds): N for the N whole months before
 * this one, -N for the N months up to it; none for other months.
 */
function monthKeyWindow({ from, to }: { from: string; to: string }) {
  const index = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  const count = index(to) - index(from) + 1;
  if (to === monthStart(1) && (LAST_MONTHS_PRESETS as readonly number[]).includes(count)) return count;
  if (to === monthStart(0) && (MONTHS_TO_DATE as readonly number[]).includes(count)) return -count;
  return undefined;
}

export function mountDashboardFloors(app: FastifyInstance, db: Database, people: FloorPeople) {
  const all = (statements: SQL[]) => Promise.all(statements.map((s) => db.execute(s).then(rowsOf)));
  // The reads below over the months the body asks for (the last twelve whole months by default), and
  // the window of a range of a user's own when one is made for them (month_key_ranges, migration 0074).
  const over = async (body: unknown) => {
    const months = monthsOfBody(body);
    const [own] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from month_key_ranges where first_month = ${months.from}::date
        and last_month = ${months.to}::date and cardinality(kinds) = 2`),
    );
    return floors({ ...months, own: own?.id });
  };
  const floors = ({ from, to, own }: { from: string; to: string; own?: number }) => {
    const inRange = (column: string) =>
      sql`${sql.raw(column)} >= ${from}::date and ${sql.raw(column)} < (${to}::date + interval '1 month')`;
    const perMonth = (table: string, column: string, where: SQL = sql`true`) =>
      sql`select to_char(date_trunc('month', ${sql.raw(column)}), 'YYYY-MM') as period, count(*)::int as count
      from ${sql.raw(table)} where ${inRange(column)} and ${where} group by 1 order by 1`;
    // A kind's months, or its range's total, from the kept day totals (day_totals).
    const keptMonths = (kind: string) =>
      sql`select to_char(day, 'YYYY-MM') as period, sum(n)::int as count from day_totals
      where kind = ${kind} and day >= ${from}::date and day < (${to}::date + interval '1 month')::date
      group by 1 order by 1`;
    const keptTotal = (kind: string) =>
      sql`(select coalesce(sum(n), 0) from day_totals
      where kind = ${kind} and day >= ${from}::date and day < (${to}::date + interval '1 month')::date)`;
    // A kind's keys with the most over the range from their kept window (month_key_windows, on its top
    // index) when one holds its months, else its month totals added up per key (their range index).
    const keptTop = (kind: string, name: SQL) => {
      const months = monthKeyWindow({ from, to }) ?? own;
      const keys =
        months === undefined
          ? sql`select key as _id, sum(n)::int as count from month_key_totals
            where kind = ${kind} and month between ${from} and ${to}
            group by key having sum(n) > 0 order by 2 desc, 1 limit 5`
          : sql`select key as _id, n::int as count from month_key_windows
            where kind = ${kind} and months = ${months} and n > 0 order by n desc, key limit 5`;
      return sql`select t._id, ${name} as name, t.count from (${keys}) t order by 3 desc, 1`;
    };
    // A payee's months from its own rollups; everyone's from the whole business's running rows.
    const payeeMonths = (scope?: SQL) =>
      scope
        ? sql`select to_char(period, 'YYYY-MM') as period, sum(line_count)::int as lines,
          sum(amount_micros) filter (where state <> 'void')::text as total
        from royalty_rollups where dimension = 'payee' and period between ${from} and ${to} ${scope}
        group by period order by period`
        : sql`select * from (select to_char(period, 'YYYY-MM') as period,
          (line_count - coalesce(lag(line_count) over w, 0))::int as lines,
          (total_micros - coalesce(lag(total_micros) over w, 0))::text as total
        from earnings_running where dimension = 'all' and key = ''
          and period between (${from}::date - interval '1 month')::date and ${to}
        window w as (order by period)) m where m.period >= to_char(${from}::date, 'YYYY-MM')`;
    return { from, to, inRange, perMonth, keptMonths, keptTotal, keptTop, payeeMonths };
  };

  app.post('/floor/dashboards/analytics', async (request) => {
    const { keptMonths, payeeMonths } = await over(request.body);
    return {
      result: await all([
        sql`select
          (select sum(n) from asset_stage_totals where stage = 'pending_review')::int as reviews,
          (select sum(n) from claim_status_totals where status = 1)::int as claims_pending,
          (select sum(n) from claim_status_totals where status in (4, 5))::int as disputes,
          (select count(*) from copyright_takedowns where due_at is not null
             and due_at < now() + interval '30 days')::int as takedown_deadlines,
          (select sum(n) from inquiry_status_totals where status = 0)::int as inquiries_pending,
          (select n from library_totals where facet = '' and value = '') as content,
          (select sum(n) from contact_us_status_totals where status = 0)::int as messages_new,
          (select sum(n) from channel_status_totals where status <> 3)::int as channels`,
        keptMonths('claims_created'),
        keptMonths('content_approved'),
        payeeMonths(),
      ]),
    };
  });

  app.post('/floor/dashboards/graphs', async (request) => {
    const { keptMonths, payeeMonths } = await over(request.body);
    return {
      result: await all([
        sql`select (select sum(n) from channel_status_totals where status <> 3)::int as channels,
          (select n from library_totals where facet = '' and value = '') as content`,
        keptMonths('channels_added'),
        keptMonths('content_approved'),
        keptMonths('claims_created'),
        keptMonths('takedowns_created'),
        payeeMonths(),
      ]),
    };
  });

  // The library's creator (scale creator 2): its channels' counts, views, claims, agreements, requests.
  app.post('/floor/dashboards/creator', async (request) => {
    const { perMonth, payeeMonths } = await over(request.body);
    const creator = people.creatorId ?? null;
    const own = sql`(select id from channels where creator_id = ${creator} and status <> 3)`;
    const ownYoutube = sql`(select channel_id from channels where creator_id = ${creator} and status <> 3)`;
    return {
      result: await all([
        sql`select
          (select sum(n) from channel_counts where creator_id = ${creator} and status <> 3)::int as channels,
          (select sum(n) from youtube_video_counts where channel_id in ${own})::int as videos,
          (select sum(view_count) from youtube_videos where channel_id in ${own})::bigint as views,
          (select count(*) from manual_claims where channel_youtube_id in ${ownYoutube} and status <> 3)::int as claims,
          (select count(*) from contracts where creator_id = ${creator} and status = 1
             and end_date between current_date and current_date + 30)::int as agreements_ending,
          (select count(*) from inquiries where creator_id = ${creator} and status = 0)::int as inquiries_pending,
          (select count(*) from contact_us_messages where creator_id = ${creator} and status <> 2)::int as messages_open`,
        perMonth('manual_claims', 'created_at', sql`channel_youtube_id in ${ownYoutube}`),
        sql`select video_id as _id, title as name, view_count as count from youtube_videos
          where channel_id in ${own} order by view_count desc, id limit 5`,
        payeeMonths(sql`and payee_kind = 'creator' and payee_key = ${creator}`),
      ]),
    };
  });

  // Scale channel 1 (the videos list's channel filter's).
  app.post('/floor/dashboards/channel', async (request) => {
    const { from, to, perMonth } = await over(request.body);
    const id = (request.body as { channel_id?: string }).channel_id ?? null;
    const youtube = sql`(select channel_id from channels where id = ${id})`;
    return {
      result: await all([
        sql`select
          (select sum(n) from youtube_video_counts where channel_id = ${id})::int as videos,
          (select sum(n) from youtube_video_counts where channel_id = ${id} and claimed)::int as claimed_videos,
          (select sum(view_count) from youtube_videos where channel_id = ${id})::bigint as views,
          (select count(*) from manual_claims where channel_youtube_id = ${youtube} and status <> 3)::int as claims`,
        perMonth('youtube_videos', 'published_at', sql`channel_id = ${id}`),
        perMonth('manual_claims', 'created_at', sql`channel_youtube_id = ${youtube}`),
        sql`select video_id as _id, title as name, view_count as count from youtube_videos
          where channel_id = ${id} order by view_count desc, id limit 5`,
        sql`select to_char(period, 'YYYY-MM') as period, sum(amount_micros)::text as total from royalty_rollups
          where dimension = 'channel' and key = ${id}::text and period between ${from} and ${to}
          group by period order by period`,
      ]),
    };
  });

  app.post('/floor/dashboards/podcast', async (request) => {
    const { inRange } = await over(request.body);
    return {
      result: await all([
        sql`select (select n from library_totals where facet = 'kind' and value = 'audio') as audio_items,
          (select count(*) from asset_downloads d join assets a on a.id = d.asset_id
           where a.kind = 'audio' and ${inRange('d.created_at')})::int as downloads`,
        sql`select to_char(date_trunc('month', d.created_at), 'YYYY-MM') as period, count(*)::int as count
          from asset_downloads d join assets a on a.id = d.asset_id
          where a.kind = 'audio' and ${inRange('d.created_at')} group by 1 order by 1`,
        sql`select t.value as _id, (select s.name from artists s where s.id = t.value::uuid) as name, t.n as count
          from library_totals t where t.facet = 'speaker' and t.n > 0 order by t.n desc, t.value limit 5`,
      ]),
    };
  });

  app.post('/floor/dashboards/social-media', async (request) => {
    const { keptMonths, keptTotal, keptTop } = await over(request.body);
    return {
      result: await all([
        sql`select (select sum(n) from monitored_channel_status_totals where status <> 3)::int as monitored_channels,
          (select count(*) from monitored_hashtags)::int as hashtags,
          (select sum(n) from found_video_totals where state = 'new')::int as new_matches,
          (select sum(n) from found_video_totals where state = 'new' and has_audio)::int as new_audio_matches,
          ${keptTotal('found_videos')}::int as found,
          ${keptTotal('claims_filed')}::int as claims,
          ${keptTotal('takedowns_filed')}::int as takedowns`,
        keptMonths('found_videos'),
        keptMonths('claims_filed'),
        keptMonths('takedowns_filed'),
        keptTop(
          'found_by_channel',
          sql`(select f.channel_title from found_videos f where f.channel_id = t._id
            order by f.published_at desc, f.id desc limit 1)`,
        ),
      ]),
    };
  });

  app.post('/floor/dashboards/shop', async (request) => {
    const { from, to, keptMonths, keptTotal, keptTop } = await over(request.body);
    return {
      result: await all([
        sql`select ${keptTotal('requests_filed')}::int as requests, ${keptTotal('requests_approved')}::int as approved,
          ${keptTotal('requests_rejected')}::int as rejected,
          (select sum(n) from inquiry_status_totals where status = 0)::int as inquiries_pending`,
        keptMonths('requests_filed'),
        keptMonths('requests_approved'),
        keptTop('requests_by_item', sql`(select a.title from assets a where a.id = t._id::uuid)`),
        sql`select to_char(period, 'YYYY-MM') as period, sum(amount_micros)::text as total from royalty_rollups
          where dimension = 'claim' and period between ${from} and ${to} group by period order by period`,
      ]),
    };
  });
}
