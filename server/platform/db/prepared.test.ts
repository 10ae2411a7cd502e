import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import {
  constant,
  executeNamed,
  NAMED_STATEMENTS_MAX,
  pageClause,
  stalePlan,
  statementName,
} from './prepared';
import { rowsOf } from './rows';

const dialect = new PgDialect();

describe('named statements', () => {
  it('names a text without parameters, the same text the same name, and none with parameters', () => {
    const one = statementName('select 1 as "a"', []);
    expect(one).toMatch(/^drm_[0-9a-f]{24}$/);
    expect(statementName('select 1 as "a"', [])).toBe(one);
    expect(statementName('select 2 as "a"', [])).not.toBe(one);
    expect(statementName('select $1 as "a"', [1])).toBeUndefined();
    // Parameters the caller vouches no plan depends on (its own id), and no more.
    expect(statementName('select $1 as "a"', [1], 1)).toMatch(/^drm_/);
    expect(statementName('select $1, $2 as "a"', [1, 2], 1)).toBeUndefined();
    expect(NAMED_STATEMENTS_MAX).toBeGreaterThan(0);
  });

  it("knows PostgreSQL's refusal of a statement whose columns changed, wrapped or not, and nothing else", () => {
    const refusal = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
    expect(stalePlan(refusal)).toBe(true);
    expect(stalePlan(new Error('Failed query: select …', { cause: refusal }))).toBe(true);
    expect(stalePlan(Object.assign(new Error('division by zero'), { code: '22012' }))).toBe(false);
    expect(
      stalePlan(Object.assign(new Error('cached plan must not change result type'), { code: 'XX000' })),
    ).toBe(false);
    expect(stalePlan(undefined)).toBe(false);
  });

  it('writes a limit in, and an offset past the first page as a parameter', () => {
    expect(dialect.sqlToQuery(sql`select 1 ${pageClause(10, 0)}`)).toMatchObject({
      sql: 'select 1 limit 10',
      params: [],
    });
    expect(dialect.sqlToQuery(sql`select 1 ${pageClause(10, 20)}`)).toMatchObject({
      sql: 'select 1 limit 10 offset $1',
      params: [20],
    });
    expect(() => pageClause(1.5, 0)).toThrow();
    expect(() => pageClause(-1, 0)).toThrow();
  });

  it('writes only plain code constants into the text', () => {
    expect(dialect.sqlToQuery(sql`x <> ${constant(3)} and y = ${constant('carried_over')}`).sql).toBe(
      "x <> 3 and y = 'carried_over'",
    );
    expect(dialect.sqlToQuery(sql`z = ${constant(true)} or w = ${constant(false)}`).sql).toBe(
      'z = true or w = false',
    );
    expect(() => constant("x' or '1'='1")).toThrow();
    expect(() => constant('a b')).toThrow();
    expect(() => constant(0.5)).toThrow();
  });

  describe('on PGlite', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openDatabase({ dataDir: 'memory://' });
    });
    afterAll(() => handle.close());

    it('answers as db.execute does, with parameters or without', async () => {
      const plain = sql`select ${constant('a')} as "word", 2 as "n" ${pageClause(1, 0)}`;
      expect(rowsOf(await executeNamed(handle.db, plain))).toEqual(rowsOf(await handle.db.execute(plain)));
      const withParams = sql`select ${'b'}::text as "word" ${pageClause(1, 0)}`;
      expect(rowsOf(await executeNamed(handle.db, withParams))).toEqual([{ word: 'b' }]);
    });
  });
});
