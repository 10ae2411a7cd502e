import { eq, sql } from 'drizzle-orm';
import { LAST_MONTHS_PRESETS } from '../../shared/constants';
import { PayeeKind, RoyaltyLineState } from '../../shared/royalties';
import { paymentRuns, payments } from '../../server/entities/payments/table';
import { royaltyLines } from '../../server/entities/royalties/table';
import { users } from '../../server/entities/users/table';
import type { Database } from '../../server/platform/db/client';

export const idOf = async (db: Database, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

/** Dollars as micro-units. */
export const usd = (dollars: number) => BigInt(Math.round(dollars * 100)) * 10_000n;

/**
 * Royalty lines for the payment tests (the split writes them in the product): one payee's part of a
 * video's month, payable unless said otherwise.
 */
export async function addLines(
  db: Database,
  lines: {
    payee: string;
    kind?: PayeeKind;
    period: string;
    dollars: number;
    video?: string;
    state?: RoyaltyLineState;
    channelId?: string;
    /** The creator whose video earned it, for a rights holder's line. */
    creator?: string;
    currency?: string;
  }[],
) {
  return db
    .insert(royaltyLines)
    .values(
      lines.map((line) => ({
        period: `${line.period}-01`,
        videoId: line.video ?? 'dQw4w9WgXcQ',
        payeeKind: line.kind ?? PayeeKind.RIGHTS_HOLDER,
        payeeId: line.payee,
        creatorId: line.kind === PayeeKind.CREATOR ? line.payee : (line.creator ?? null),
        rightsHolderId:
          (line.kind ?? PayeeKind.RIGHTS_HOLDER) === PayeeKind.RIGHTS_HOLDER ? line.payee : null,
        channelId: line.channelId ?? null,
        share: 5000,
        amountMicros: usd(line.dollars),
        currency: line.currency ?? 'USD',
        state: line.state ?? RoyaltyLineState.PAYABLE,
      })),
    )
    .returning({ id: royaltyLines.id });
}

/** No royalty lines, runs or payments: a test starts from whatever the demo seed made as from nothing. */
export async function clearRoyalties(db: Database) {
  await db.transaction(async (tx) => {
    await tx.delete(royaltyLines);
    await tx.delete(payments);
    await tx.delete(paymentRuns);
  });
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Where the payment history's running sums (earnings_running's paid, due and line count) differ from
 * the lines and their payments themselves, for every dimension over every range of the lines' months
 * (and ranges reaching past them): what staff's payment history would answer wrong.
 */
export async function historyRunningMismatches(db: Database): Promise<string[]> {
  const months = rowsOf<{ month: string }>(
    await db.execute(
      sql`select distinct to_char(period, 'YYYY-MM-DD') as month from royalty_lines order by 1`,
    ),
  ).map((row) => row.month);
  if (months.length === 0) return [];
  const shift = (month: string, n: number) => {
    const day = new Date(`${month}T00:00:00Z`);
    day.setUTCMonth(day.getUTCMonth() + n);
    return day.toISOString().slice(0, 10);
  };
  const edges = [shift(months[0]!, -1), ...months, shift(months.at(-1)!, 2)];
  const problems: string[] = [];
  for (const [i, from] of edges.entries()) {
    for (const to of edges.slice(i)) {
      const expected = rowsOf<{ id: string; sums: string }>(
        await db.execute(sql`
          select k.dimension || '/' || k.key as id,
            coalesce(sum(l.amount_micros) filter (where l.state = 'payable' and p.status in ('sent', 'paid_by_hand')), 0)
            || ' ' || coalesce(sum(l.amount_micros) filter (where l.state = 'payable'
              and (l.payment_id is null or p.status in ('due', 'approved', 'paying'))), 0) || ' ' || count(*) as sums
          from royalty_lines l left join payments p on p.id = l.payment_id
          cross join lateral (values ('all', ''), ('creator', l.creator_id::text),
            ('rights_holder', l.rights_holder_id::text), ('channel', l.channel_id::text), ('video', l.video_id)) k(dimension, key)
          where l.payee_kind <> 'company' and l.state <> 'void' and k.key is not null
            and l.period between ${from} and ${to}
          group by 1 order by 1`),
      );
      const kept = rowsOf<{ id: string; sums: string }>(
        await db.execute(sql`
          select b.dimension || '/' || b.key as id,
            (b.paid_micros - coalesce(a.paid_micros, 0)) || ' ' || (b.due_micros - coalesce(a.due_micros, 0))
            || ' ' || (b.history_line_count - coalesce(a.history_line_count, 0)) as sums
          from earnings_running b left join earnings_running a on a.dimension = b.dimension and a.key = b.key
            and a.period = (${from}::date - interval '1 month')::date
          where b.dimension in ('all', 'creator', 'rights_holder', 'channel', 'video')
            and b.period = least(${to}::date, (select max(period) from earnings_running where dimension = 'all'))
            and b.period >= ${from} and b.history_line_count - coalesce(a.history_line_count, 0) > 0
          order by 1`),
      );
      if (JSON.stringify(kept) !== JSON.stringify(expected)) {
        problems.push(`${from} to ${to}: kept ${JSON.stringify(kept)} counted ${JSON.stringify(expected)}`);
      }
    }
  }
  return problems;
}

/**
 * Where the kept windows (earnings_window, one per "Last N Month" preset and one per range of a user's
 * own, earnings_ranges) differ from the running sums
 * over the months each should hold now (each key's row at the last month minus the one before the
 * window's first, keys with lines only), and whether their bounds are those months and those lengths:
 * what staff's reports over those months would answer wrong.
 */
export async function windowMismatches(db: Database): Promise<string[]> {
  const cells = `total_micros::text || '/' || payable_micros::text || '/' || held_micros::text || '/' ||
    void_micros::text || '/' || line_count::text || '/' || paid_micros::text || '/' || due_micros::text ||
    '/' || history_line_count::text`;
  const bounds = rowsOf<{ kept: string | null; expected: string }>(
    await db.execute(sql`select (select this_month || ' ' || last_month || ' ' || months::text
        from earnings_window_bounds) as kept,
      (select this_month || ' ' || last_month || ' ' || ${`{${LAST_MONTHS_PRESETS.join(',')}}`}
        from earnings_window_expected()) as expected`),
  );
  const [thisMonth, last] = bounds[0]!.expected.split(' ');
  // Every window's months: each preset's (N months before this one, to the last month), and each range
  // of a user's own (its first month to its last, or the newest month when older), in its made dimensions.
  const spans = sql`select g.months as id, (${thisMonth}::date - make_interval(months => g.months))::date as first,
      ${last}::date as last, null::text[] as dimensions
    from unnest(${`{${LAST_MONTHS_PRESETS.join(',')}}`}::int[]) g(months)
    union all
    select r.id, r.first_month, least(r.last_month, (select max(period) from earnings_running
      where dimension = 'all')), r.dimensions::text[]
    from earnings_ranges r`;
  const expected = rowsOf<{ row: string }>(
    await db.execute(sql`select c.months || ':' || c.dimension || ':' || c.key || '=' || ${sql.raw(cells)} as row from (
        select g.id as months, b.dimension, b.key,
          b.total_micros - coalesce(a.total_micros, 0) as total_micros,
          b.payable_micros - coalesce(a.payable_micros, 0) as payable_micros,
          b.held_micros - coalesce(a.held_micros, 0) as held_micros,
          b.void_micros - coalesce(a.void_micros, 0) as void_micros,
          b.line_count - coalesce(a.line_count, 0) as line_count,
          b.paid_micros - coalesce(a.paid_micros, 0) as paid_micros,
          b.due_micros - coalesce(a.due_micros, 0) as due_micros,
          b.history_line_count - coalesce(a.history_line_count, 0) as history_line_count
        from (${spans}) g
        join earnings_running b on b.period = g.last and b.period >= g.first
          and (g.dimensions is null or b.dimension = any(g.dimensions))
        left join earnings_running a on a.dimension = b.dimension and a.key = b.key
          and a.period = (g.first - interval '1 month')::date) c
      where c.line_count > 0 or c.history_line_count > 0 order by 1`),
  ).map((row) => row.row);
  // A range holds the months it should: its `reaches` is the last month it holds now.
  const reaches = rowsOf<{ row: string }>(
    await db.execute(sql`select r.id || ' reaches ' || r.reaches || ' for ' || least(r.last_month,
        (select max(period) from earnings_running where dimension = 'all')) as row
      from earnings_ranges r where r.reaches is distinct from least(r.last_month,
        (select max(period) from earnings_running where dimension = 'all'))`),
  ).map((row) => `range ${row.row}`);
  const kept = rowsOf<{ row: string }>(
    await db.execute(sql`select months || ':' || dimension || ':' || key || '=' || ${sql.raw(cells)} as row
      from earnings_window
      where line_count <> 0 or history_line_count <> 0 or total_micros <> 0 or paid_micros <> 0
        or due_micros <> 0 or void_micros <> 0 order by 1`),
  ).map((row) => row.row);
  const expectedSet = new Set(expected);
  const keptSet = new Set(kept);
  // The keys each window holds per dimension, kept apart (earnings_window_counts), against a count.
  const counts = rowsOf<{ row: string }>(
    await db.execute(sql`select coalesce(k.months, c.months) || ':' || coalesce(k.dimension, c.dimension)
        || ' kept ' || coalesce(k.line_count_keys, 0) || '/' || coalesce(k.history_line_count_keys, 0)
        || ' counted ' || coalesce(c.lines, 0) || '/' || coalesce(c.history, 0) as row
      from earnings_window_counts k full join (
        select months, dimension, count(*) filter (where line_count > 0) as lines,
          count(*) filter (where history_line_count > 0) as history
        from earnings_window group by 1, 2) c on c.months = k.months and c.dimension = k.dimension
      where coalesce(k.line_count_keys, 0) <> coalesce(c.lines, 0)
        or coalesce(k.history_line_count_keys, 0) <> coalesce(c.history, 0)`),
  ).map((row) => `key count ${row.row}`);
  return [
    ...counts,
    ...reaches,
    ...(bounds[0]!.kept === bounds[0]!.expected
      ? []
      : [`bounds ${bounds[0]!.kept} for ${bounds[0]!.expected}`]),
    ...expected.filter((row) => !keptSet.has(row)).map((row) => `missing ${row}`),
    ...kept.filter((row) => !expectedSet.has(row)).map((row) => `extra ${row}`),
  ];
}
