import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import { openDatabase, type Database } from '../../server/platform/db/client';
import { DEMO_PASSWORD } from '../../server/seed';
import { call, createTestApp, type TestApp } from '../support/testApp';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';
import { createScratchDatabase } from '../../scripts/scratchDatabase';
import { ended, freePort, spawnServer, waitForHealth } from '../../scripts/serverProcess';

const postgresUrl = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresUrl)('PostgreSQL going away under load', () => {
  let proxy: TcpProxy | undefined;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 while the database is away, never crashes, and recovers by itself', async () => {
    const target = new URL(postgresUrl!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    t = await createTestApp({ databasePort: proxy.port });
    const app = t.app;
    const token = await t.login('admin@example.com');
    const list = async () =>
      (await call(app, token, 'POST', '/api/channel', { page: 1, limit: 10 })).statusCode;
    const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;

    let loading = true;
    const statuses: number[] = [];
    const load = Array.from({ length: 5 }, async () => {
      while (loading) statuses.push(await list());
    });
    await sleep(300);
    // What a restart does to the server's connections: backends end (57P01), then nothing answers.
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const database = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      database.rows[0].name,
    ]);
    await admin.end();
    await proxy.cut();
    await sleep(500);
    expect(await health()).toBe(503);
    expect(await list()).toBe(503);

    await proxy.restore();
    await expect.poll(list, { timeout: 15_000, interval: 200 }).toBe(200);
    expect(await health()).toBe(200);
    loading = false;
    await Promise.all(load);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  });
});

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
}

/** The real server in a process of its own, on a free port, once healthy. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnServer(port, { ...env, WORKERS: '1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return { child, baseUrl };
}

/** The parts of the API's answers this test reads. */
interface Answer {
  token?: string;
  result?: { _id?: string; data?: Array<{ _id: string }> };
}

async function post(baseUrl: string, pathname: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const signIn = async (baseUrl: string, email = 'manager@example.com') =>
  (await post(baseUrl, '/api/user/login', { email, password: DEMO_PASSWORD })).body;

/** Rows where the trigger-kept counts differ from the channels themselves: a half-written change. */
async function countMismatches(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from (
      select creator_id, status, count(*) as n from channels group by creator_id, status
    ) actual full join (select creator_id, status, n from channel_counts where n <> 0) kept
      using (creator_id, status)
    where actual.n is distinct from kept.n
    union all
    select count(*)::int from (select status, count(*) as n from channels group by status) actual
      full join (select status, sum(n) as n from channel_status_totals group by status having sum(n) <> 0) kept
        using (status)
    where actual.n is distinct from kept.n`)) as unknown as { rows: Array<{ n: number }> };
  return result.rows.reduce((sum, row) => sum + Number(row.n), 0);
}

interface Store {
  env: Record<string, string>;
  open(): Promise<{ db: Database; close(): Promise<void> }>;
  drop(): Promise<void>;
}

function pgliteStore(): Store {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-kill-'));
  return {
    // Empty, so a DATABASE_URL set for the PostgreSQL runs does not reach this server.
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: dir }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresStore(adminUrl: string): Promise<Store> {
  const scratch = await createScratchDatabase(adminUrl, `drm_kill_${randomBytes(6).toString('hex')}`);
  return {
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ databaseUrl: scratch.url, dataDir: '' }),
    drop: scratch.drop,
  };
}

describe.each([
  { name: 'PGlite', store: async () => pgliteStore() },
  ...(postgresUrl ? [{ name: 'PostgreSQL', store: () => postgresStore(postgresUrl) }] : []),
])('the server killed during a stream of writes on $name', ({ store: makeStore }) => {
  it('keeps every acknowledged write and no half-written change', { timeout: 120_000 }, async () => {
    const store = await makeStore();
    const env = { ...store.env, JWT_SECRET: randomBytes(32).toString('base64url') };
    try {
      const first = await startServer(env);
      // Staff register channels by hand for a creator (creators connect theirs through Google).
      const token = (await signIn(first.baseUrl)).token!;
      const creator = (await signIn(first.baseUrl, 'creator@example.com')).result!._id!;
      const acknowledged: string[] = [];
      let next = 0;
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const channelId = `UCkilltest${String(next++).padStart(14, '0')}`;
          const answer = await post(
            first.baseUrl,
            '/api/channel/add',
            { channel_id: channelId, channel_title: `Kill test ${channelId}`, creator },
            token,
          ).catch(() => undefined);
          if (answer?.status === 201) acknowledged.push(answer.body.result!._id!);
          else if (answer && !killed) throw new Error(`write answered ${answer.status}`);
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      while (acknowledged.length < 40) await sleep(20);
      first.child.kill('SIGKILL');
      killed = true;
      await Promise.all(writers);
      await ended(first.child);

      const second = await startServer(env);
      try {
        const again = (await signIn(second.baseUrl)).token!;
        const found = new Set<string>();
        for (let i = 0; i < acknowledged.length; i += MAX_PAGE_SIZE) {
          const ids = acknowledged.slice(i, i + MAX_PAGE_SIZE);
          const page = await post(
            second.baseUrl,
            '/api/channel',
            { limit: MAX_PAGE_SIZE, filter: { ids } },
            again,
          );
          for (const row of page.body.result!.data!) found.add(row._id);
        }
        expect(acknowledged.filter((id) => !found.has(id))).toEqual([]);
      } finally {
        second.child.kill('SIGTERM');
        await ended(second.child);
      }
      const database = await store.open();
      try {
        expect(await countMismatches(database.db)).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      await store.drop();
    }
  });
});
