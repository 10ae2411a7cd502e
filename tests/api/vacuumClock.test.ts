import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACUUM_EVERY_SECONDS } from '../../shared/constants';
import { autovacuumRuns, VACUUM_CLOCK, vacuumTables } from '../../server/platform/db/vacuumClock';
import { jobs } from '../../server/platform/jobs/table';
import { createTestApp, type TestApp } from '../support/testApp';

const onPostgres = !!process.env.DATABASE_URL;

describe('the vacuum clock (the embedded database runs no autovacuum)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is scheduled a day on, not at start', async () => {
    const [clock] = await t.db.select().from(jobs).where(eq(jobs.kind, VACUUM_CLOCK));
    expect(clock?.clock).toBe(true);
    const inSeconds = (clock!.runAt.getTime() - Date.now()) / 1000;
    expect(inSeconds).toBeGreaterThan(VACUUM_EVERY_SECONDS - 600);
    expect(inSeconds).toBeLessThanOrEqual(VACUUM_EVERY_SECONDS);
  });

  it.skipIf(onPostgres)('vacuums and analyses every table on PGlite, one by one', async () => {
    expect(await autovacuumRuns(t.db)).toBe(false);
    const done = await vacuumTables(t.db);
    expect(done).toEqual(expect.arrayContaining(['assets', 'channels', 'jobs', 'users']));
    const result = (await t.db.execute(
      sql`select last_vacuum is not null and last_analyze is not null as done from pg_stat_user_tables
        where relname = 'assets'`,
    )) as unknown as { rows: Array<{ done: boolean }> };
    expect(result.rows[0]?.done).toBe(true);
  });

  it.skipIf(!onPostgres)('leaves PostgreSQL to its autovacuum', async () => {
    expect(await autovacuumRuns(t.db)).toBe(true);
    expect(await vacuumTables(t.db)).toEqual([]);
  });
});
