import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { throttles } from './table';

/** How many attempts a key gets, and how it is slowed past them. */
export interface ThrottlePolicy {
  /** Attempts taken at once within a window. */
  free: number;
  /** The window over which attempts are counted; a key quiet for longer starts again. */
  windowMs: number;
  /**
   * Past `free`, each attempt waits this long after the previous one, doubling, up to `maxDelayMs`.
   * Without it, attempts past `free` are refused until the window ends (a plain rate limit).
   */
  delay?: { baseMs: number; maxDelayMs: number };
}

export type ThrottleAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

interface Row extends Record<string, unknown> {
  hits: number | null;
  retry_after_ms: number | string | null;
}

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Milliseconds to wait after the attempt numbered `hits` (an SQL expression of the row's count). */
function delayAfter(hits: ReturnType<typeof sql>, policy: ThrottlePolicy) {
  if (!policy.delay) return sql`0`;
  const { baseMs, maxDelayMs } = policy.delay;
  return sql`case when ${hits} < ${policy.free} then 0
    else least(${maxDelayMs}::float8, ${baseMs}::float8 * power(2, ${hits} - ${policy.free})) end`;
}

/**
 * Counts one attempt for `key` before the work it guards is done, in one statement that locks the
 * key's row: however many requests arrive together, they are counted one after the other, so no
 * burst gets past the policy. An attempt that must wait is refused and not counted; `force` counts it
 * anyway (the caller has another proof, such as a solved bot check). The clock is read when the row
 * is reached, not when the transaction began: on PostgreSQL a request that began first but waited for
 * the lock would otherwise see the previous attempt's time as still in its future and be refused.
 */
export async function takeAttempt(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  { force = false }: { force?: boolean } = {},
): Promise<ThrottleAnswer> {
  const stale = sql`${throttles.windowStartedAt} <= clock_timestamp() - ${policy.windowMs} * interval '1 millisecond'`;
  const hits = sql`(case when ${stale} then 1 else ${throttles.hits} + 1 end)`;
  const ms = (expression: ReturnType<typeof sql>) => sql`(${expression}) * interval '1 millisecond'`;
  const result = await db.execute(sql`
    insert into ${throttles} ("key", "hits", "window_started_at", "next_allowed_at")
    values (${key}, 1, clock_timestamp(), clock_timestamp() + ${ms(delayAfter(sql`1`, policy))})
    on conflict (key) do update set
      hits = ${hits},
      window_started_at = case when ${stale} then clock_timestamp() else ${throttles.windowStartedAt} end,
      next_allowed_at = clock_timestamp() + ${ms(delayAfter(hits, policy))}
    where ${force || !policy.delay ? sql`true` : sql`${throttles.nextAllowedAt} <= clock_timestamp() or ${stale}`}
    returning "hits",
      greatest(0, extract(epoch from ("window_started_at" + ${ms(sql`${policy.windowMs}`)} - clock_timestamp())) * 1000)
        as retry_after_ms`);
  const [row] = rowsOf(result);
  // Without a delay, attempts past `free` are refused (and still counted) until the window ends.
  if (row && (force || policy.delay || Number(row.hits) <= policy.free)) return { allowed: true };
  if (row) return { allowed: false, retryAfterMs: Math.ceil(Number(row.retry_after_ms)) };
  // The row was not updated: the key must wait until its next allowed time.
  const waiting = await db.execute(sql`
    select greatest(0, extract(epoch from (${throttles.nextAllowedAt} - clock_timestamp())) * 1000) as retry_after_ms
    from ${throttles} where ${throttles.key} = ${key}`);
  return {
    allowed: false,
    retryAfterMs: Math.max(1, Math.ceil(Number(rowsOf(waiting)[0]?.retry_after_ms ?? 1))),
  };
}

/** Takes back one attempt counted by takeAttempt (it turned out well), without touching the others. */
export const returnAttempt = (db: Database, key: string) =>
  db.execute(
    sql`update ${throttles} set hits = greatest(0, ${throttles.hits} - 1) where ${throttles.key} = ${key}`,
  );

/** Forgets every attempt of a key. */
export const clearAttempts = (db: Database, key: string) =>
  db.execute(sql`delete from ${throttles} where ${throttles.key} = ${key}`);
