import { sql } from 'drizzle-orm';
import { VACUUM_EVERY_SECONDS } from '../../../shared/constants';
import type { Clock } from '../jobs/clocks';
import type { Database } from './client';
import { rowsOf } from './rows';

export const VACUUM_CLOCK = 'database.vacuum';

/**
 * Whether the server runs autovacuum: PostgreSQL's launcher shows in pg_stat_activity; PGlite (one
 * process, no background workers) says `autovacuum = on` but never runs it.
 */
export async function autovacuumRuns(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum launcher'`,
    ),
  );
  return (row?.n ?? 0) > 0;
}

/**
 * Vacuums and analyses every table of the schema, one statement each (a request waits for one table
 * at most, never for the whole database), where nothing else does it. Answers the tables done.
 */
export async function vacuumTables(db: Database, signal?: AbortSignal): Promise<string[]> {
  if (await autovacuumRuns(db)) return [];
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
    ),
  );
  const done: string[] = [];
  for (const { name } of tables) {
    if (signal?.aborted) break;
    await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
    done.push(name);
  }
  return done;
}

/** The clock: daily on PGlite; on PostgreSQL it finds autovacuum running and does nothing. */
export const vacuumClock = (db: Database): Clock => ({
  kind: VACUUM_CLOCK,
  everySeconds: VACUUM_EVERY_SECONDS,
  firstAfterAPeriod: true,
  run: async ({ signal }) => {
    await vacuumTables(db, signal);
  },
});
