import { sql, type SQL } from 'drizzle-orm';
import { LAST_MONTHS_PRESETS } from '../../../shared/constants';
import type { Database } from './client';

/** Window lengths as the kept windows' functions take them (a smallint array). */
const lengthsOf = (lengths: readonly number[]): SQL => sql.raw(`array[${lengths.join(', ')}]::smallint[]`);

/** The date range picker's "Last N Month" lengths, as the kept windows' functions take them. */
export const PRESET_LENGTHS: SQL = lengthsOf(LAST_MONTHS_PRESETS);

/**
 * Makes kept windows per preset again when `fresh` (a boolean, given the preset lengths) says they no
 * longer hold what they should: behind `lock` (the advisory lock their writers take), so a rebuild
 * never races a change of them. `rebuild` takes the lengths. Answers whether they were made again.
 */
export async function refreshKeptWindows(
  db: Database,
  windows: {
    lock: string;
    fresh: (lengths: SQL) => SQL;
    rebuild: (lengths: SQL) => SQL;
    /** Their lengths, when not the presets' alone. */
    lengths?: readonly number[];
  },
): Promise<boolean> {
  const lengths = windows.lengths ? lengthsOf(windows.lengths) : PRESET_LENGTHS;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${windows.lock}))`);
    const result = await tx.execute(sql`select not (${windows.fresh(lengths)}) as stale`);
    const stale = (result as unknown as { rows: Array<{ stale: boolean }> }).rows[0]?.stale === true;
    if (stale) await tx.execute(sql`select ${windows.rebuild(lengths)}`);
    return stale;
  });
}
