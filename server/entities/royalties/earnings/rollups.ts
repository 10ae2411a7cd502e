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

/** Rebuilds a month's rollups from its lines; run in the transaction that wrote them. */
export async function rebuildRollups(tx: Database, period: string): Promise<void> {
  await tx.execute(sql`delete from ${royaltyRollups} where period = ${period}`);
  await tx.execute(
    sql`insert into ${royaltyRollups} ${COLUMNS} ${linesByDimension(sql`l.period = ${period}`, 1)}`,
  );
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
