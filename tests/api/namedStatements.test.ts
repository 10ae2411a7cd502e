import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../server/platform/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeNamed, pageClause, readNamed, statementName } from '../../server/platform/db/prepared';
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

  it.runIf(onPostgres)(
    'prepares a first page again under a new name when a migration changed the type of what it answers',
    async () => {
      // One connection of its own, which keeps the statement prepared from one call to the next.
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        const db = drizzle(client) as unknown as Database;
        await db.execute(sql`create temp table named_probe (x integer)`);
        await db.execute(sql`insert into named_probe values (1)`);
        const page = sql`select x from named_probe order by x ${pageClause(1, 0)}`;
        expect(rowsOf(await executeNamed(db, page))).toEqual([{ x: 1 }]);
        await db.execute(sql`alter table named_probe alter column x type text`);
        expect(rowsOf(await executeNamed(db, page))).toEqual([{ x: '1' }]);
        expect(rowsOf(await executeNamed(db, page))).toEqual([{ x: '1' }]);
      } finally {
        await client.end();
      }
    },
  );

  it.runIf(onPostgres)(
    "prepares a report's read with its values as parameters, run again with others",
    async () => {
      const read = (day: string) =>
        sql`select count(*)::int as n from users where created_at >= ${day}::date`;
      const name = statementName(
        'select count(*)::int as n from users where created_at >= $1::date',
        [1],
        Infinity,
      );
      await t.db.transaction(async (tx) => {
        const [old] = rowsOf<{ n: number }>(await readNamed(tx, read('2000-01-01')));
        const [none] = rowsOf<{ n: number }>(await readNamed(tx, read('2999-01-01')));
        expect(old!.n).toBeGreaterThan(0);
        expect(none!.n).toBe(0);
        expect(await prepared(tx)).toContain(name);
      });
    },
  );

  it('answers a named list page like the statement itself', async () => {
    const first = sql`select id, email from users order by email ${pageClause(3, 0)}`;
    expect(rowsOf(await executeNamed(t.db, first))).toEqual(rowsOf(await t.db.execute(first)));
  });
});
