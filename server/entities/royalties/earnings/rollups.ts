import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { royaltyLines } from '../table';
import { royaltyRollups } from './table';

/**
 * Each line counted once per dimension: its creator, rights holder, channel, video, claim (those it
 * has) and its payee (every line, so the payee rows add up to everything).
 */
const linesByDimension = (where: SQL, sign: 1 | -1) => sql`
  select l.period, d.dimension, d.key, l.payee_kind, coalesce(l.payee_id::text, '') as payee_key, l.state,
    ${sql.raw(String(sign))} * sum(l.amount_micros) as amount_micros,
    ${sql.raw(String(sign))} * count(*)::int as line_count
  from ${royaltyLines} l
  cross join lateral (values
    ('creator', l.creator_id::text),
    ('rights_holder', l.rights_holder_id::text),
    ('channel', l.channel_id::text),
    ('video', l.video_id::text),
    ('claim', l.claim_id::text),
    ('payee', coalesce(l.payee_id::text, l.payee_kind))
  ) as d(dimension, key)
  where ${where} and d.key is not null
  group by l.period, d.dimension, d.key, l.payee_kind, l.payee_id, l.state`;

const COLUMNS = sql.raw('(period, dimension, key, payee_kind, payee_key, state, amount_micros, line_count)');

/**
 * Rebuilds a month's rollups from its lines; run in the transaction that wrote them. Only the rows
 * that differ are written (a month split again with the same figures writes nothing), so the running
 * sums kept from the rollups (`earnings_running`, migration 0055) follow the real change alone.
 */
export async function rebuildRollups(tx: Database, period: string): Promise<void> {
  // Bound parameters go in an insert (not in a create table as).
  await tx.execute(sql`create temporary table fresh_rollups on commit drop as
    select * from ${royaltyRollups} with no data`);
  await tx.execute(
    sql`insert into fresh_rollups ${COLUMNS} ${linesByDimension(sql`l.period = ${period}`, 1)}`,
  );
  await tx.execute(sql`delete from ${royaltyRollups} r where r.period = ${period} and not exists (
    select 1 from fresh_rollups f where f.dimension = r.dimension and f.key = r.key
      and f.payee_kind = r.payee_kind and f.payee_key = r.payee_key and f.state = r.state)`);
  await tx.execute(sql`insert into ${royaltyRollups} ${COLUMNS} select * from fresh_rollups
    on conflict (dimension, period, key, payee_kind, payee_key, state) do update set
      amount_micros = excluded.amount_micros, line_count = excluded.line_count
    where (${royaltyRollups.amountMicros}, ${royaltyRollups.lineCount})
      is distinct from (excluded.amount_micros, excluded.line_count)`);
  await tx.execute(sql`drop table fresh_rollups`);
}

/**
 * Adds (1) or takes away (-1) these lines' amounts in the rollups: a claim's few held lines moving
 * to payable or void are taken away in their old state and added in their new one, without reading
 * the rest of their months. Rows left at no line go.
 */
export async function adjustRollups(tx: Database, lineIds: readonly bigint[], sign: 1 | -1): Promise<void> {
  if (lineIds.length === 0) return;
  const ids = sql`l.id in (${sql.join(
    lineIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  await tx.execute(sql`
    insert into ${royaltyRollups} ${COLUMNS} ${linesByDimension(ids, sign)}
    on conflict (dimension, period, key, payee_kind, payee_key, state) do update set
      amount_micros = ${royaltyRollups.amountMicros} + excluded.amount_micros,
      line_count = ${royaltyRollups.lineCount} + excluded.line_count`);
  if (sign === -1) {
    // Through the key's leading columns: every dimension of the lines' months.
    await tx.execute(sql`delete from ${royaltyRollups}
      where dimension in ('creator', 'rights_holder', 'channel', 'video', 'claim', 'payee')
        and period in (select distinct l.period from ${royaltyLines} l where ${ids})
        and line_count <= 0`);
  }
}
