import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeNamed, pageClause, statementName } from '../../server/platform/db/prepared';
import { rowsOf } from '../../server/platform/db/rows';
import { createTestApp, type TestApp } from '../support/testApp';

const onPostgres = !!process.env.DATABASE_URL;

/** The statements this connection keeps prepared. */
const prepared = async (db: TestApp['db']) =>
  rowsOf<{ name: string }>(await db.execute(sql`select name from pg_prepared_statements`)).map((r) => r.name);

describe('named statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ noWorker: true });
  });
  afterAll(() => t.close());

  it.runIf(onPostgres)(
    'prepares a first page once per connection on PostgreSQL, and nothing with parameters',
    async () => {
      const first = sql`select id from users order by created_at desc, id desc ${pageClause(5, 0)}`;
      const later = sql`select id from users order by created_at desc, id desc ${pageClause(5, 5)}`;
      const name = statementName('select id from users order by created_at desc, id desc limit 5', []);
      // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
      await t.db.transaction(async (tx) => {
        const before = await prepared(tx);
        const rows = rowsOf(await executeNamed(tx, first));
        expect(rows.length).toBeGreaterThan(0);
        expect(rowsOf(await executeNamed(tx, first))).toEqual(rows);
        await executeNamed(tx, later);
        const after = await prepared(tx);
        expect(after).toContain(name);
        expect(after.length - before.filter((n) => n !== name).length).toBe(1);
      });
    },
  );

  it('answers a named list page like the statement itself', async () => {
    const first = sql`select id, email from users order by email ${pageClause(3, 0)}`;
    expect(rowsOf(await executeNamed(t.db, first))).toEqual(rowsOf(await t.db.execute(first)));
  });
});
