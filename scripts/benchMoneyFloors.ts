// The bench's honest floors for issue 36's and 37's calls (royalties earnings, payment history, payment
// runs, revenue imports, Contact Us): each the plan a careful engineer would write by hand for the same
// answer on today's tables and indexes, in plain SQL, calling none of the app's report code. Mounted on
// the floor server (scripts/benchFloor.ts).
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_LIMIT } from '../shared/constants';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/platform/db/client';
import type { FloorBody, FloorPeople } from './benchHandFloors';
import { containsPattern, pageOf } from './benchHandFloors';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The range's months as first days (the reports count every month a range touches). */
const monthRange = (filter: Record<string, unknown> | undefined) => ({
  from: `${String(filter?.from ?? '2000-01-01').slice(0, 7)}-01`,
  to: `${String(filter?.to ?? '2999-12-01').slice(0, 7)}-01`,
});

const NAMES: Record<string, SQL> = {
  creator: sql`(select u.name from users u where u.id = p.key::uuid)`,
  rights_holder: sql`(select u.name from users u where u.id = p.key::uuid)`,
  video: sql`(select v.title from youtube_videos v where v.video_id = p.key)`,
  payee: sql`(select u.name from users u where u.id = case when p.key <> 'company' then p.key::uuid end)`,
  channel: sql`(select c.channel_title from channels c where c.id = p.key::uuid)`,
};

/** A rights holder's or a creator's own payee rows, or everyone's. */
const payee = (kind: string, id?: string) => sql`and payee_kind = ${kind} and payee_key = ${id ?? null}`;

export function mountMoneyFloors(app: FastifyInstance, db: Database, people: FloorPeople) {
  // Which kept window (earnings_window: one per "Last N Month" preset, migration 0065, or a range of a
  // user's own once made, earnings_ranges, migration 0072) holds the range's months: staff's keys over
  // them are then its rows, ranked on earnings_window_total_idx, and their number kept per window and
  // dimension (earnings_window_counts, migration 0071).
  const windowHolding = async (from: string, to: string) =>
    rowsOf<{ months: number }>(
      await db.execute(sql`select g.months from earnings_window_bounds b, unnest(b.months) g(months)
        where (b.this_month - make_interval(months => g.months))::date = date_trunc('month', ${from}::date)::date
          and b.last_month = least(date_trunc('month', ${to}::date)::date,
            (select max(period) from earnings_running where dimension = 'all'))
          and date_trunc('month', ${from}::date)::date <= b.last_month
        union all
        select r.id from earnings_ranges r
        where r.first_month = date_trunc('month', ${from}::date)::date
          and r.last_month = date_trunc('month', ${to}::date)::date and cardinality(r.dimensions) = 7`),
    )[0]?.months;
  // Earnings by one dimension, everyone's: each key's running sum at the range's last month minus the
  // month before its first (earnings_running, index-only on its primary key), the page's ten by total.
  // A payee's own: its monthly rollups of the range on royalty_rollups_payee_idx, grouped by key.
  // The range's totals the list answers beside its page: everyone's, the business's running row at the
  // range's last month minus the one before its first; a payee's, its own rollups of the range.
  const rangeTotals = async (from: string, to: string, scope?: SQL) =>
    rowsOf<Record<string, unknown>>(
      await db.execute(
        scope
          ? sql`select coalesce(sum(amount_micros) filter (where state <> 'void'), 0)::text as total_micros,
              coalesce(sum(amount_micros) filter (where state = 'payable'), 0)::text as payable_micros,
              coalesce(sum(amount_micros) filter (where state = 'held'), 0)::text as held_micros,
              coalesce(sum(amount_micros) filter (where state = 'void'), 0)::text as void_micros,
              coalesce(sum(line_count), 0)::int as line_count
            from royalty_rollups where dimension = 'payee' and period between ${from} and ${to} ${scope}`
          : sql`select (b.total_micros - coalesce(a.total_micros, 0))::text as total_micros,
              (b.payable_micros - coalesce(a.payable_micros, 0))::text as payable_micros,
              (b.held_micros - coalesce(a.held_micros, 0))::text as held_micros,
              (b.void_micros - coalesce(a.void_micros, 0))::text as void_micros,
              (b.line_count - coalesce(a.line_count, 0))::int as line_count
            from earnings_running b left join earnings_running a on a.dimension = 'all' and a.key = ''
              and a.period = (${from}::date - interval '1 month')::date
            where b.dimension = 'all' and b.key = ''
              and b.period = least(${to}::date, (select max(period) from earnings_running where dimension = 'all'))`,
      ),
    )[0];
  const earningsPage = async (dimension: string, body: FloorBody, scope?: SQL, counted = true) => {
    const { from, to } = monthRange(body.filter);
    if (!counted) return keysPage(dimension, body, scope, false);
    const [totals, answer] = await Promise.all([
      rangeTotals(from, to, scope),
      keysPage(dimension, body, scope),
    ]);
    return { result: { ...answer.result, totals } };
  };
  const keysPage = async (dimension: string, body: FloorBody, scope?: SQL, counted = true) => {
    const { from, to } = monthRange(body.filter);
    const { limit, offset } = pageOf(body);
    const months = scope ? undefined : await windowHolding(from, to);
    if (months !== undefined) {
      const rows = await db.execute(sql`
        select p.*, ${NAMES[dimension]!} as name from (
          select key, total_micros, payable_micros, line_count::int,
            ${counted ? sql`(select line_count_keys from earnings_window_counts where months = ${months} and dimension = ${dimension})` : sql`null`}::int as total_rows
          from earnings_window where months = ${months} and dimension = ${dimension} and line_count > 0
          order by total_micros desc, key limit ${limit} offset ${offset}) p`);
      const data = rowsOf<{ total_rows: number }>(rows);
      return { result: { data, total: data[0]?.total_rows ?? 0 } };
    }
    const keys = scope
      ? sql`select key, sum(amount_micros) filter (where state <> 'void') as total_micros,
               sum(amount_micros) filter (where state = 'payable') as payable_micros,
               sum(line_count)::int as line_count
             from royalty_rollups
             where dimension = ${dimension} and period between ${from} and ${to} ${scope} group by key`
      : sql`select b.key, b.total_micros - coalesce(a.total_micros, 0) as total_micros,
               b.payable_micros - coalesce(a.payable_micros, 0) as payable_micros,
               (b.line_count - coalesce(a.line_count, 0))::int as line_count
             from earnings_running b left join earnings_running a on a.dimension = b.dimension
               and a.key = b.key and a.period = (${from}::date - interval '1 month')::date
             where b.dimension = ${dimension}
               and b.period = least(${to}::date, (select max(period) from earnings_running where dimension = 'all'))
               and b.period >= ${from} and b.line_count - coalesce(a.line_count, 0) > 0`;
    const rows = await db.execute(sql`
      select p.*, ${NAMES[dimension]!} as name from (
        select k.*, ${counted ? sql`count(*) over ()` : sql`null`}::int as total_rows from (${keys}) k
        order by total_micros desc, key limit ${limit} offset ${offset}) p`);
    const data = rowsOf<{ total_rows: number }>(rows);
    return { result: { data, total: data[0]?.total_rows ?? 0 } };
  };
  for (const dimension of ['creator', 'rights_holder', 'video']) {
    app.post(`/floor/earnings/${dimension}`, async (request) =>
      earningsPage(dimension, request.body as FloorBody),
    );
  }
  app.post('/floor/earnings/video/owner', async (request) =>
    earningsPage('video', request.body as FloorBody, payee('rights_holder', people.ownerId)),
  );

  // The overview: the range's totals and months off the payee rows, and three top tens.
  app.post('/floor/earnings/overview', async (request) => {
    const { from, to } = monthRange(request.body as Record<string, unknown>);
    // The months: the whole business's running row of each, minus the one before; the three top
    // fives ordered and cut without a count, all four asked together.
    const top = (dimension: string) =>
      earningsPage(dimension, { page: 1, limit: 5, filter: { from, to } }, undefined, false).then(
        (r) => r.result.data,
      );
    const [totals, series, topChannels, topVideos, topPayees] = await Promise.all([
      rangeTotals(from, to),
      db.execute(sql`
        select * from (select to_char(period, 'YYYY-MM') as period,
            (total_micros - coalesce(lag(total_micros) over w, 0))::text as total_micros,
            (line_count - coalesce(lag(line_count) over w, 0))::int as line_count
          from earnings_running where dimension = 'all' and key = ''
            and period between (${from}::date - interval '1 month')::date and ${to}
          window w as (order by period)) m where m.period >= to_char(${from}::date, 'YYYY-MM')`),
      top('channel'),
      top('video'),
      top('payee'),
    ]);
    return {
      result: {
        totals,
        series: rowsOf(series),
        top_channels: topChannels,
        top_videos: topVideos,
        top_payees: topPayees,
      },
    };
  });

  // Payment history. Staff's from the running sums (earnings_running's paid, due and line count): by
  // month the whole business's row of each month minus the one before; by creator each creator's row
  // at the range's last month minus the month before its first, the page's ten by paid, then named.
  // A creator's own: its royalty lines of the range on royalty_lines_payee_idx with their payments.
  const paid = sql`l.state = 'payable' and p.status in ('sent', 'paid_by_hand')`;
  const due = sql`l.state = 'payable' and (l.payment_id is null or p.status in ('due', 'approved', 'paying'))`;
  const sums = sql`coalesce(sum(l.amount_micros) filter (where ${paid}), 0) as paid_micros,
    coalesce(sum(l.amount_micros) filter (where ${due}), 0) as due_micros, count(*)::int as line_count`;
  app.get('/floor/history/overview', async (request) => {
    const { from, to } = monthRange(request.query as Record<string, unknown>);
    const rows = await db.execute(sql`select * from (
        select to_char(period, 'YYYY-MM') as month,
          (paid_micros - coalesce(lag(paid_micros) over w, 0))::text as paid_micros,
          (due_micros - coalesce(lag(due_micros) over w, 0))::text as due_micros,
          (history_line_count - coalesce(lag(history_line_count) over w, 0))::int as line_count
        from earnings_running where dimension = 'all' and key = ''
          and period between (${from}::date - interval '1 month')::date and ${to}
        window w as (order by period)) m
      where m.month >= to_char(${from}::date, 'YYYY-MM') and m.line_count > 0`);
    return { result: { series: rowsOf(rows) } };
  });
  app.get('/floor/history/overview/creator', async (request) => {
    const { from, to } = monthRange(request.query as Record<string, unknown>);
    const rows = await db.execute(sql`select to_char(l.period, 'YYYY-MM') as month, ${sums}
      from royalty_lines l left join payments p on p.id = l.payment_id
      where l.payee_kind = 'creator' and l.payee_id = ${people.creatorId ?? null} and l.state <> 'void'
        and l.period between ${from} and ${to}
      group by 1 order by 1`);
    return { result: { series: rowsOf(rows) } };
  });
  app.post('/floor/history/creator', async (request) => {
    const body = request.body as FloorBody;
    const { from, to } = monthRange(body.filter);
    const { limit, offset } = pageOf(body);
    const months = await windowHolding(from, to);
    if (months !== undefined) {
      const rows = await db.execute(sql`
        select g.*, (select u.name from users u where u.id = g.key::uuid) as name from (
          select key, paid_micros, due_micros, history_line_count::int as line_count,
            (select history_line_count_keys from earnings_window_counts where months = ${months}
              and dimension = 'creator')::int as total
          from earnings_window where months = ${months} and dimension = 'creator' and history_line_count > 0
          order by paid_micros desc nulls last, key desc limit ${limit} offset ${offset}) g`);
      const data = rowsOf<{ total: number }>(rows);
      return { result: { data, total: data[0]?.total ?? 0 } };
    }
    const rows = await db.execute(sql`
      select g.*, (select u.name from users u where u.id = g.key::uuid) as name from (
        select b.key, b.paid_micros - coalesce(a.paid_micros, 0) as paid_micros,
          b.due_micros - coalesce(a.due_micros, 0) as due_micros,
          (b.history_line_count - coalesce(a.history_line_count, 0))::int as line_count,
          count(*) over ()::int as total
        from earnings_running b left join earnings_running a on a.dimension = b.dimension and a.key = b.key
          and a.period = (${from}::date - interval '1 month')::date
        where b.dimension = 'creator'
          and b.period = least(${to}::date, (select max(period) from earnings_running where dimension = 'all'))
          and b.period >= ${from} and b.history_line_count - coalesce(a.history_line_count, 0) > 0
        order by paid_micros desc, key limit ${limit} offset ${offset}) g`);
    const data = rowsOf<{ total: number }>(rows);
    return { result: { data, total: data[0]?.total ?? 0 } };
  });

  // Plain lists, newest first on their (created_at, id) indexes, the exact total beside the page.
  const newest =
    (table: string, where: SQL = sql`true`) =>
    async (request: { body: unknown }) => {
      const { limit, offset } = pageOf(request.body as FloorBody);
      const [rows, [count]] = await Promise.all([
        db
          .execute(
            sql`select * from ${sql.identifier(table)} where ${where}
            order by created_at desc, id desc limit ${limit} offset ${offset}`,
          )
          .then(rowsOf),
        db
          .execute(sql`select count(*)::int as total from ${sql.identifier(table)} where ${where}`)
          .then(rowsOf<{ total: number }>),
      ]);
      return { result: { data: rows, total: count?.total ?? 0 } };
    };
  // A page of runs with each one's figures from its kept per-status counts (payment_run_totals).
  app.post('/floor/payment-runs', async (request) => {
    const { limit, offset } = pageOf(request.body as FloorBody);
    const [rows, [count]] = await Promise.all([
      db
        .execute(
          sql`select r.*, (select json_object_agg(t.status || '/' || t.method || '/' || t.failed, t.n)
              from payment_run_totals t where t.run_id = r.id) as figures
            from payment_runs r order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
        )
        .then(rowsOf),
      db.execute(sql`select count(*)::int as total from payment_runs`).then(rowsOf<{ total: number }>),
    ]);
    return { result: { data: rows, total: count?.total ?? 0 } };
  });
  // Every payment but those carried over, newest first on (created_at, id); the total from the runs'
  // kept counts.
  app.post('/floor/payments', async (request) => {
    const { limit, offset } = pageOf(request.body as FloorBody);
    const [rows, [count]] = await Promise.all([
      db
        .execute(
          sql`select p.*, (select u.name from users u where u.id = p.payee_id) as payee_name,
              (select count(*)::int from royalty_lines l where l.payment_id = p.id) as line_count
            from payments p where p.status <> 'carried_over'
            order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`,
        )
        .then(rowsOf),
      db
        .execute(
          sql`select coalesce(sum(n), 0)::int as total from payment_run_totals where status <> 'carried_over'`,
        )
        .then(rowsOf<{ total: number }>),
    ]);
    return { result: { data: rows, total: count?.total ?? 0 } };
  });
  app.post('/floor/revenue-imports', newest('revenue_imports'));

  // Contact Us: the most recent conversations on (last_at, id), a creator's on (creator, last_at, id);
  // the search on the subject's and the message's trigram indexes (or, for a common word, along the
  // order's index), counted as the app answers: up to SEARCH_COUNT_LIMIT past the page, then "more";
  // staff's total and the badge the threads kept per status (contact_us_status_totals).
  const threads = async (body: FloorBody, where: SQL, kept: boolean) => {
    const { limit, offset } = pageOf(body);
    const pattern = body.search ? containsPattern(body.search) : undefined;
    const search = pattern
      ? sql`and (lower(m.subject) like ${pattern} or lower(m.message) like ${pattern})`
      : sql``;
    const upTo = offset + SEARCH_COUNT_LIMIT;
    const [rows, [count]] = await Promise.all([
      db
        .execute(
          sql`select m.*, (select u.name from users u where u.id = m.creator_id) as creator_name,
              (select count(*)::int from contact_us_replies r where r.message_id = m.id) as replies
            from contact_us_messages m where ${where} ${search}
            order by m.last_at desc, m.id desc limit ${limit} offset ${offset}`,
        )
        .then(rowsOf),
      db
        .execute(
          pattern
            ? sql`select count(*)::int as total from (select 1 from contact_us_messages m
                where ${where} ${search} limit ${upTo + 1}) matches`
            : kept
              ? sql`select coalesce(sum(n), 0)::int as total from contact_us_status_totals`
              : sql`select count(*)::int as total from contact_us_messages m where ${where}`,
        )
        .then(rowsOf<{ total: number }>),
    ]);
    const total = count?.total ?? 0;
    return { result: { data: rows, total: Math.min(total, upTo), ...(total > upTo && { more: true }) } };
  };
  app.post('/floor/contact-us', async (request) => threads(request.body as FloorBody, sql`true`, true));
  app.post('/floor/contact-us/creator', async (request) =>
    threads(request.body as FloorBody, sql`m.creator_id = ${people.creatorId ?? null}`, false),
  );
  app.get('/floor/contact-us/badge', async () => {
    const [row] = rowsOf<{ count: number }>(
      await db.execute(
        sql`select coalesce(sum(n), 0)::int as count from contact_us_status_totals where status = 0`,
      ),
    );
    return { result: { count: row?.count ?? 0 } };
  });
}
