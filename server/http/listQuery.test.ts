import { PgDialect } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels } from '../channels/table';
import { HttpError } from './errors';
import { likePattern, planList, type ListSpec } from './listQuery';

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

  it('refuses a sort field or a filter outside the whitelist', () => {
    expect(() => planList(spec, { sort: 'password_hash' })).toThrow(HttpError);
    expect(() => planList(spec, { filter: { creator: 'x' } as never })).toThrow(HttpError);
  });

  it('matches search text literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
