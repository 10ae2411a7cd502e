import { sql } from 'drizzle-orm';
import { date, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { compiledView } from './compiledView';
import { rowsOf } from './rows';

const things = pgTable('things', {
  id: uuid('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day'),
  amount: numeric('amount'),
  count: integer('count'),
  data: jsonb('data'),
  note: text('note'),
});

/** A view with each kind of field a list's view holds: columns of every decoded type, expressions. */
const view = {
  _id: things.id,
  at: things.at,
  day: things.day,
  amount: things.amount,
  count: things.count,
  data: things.data,
  note: things.note,
  doubled: sql<number>`(${things.count} * 2)::text`.mapWith(Number),
  shout: sql<string>`upper(${things.note})`.as('ignored_alias'),
  // Constants the view's code wrote: literals in the compiled text, parameters in the builder's.
  flag: sql<boolean>`${true}::boolean`,
  label: sql<string | null>`case ${things.count} when ${21} then ${'many'} end`,
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await handle.db.execute(sql`create table things (id uuid primary key, at timestamptz not null,
    day date, amount numeric, count integer, data jsonb, note text)`);
  await handle.db.insert(things).values([
    {
      id: '00000000-0000-4000-8000-000000000001',
      at: new Date('2026-11-28T10:11:12.345Z'),
      day: '2026-02-03',
      amount: '12.50',
      count: 21,
      data: { a: [1, 'b'] },
      note: 'quiet',
    },
    { id: '00000000-0000-4000-8000-000000000002', at: new Date('2026-01-01T00:00:00Z') },
  ]);
}, 60_000);
afterAll(() => handle?.close());

describe('a compiled view', () => {
  it('answers the rows the query builder answers for the same fields, nulls included', async () => {
    const { db } = handle;
    const built = await db.select(view).from(things).orderBy(things.id);
    const compiled = compiledView(view);
    const raw = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select ${compiled.selection} from ${things} order by ${things.id}`),
    );
    const decoded = raw.map((row) => compiled.decode(row));
    expect(decoded).toEqual(built);
    expect(decoded[0].at).toBeInstanceOf(Date);
    expect(decoded[0]).toMatchObject({ doubled: 42, flag: true, label: 'many' });
    expect(decoded[1]).toMatchObject({ day: null, data: null, doubled: null, shout: null, label: null });
  });

  it('renders a view to text once, its own constants as literals, and keeps a caller’s parameter', () => {
    const dialect = new PgDialect();
    const compiled = compiledView(view);
    expect(compiledView(view)).toBe(compiled);
    const rendered = dialect.sqlToQuery(compiled.selection);
    expect(rendered.params).toEqual([]);
    expect(rendered.sql).toContain('"things"."at" as "at"');
    const flagged = { quiet: sql<boolean>`${things.note} = ${"qu'iet"}` };
    expect(dialect.sqlToQuery(compiledView(flagged).selection)).toMatchObject({
      sql: `"things"."note" = 'qu''iet' as "quiet"`,
      params: [],
    });
    const personal = { mine: sql<boolean>`${things.note} = ${'quiet'}` };
    const withParameter = dialect.sqlToQuery(compiledView(view, personal).selection);
    expect(withParameter.params).toEqual(['quiet']);
    expect(withParameter.sql).toMatch(/"things"."note" = \$1 as "mine"$/);
    // What a named statement may take as plan-neutral: the caller's fields' parameters, no view's.
    expect(compiled.params).toBe(0);
    expect(compiledView(view, personal).params).toBe(1);
  });

  it('adds the caller’s own fields to the shared view without changing it', async () => {
    const { db } = handle;
    const mine = { mine: sql<boolean>`${things.note} = ${'quiet'}` };
    const compiled = compiledView(view, mine);
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select ${compiled.selection} from ${things} order by ${things.id} limit 1`),
    );
    expect(compiled.decode(row)).toMatchObject({ note: 'quiet', doubled: 42, mine: true });
    expect(new PgDialect().sqlToQuery(compiledView(view).selection).sql).not.toContain('mine');
  });

  it('refuses a nested object, which only the query builder maps', () => {
    expect(() => compiledView({ owner: { id: things.id } } as never)).toThrow(/owner/);
  });
});
