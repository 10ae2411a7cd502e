import { date, PgDialect, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createdAt, idColumn } from '../db/columns';
import { HttpError } from './errors';
import { likePattern, planList, type ListSpec } from './listQuery';

/** A table shaped like the channels' (the kit's tests import no entity): a nullable date, a title. */
const channels = pgTable('channels', {
  id: idColumn(),
  channelId: varchar('channel_id', { length: 64 }).notNull(),
  channelTitle: varchar('channel_title', { length: 300 }).notNull(),
  channelStartDate: date('channel_start_date', { mode: 'string' }),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
});

const spec: ListSpec<{ status?: number }> = {
  sortable: { channel_title: channels.channelTitle, created_at: channels.createdAt },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [channels.channelTitle],
  id: channels.id,
  filters: { status: (status) => eq(channels.status, status) },
};
const dialect = new PgDialect();
const render = (plan: ReturnType<typeof planList>) => ({
  where: plan.where ? dialect.sqlToQuery(plan.where) : undefined,
  orderBy: plan.orderBy.map((o) => dialect.sqlToQuery(o).sql),
});

describe('planList', () => {
  it('pages from 1 with the default page size and sorts by the default with the id as tie-breaker', () => {
    const plan = planList(spec, {});
    expect(plan).toMatchObject({ limit: 10, offset: 0 });
    expect(render(plan).orderBy).toEqual(['"channels"."created_at" desc', '"channels"."id" desc']);
  });

  it('turns page, limit, sort, order, filter and search into SQL pieces', () => {
    const plan = planList(spec, {
      page: 3,
      limit: 20,
      sort: 'channel_title',
      order: 'asc',
      search: 'Beat',
      filter: { status: 1 },
    });
    expect(plan).toMatchObject({ limit: 20, offset: 40 });
    const { where, orderBy } = render(plan);
    expect(orderBy[0]).toBe('"channels"."channel_title" asc');
    expect(where?.sql).toContain('"channels"."status" = $1');
    expect(where?.sql).toContain('lower("channels"."channel_title") like $2');
    expect(where?.params).toEqual([1, '%beat%']);
  });

  it('reads the matches first when searched, or when the spec says the scope holds few rows', () => {
    expect(planList(spec, {}).fewMatches).toBe(false);
    expect(planList(spec, { search: 'beat' }).fewMatches).toBe(true);
    expect(planList({ ...spec, fewInScope: true }, {}).fewMatches).toBe(true);
    expect(planList({ ...spec, fewInScope: true }, {}).searched).toBe(false);
  });

  it("walks the spec's index only when searched in its order, from a cursor's row", () => {
    const walking: ListSpec<{ status?: number }> = {
      ...spec,
      walk: {
        sort: 'created_at',
        within: sql`"channels"."status" <> 3`,
        mayMatch: (search) => sql`"channels"."signature" & ${search.length} <> 0`,
        onIndex: { status: channels.status },
      },
    };
    expect(planList(walking, {}).walk).toBeUndefined();
    // A filter the index carries is tested in the walk too, searched or not.
    expect(dialect.sqlToQuery(planList(walking, { filter: { status: 2 } }).walk!)).toMatchObject({
      sql: '("channels"."status" <> 3 and "channels"."status" is not distinct from $1)',
      params: [2],
    });
    expect(planList(walking, { search: 'beat', sort: 'channel_title' }).walk).toBeUndefined();
    const walked = planList(walking, { search: 'beat' }).walk!;
    expect(dialect.sqlToQuery(walked)).toMatchObject({
      sql: '("channels"."status" <> 3 and "channels"."signature" & $1 <> 0)',
      params: [4],
    });
    const first = planList(walking, { search: 'beat' });
    const cursor = first.cursorOf({
      sortKey: '2026-01-01 00:00:00+00',
      id: '00000000-0000-4000-8000-000000000001',
    });
    const after = dialect.sqlToQuery(planList(walking, { search: 'beat', after: cursor }).walk!);
    expect(after.sql).toContain('("channels"."created_at", "channels"."id") < ($2, $3)');
    expect(after.params).toContain('00000000-0000-4000-8000-000000000001');
  });

  it('refuses a sort field or a filter outside the whitelist', () => {
    expect(() => planList(spec, { sort: 'password_hash' })).toThrow(HttpError);
    expect(() => planList(spec, { filter: { creator: 'x' } as never })).toThrow(HttpError);
  });

  it('matches search text literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('planList cursors and prefix search', () => {
  const withPrefix: ListSpec<{ status?: number }> = { ...spec, searchablePrefix: [channels.channelId] };
  const id = '0b6f3c1e-8a52-4d5e-9a51-2f1d7a3c9e10';

  it('matches prefix columns by their exact start and the others anywhere', () => {
    const where = dialect.sqlToQuery(planList(withPrefix, { search: 'UCab_' }).where!);
    expect(where.sql).toContain('"channels"."channel_id" like $2');
    expect(where.params).toEqual(['%ucab\\_%', 'UCab\\_%']);
  });

  it('reads after a cursor of the same sort instead of skipping rows', () => {
    const first = planList(spec, { sort: 'channel_title', order: 'ASC' });
    const after = first.cursorOf({ sortKey: 'Beat Lab', id });
    const next = planList(spec, { sort: 'channel_title', order: 'ASC', page: 2, after });
    expect(next).toMatchObject({ offset: 0, keyset: true });
    const where = dialect.sqlToQuery(next.pageWhere!);
    expect(where.sql).toContain('("channels"."channel_title", "channels"."id") > ($1, $2)');
    expect(where.params).toEqual(['Beat Lab', id]);
    expect(next.where).toBeUndefined();
  });

  it('keeps the null rows of a nullable sort on the right side of the cursor', () => {
    const nullableSpec = { ...spec, sortable: { start: channels.channelStartDate } };
    const ascending = planList(nullableSpec, { sort: 'start', order: 'ASC' });
    const after = ascending.cursorOf({ sortKey: '2020-01-01', id });
    const where = dialect.sqlToQuery(
      planList(nullableSpec, { sort: 'start', order: 'ASC', after }).pageWhere!,
    );
    expect(where.sql).toContain('or "channels"."channel_start_date" is null');
  });

  it('pages by number when the cursor was made under another sort', () => {
    const after = planList(spec, {}).cursorOf({ sortKey: '2024-01-01', id });
    expect(planList(spec, { sort: 'channel_title', page: 3, after })).toMatchObject({
      offset: 20,
      keyset: false,
    });
  });

  it('refuses a cursor it did not make', () => {
    for (const after of ['not a cursor', Buffer.from('["x","UP",1,"y"]').toString('base64url')]) {
      expect(() => planList(spec, { after })).toThrow(HttpError);
    }
  });
});
