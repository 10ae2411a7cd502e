import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../support/testApp';

/** Calls that change the caller's own session or password are fuzzed elsewhere (auth tests). */
const SKIPPED = new Set(['POST /api/user/login', 'POST /api/user/logout', 'POST /api/user/change/password']);
const RUNS_PER_ENDPOINT = 60;

let t: TestApp;
let admin: string;
let channelId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  const list = await call(t.app, admin, 'POST', '/api/channel', { limit: 1 });
  channelId = list.json().result.data[0]._id;
});
afterAll(() => t.close());

/** A fingerprint of every table a write could touch. */
async function snapshot(): Promise<string> {
  const result = await t.db.execute(sql`
    select (select md5(coalesce(string_agg(c::text, ',' order by c.id), '')) from channels c) as channels,
           (select md5(coalesce(string_agg(u::text, ',' order by u.id), '')) from users u) as users,
           (select md5(coalesce(string_agg(a::text, ',' order by a.id), '')) from contracts a) as contracts`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows ?? result);
}

const nasty = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table channels; --',
    '<script>alert(1)</script>',
    '\u0000',
    'x'.repeat(70_000),
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓',
    '2024-02-30',
    'UC' + 'a'.repeat(22),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** Bodies that use the endpoint's real field names as often as made-up ones. */
const bodies = fc.oneof(
  fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'channel_id',
        'channel_title',
        'channel_description',
        'channel_start_date',
        'channel_icon_url',
      ),
      fc.constantFrom(
        'status',
        'creator',
        'type',
        'search',
        'page',
        'limit',
        'sort',
        'order',
        'filter',
        'icon_type',
      ),
      fc.string({ maxLength: 10 }),
    ),
    nasty,
    { maxKeys: 6 },
  ),
  fc.anything({ maxDepth: 2 }),
);

describe('bad input never reaches the database', () => {
  it('answers generated bodies with 400 (or 2xx when valid), never 5xx, and changes nothing on 4xx', async () => {
    const endpoints = t.app.apiEndpoints.filter(
      (e) => e.method !== 'GET' && !SKIPPED.has(`${e.method} ${e.url}`),
    );
    expect(endpoints.length).toBeGreaterThan(3);
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const before = await snapshot();
          const response = await call(
            t.app,
            admin,
            endpoint.method,
            endpoint.url.replace(':id', channelId),
            body,
          );
          const label = `${endpoint.method} ${endpoint.url} ${JSON.stringify(body)?.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          expect(response.body, label).not.toMatch(/postgres|drizzle|\bat .*\.ts:\d+/i);
          if (response.statusCode >= 400) expect(await snapshot(), label).toBe(before);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    }
    // Every endpoint gets its runs: the time grows with the API (about 0.6 s an endpoint on CI).
  }, 400_000);
});

describe('bodies and list keys that once broke the server', () => {
  it('refuses a deeply nested body with 400 before anything reads it, signed in or not', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const token of [undefined, admin]) {
      const response = await t.app.inject({
        method: 'POST',
        url: token ? '/api/channel' : '/api/user/login',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        payload: `{"email": ${deep}, "password": "x"}`,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json().errors)).toEqual([expect.stringMatching(/nested/)]);
    }
    expect((await call(t.app, undefined, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it("refuses Object's own member names as sort fields on every list", async () => {
    const lists = [];
    const posts = t.app.apiEndpoints.filter(
      (e) => e.method === 'POST' && !e.url.includes(':') && !SKIPPED.has(`${e.method} ${e.url}`),
    );
    for (const endpoint of posts) {
      const plain = await call(t.app, admin, 'POST', endpoint.url, {});
      const json = String(plain.headers['content-type']).includes('json');
      if (plain.statusCode !== 200 || !json || !Array.isArray(plain.json().result?.data)) continue;
      lists.push(endpoint.url);
      for (const sort of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const response = await call(t.app, admin, 'POST', endpoint.url, { sort });
        expect(response.statusCode, `${endpoint.url} sort ${sort}`).toBe(400);
        expect(response.json().errors, `${endpoint.url} sort ${sort}`).toHaveProperty('sort');
      }
    }
    expect(lists).toEqual(expect.arrayContaining(['/api/channel', '/api/contract', '/api/activity/log']));
  });

  it('refuses a cursor whose sort value the column cannot hold', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    const cursor = (key: string) =>
      Buffer.from(JSON.stringify(['status', 'ASC', key, uuid])).toString('base64url');
    for (const key of ['99999999999', '1e400', '-40000', 'one']) {
      const response = await call(t.app, admin, 'POST', '/api/channel', {
        sort: 'status',
        order: 'ASC',
        page: 2,
        after: cursor(key),
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json().errors, key).toEqual({ after: 'is not a valid cursor' });
    }
    const fine = await call(t.app, admin, 'POST', '/api/channel', {
      sort: 'status',
      order: 'ASC',
      after: cursor('1'),
    });
    expect(fine.statusCode).toBe(200);
  });
});
