import { sql, type SQL } from 'drizzle-orm';
import { LAST_MONTHS_PRESETS } from '../../../shared/constants';
import type { Database } from './client';

/** The date range picker's "Last N Month" lengths, as the kept windows' functions take them. */
export const PRESET_LENGTHS: SQL = sql.raw(`array[${LAST_MONTHS_PRESETS.join(', ')}]::smallint[]`);

/**
 * Makes kept windows per preset again when `fresh` (a boolean, given the preset lengths) says they no
 * longer hold what they should: behind `lock` (the advisory lock their writers take), so a rebuild
 * never races a change of them. `rebuild` takes the lengths. Answers whether they were made again.
 */
export async function refreshKeptWindows(
  db: Database,
  windows: { lock: string; fresh: (lengths: SQL) => SQL; rebuild: (lengths: SQL) => SQL },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${windows.lock}))`);
    const result = await tx.execute(sql`select not (${windows.fresh(PRESET_LENGTHS)}) as stale`);
    const stale = (result as unknown as { rows: Array<{ stale: boolean }> }).rows[0]?.stale === true;
    if (stale) await tx.execute(sql`select ${windows.rebuild(PRESET_LENGTHS)}`);
    return stale;
  });
}
