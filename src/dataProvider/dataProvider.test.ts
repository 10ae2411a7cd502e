import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { endpointMaps } from '../resources';
import { createDataProvider, listBody } from './index';

type Call = { url: string; method: string; body: unknown; auth: string | null };
let calls: Call[];
let answer: (call: Call) => { status: number; json: unknown };

beforeEach(() => {
  calls = [];
  answer = () => ({ status: 200, json: { result: { data: [], total: 0 } } });
  localStorage.setItem('token', 'token-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        auth: new Headers(init.headers).get('Authorization'),
      };
      calls.push(call);
      const { status, json } = answer(call);
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const provider = () => createDataProvider(endpointMaps);

describe('listBody', () => {
  it('maps react-admin list params onto the wire list body', () => {
    expect(
      listBody({
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'channel_title', order: 'ASC' },
        filter: { q: ' beat ', status: 1 },
      }),
    ).toEqual({
      page: 2,
      limit: 25,
      sort: 'channel_title',
      order: 'ASC',
      search: 'beat',
      filter: { status: 1 },
    });
  });

  it('leaves out the default id sort and an empty search', () => {
    expect(
      listBody({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: '' },
      }),
    ).toEqual({
      page: 1,
      limit: 10,
      filter: {},
    });
  });
});

describe('dataProvider', () => {
  it('lists with POST and the bearer token, mapping _id to id', async () => {
    answer = () => ({
      status: 200,
      json: { result: { data: [{ _id: 'a1', channel_title: 'A' }], total: 7 } },
    });
    const result = await provider().getList('channels', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(calls[0]).toMatchObject({ url: '/api/channel', method: 'POST', auth: 'Bearer token-1' });
    expect(result).toEqual({ data: [{ id: 'a1', _id: 'a1', channel_title: 'A' }], total: 7 });
  });

  it('reads the next page after the cursor of the one before, for the same sort and filter only', async () => {
    answer = (call) => {
      const page = (call.body as { page: number }).page;
      return {
        status: 200,
        json: { result: { data: [{ _id: `r${page}` }], total: 50, cursor: `c${page}` } },
      };
    };
    const dataProvider = provider();
    const read = (page: number, filter = {}) =>
      dataProvider.getList('channels', {
        pagination: { page, perPage: 10 },
        sort: { field: 'channel_title', order: 'ASC' },
        filter,
      });
    await read(1);
    await read(2);
    await read(4);
    await read(3, { status: 1 });
    await dataProvider.getMany('channels', { ids: ['x'] });
    await read(3, { status: 1 });
    await read(4, { status: 1 });
    const afters = calls.map((call) => (call.body as { after?: string }).after);
    expect(afters).toEqual([undefined, 'c1', undefined, undefined, undefined, undefined, 'c3']);
  });

  it('reads one record through the endpoint map', async () => {
    answer = () => ({ status: 200, json: { result: { _id: 'c9', channel_title: 'C' } } });
    const { data } = await provider().getOne('channels', { id: 'c9' });
    expect(calls[0]).toMatchObject({ url: '/api/channel/detail/c9', method: 'PATCH' });
    expect(data.id).toBe('c9');
  });

  it('gets many through the list call with the ids filter', async () => {
    await provider().getMany('channels', { ids: ['x', 'y', 'x'] });
    expect(calls[0]).toMatchObject({ url: '/api/channel', method: 'POST' });
    expect(calls[0].body).toMatchObject({ filter: { ids: ['x', 'y'] }, limit: 2 });
  });

  it('gets many in lists of at most 100 ids, and none for no ids', async () => {
    await provider().getMany('channels', { ids: Array.from({ length: 150 }, (_, i) => `id${i}`) });
    expect(calls.map((c) => (c.body as { filter: { ids: string[] } }).filter.ids.length)).toEqual([100, 50]);
    calls = [];
    expect(await provider().getMany('channels', { ids: [] })).toEqual({ data: [] });
    expect(calls).toEqual([]);
  });

  it('gets many by reference through the list call with the target filter', async () => {
    await provider().getManyReference('channels', {
      target: 'creator',
      id: 'u1',
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].body).toMatchObject({ filter: { creator: 'u1' } });
  });

  it('sends only the fields each write accepts', async () => {
    answer = () => ({ status: 200, json: { result: { _id: 'n1' } } });
    const record = {
      id: 'n1',
      _id: 'n1',
      channel_id: 'UCx',
      channel_title: 'T',
      creator_name: 'X',
      created_at: 'now',
    };
    await provider().create('channels', { data: record });
    expect(calls[0]).toMatchObject({
      url: '/api/channel/add',
      method: 'POST',
      body: { channel_id: 'UCx', channel_title: 'T' },
    });
    await provider().update('channels', { id: 'n1', data: record, previousData: record });
    expect(calls[1]).toMatchObject({ url: '/api/channel/n1', method: 'PUT', body: { channel_title: 'T' } });
  });

  it('deletes a channel as a status change to 3', async () => {
    answer = () => ({ status: 200, json: { result: { _id: 'd1', status: 3 } } });
    await provider().delete('channels', { id: 'd1', previousData: { id: 'd1' } });
    expect(calls[0]).toMatchObject({
      url: '/api/channel/change-status/d1',
      method: 'PUT',
      body: { status: 3 },
    });
  });

  it('reads pages larger than the API allows in parts (CSV export)', async () => {
    answer = (call) => {
      const page = (call.body as { page: number }).page;
      const data = Array.from({ length: page < 3 ? 100 : 20 }, (_, i) => ({ _id: `${page}-${i}` }));
      return { status: 200, json: { result: { data, total: 220 } } };
    };
    const result = await provider().getList('channels', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls.map((c) => (c.body as { page: number; limit: number }).limit)).toEqual([100, 100, 100]);
    expect(result.data).toHaveLength(220);
  });

  it('turns a total counted only so far into partial pagination with how far it counted', async () => {
    answer = (call) => {
      const page = (call.body as { page: number }).page;
      const data = Array.from({ length: 10 }, (_, i) => ({ _id: `${page}-${i}` }));
      return { status: 200, json: { result: { data, total: 1000, more: true } } };
    };
    const params = { sort: { field: 'id', order: 'ASC' as const }, filter: { q: 'payment' } };
    expect(await provider().getList('channels', { ...params, pagination: { page: 2, perPage: 10 } })).toEqual(
      {
        data: expect.any(Array),
        pageInfo: { hasNextPage: true, hasPreviousPage: true },
        meta: { countedTo: 1000 },
      },
    );
    const first = await provider().getList('channels', { ...params, pagination: { page: 1, perPage: 10 } });
    expect(first).toMatchObject({ pageInfo: { hasPreviousPage: false } });
    expect(first).not.toHaveProperty('total');
    answer = () => ({ status: 200, json: { result: { data: [{ _id: 'a' }], total: 1 } } });
    expect(await provider().getList('channels', { ...params, pagination: { page: 1, perPage: 10 } })).toEqual(
      {
        data: [expect.objectContaining({ id: 'a' })],
        total: 1,
      },
    );
  });

  it('turns an estimated total into partial pagination with the estimate, a next page after a full one', async () => {
    let rows = 10;
    answer = () => {
      const data = Array.from({ length: rows }, (_, i) => ({ _id: `r${i}` }));
      return { status: 200, json: { result: { data, total: 4200, estimated: true } } };
    };
    const params = { sort: { field: 'id', order: 'ASC' as const }, filter: { q: 'golden harbour' } };
    expect(
      await provider().getList('libraries', { ...params, pagination: { page: 3, perPage: 10 } }),
    ).toEqual({
      data: expect.any(Array),
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      meta: { estimatedTotal: 4200 },
    });
    rows = 4;
    const last = await provider().getList('libraries', { ...params, pagination: { page: 1, perPage: 10 } });
    expect(last).toMatchObject({ pageInfo: { hasNextPage: false, hasPreviousPage: false } });
    expect(last).not.toHaveProperty('total');
  });

  it('rejects with the status, message and field errors of the server', async () => {
    answer = () => ({
      status: 400,
      json: { message: 'The request is not valid.', errors: { channel_id: 'is required' } },
    });
    await expect(provider().create('channels', { data: {} })).rejects.toMatchObject({
      status: 400,
      message: 'The request is not valid.',
      body: { errors: { channel_id: 'is required' } },
    });
    answer = () => ({ status: 401, json: { message: 'Authentication required.' } });
    await expect(provider().getOne('channels', { id: 'z' })).rejects.toMatchObject({ status: 401 });
  });
});
