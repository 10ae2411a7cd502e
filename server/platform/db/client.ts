import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** Either driver's database, or a transaction of it: repositories take any of them. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite's whole cluster as a tarball, to start another instance from (`loadDataDir`). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant: the advisory lock that lets one of several servers migrate at a time. */
const MIGRATION_LOCK_KEY = 4_242_001;

/** A new session's claim of a write slot, the first of 64 no other session holds (migration 0084). */
const CLAIM_WRITE_SLOT = 'select claim_write_slot()';

/** PostgreSQL through DATABASE_URL, else PGlite persisted in dataDir ('memory://' keeps it in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** For PGlite: a dump to start from instead of a new, empty cluster (which costs an initdb). */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.loadDataDir);
}

/** Types drizzle reads as PostgreSQL's text and maps itself: dates, times, intervals and their arrays. */
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (value: string) => value;

/**
 * drizzle passes those parsers with every query, and PGlite then copies its table of several hundred
 * parsers for that query (a tenth of a millisecond or more, as long as a small query itself). The
 * instance is created with them instead, and drizzle's per-query copy is left out: same results.
 */
function withInstanceParsers(client: PGlite): PGlite {
  const query =
    (on: Pick<PGlite, 'query'>) =>
    <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      on.query<T>(text, params, options && { ...options, parsers: undefined });
  // drizzle's PGlite session calls query and transaction only. They run one after another (as PGlite
  // runs them anyway), each on a later turn of the event loop than the one before it ended: PGlite
  // runs on this thread, and a queue of statements each started as the last one resolved never let
  // the loop poll, which accepts one new connection per turn; under 50 writers a turn took 100 ms and
  // a new connection's request waited up to 2.9 s to be read (docs/performance.md).
  const inTurn = turns();
  const queries = {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      inTurn(() => query(client)<T>(text, params, options)),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      inTurn(() => client.transaction((tx) => work({ ...tx, query: query(tx) } as Transaction))),
  };
  return queries as unknown as PGlite;
}

/** Resolves after the event loop has polled for I/O once more (setImmediate runs right after it). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A queue of work run one after another, each on a later turn of the event loop than the last ended. */
function turns() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(nextTurn).then(work);
    last = run.catch(() => undefined);
    return run;
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const parsers = Object.fromEntries(AS_TEXT.map((type) => [type, asText]));
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, parsers, loadDataDir });
  const db = drizzlePglite(withInstanceParsers(client)) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(withInstanceParsers(client)), { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** How long a request waits for a new database connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE || 10),
    // An unreachable database fails the request (503) instead of holding it open.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // No JIT: it compiles a plan for any query the planner prices high (a year's report, a far page)
    // and the compile alone cost about half a second at scale, more than the query it speeds up.
    // UTC, as PGlite: months and days are counted in UTC (the kept day totals are UTC days), whatever
    // the server's own time zone.
    options: '-c jit=off -c TimeZone=UTC',
    // Each session claims its write slot (migration 0084) before the pool hands it out (pg-pool awaits
    // this hook): its own activity chain and status shard, so writers on this pool and on other
    // servers' never wait on each other's commits there. Before the first migration the function is
    // not there yet: that session falls back to its pid.
    onConnect: async (client: pg.ClientBase) => {
      await client.query(CLAIM_WRITE_SLOT).catch(() => undefined);
    },
  });
  // An idle client losing its connection (database restart) must not crash the server.
  pool.on('error', () => undefined);
  const nodePgDb = drizzleNodePg(pool);
  return {
    db: nodePgDb as unknown as Database,
    kind: 'postgres',
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(nodePgDb, { migrationsFolder });
        await lockClient.query(CLAIM_WRITE_SLOT);
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function isDatabaseReady(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** How often the health check asks the database: a load balancer's polling costs it one query a second. */
export const READINESS_CHECK_MS = 1_000;

/**
 * The database's readiness for the health check, asked at most once every READINESS_CHECK_MS; calls
 * in between (and those while a check runs) share its answer. A "not ready" is not kept: the next call
 * asks again, so a recovered database is seen at once.
 */
export function readinessCheck(db: Database, everyMs = READINESS_CHECK_MS, now = () => Date.now()) {
  let askedAt = -Infinity;
  let answer: Promise<boolean> | undefined;
  return (): Promise<boolean> => {
    if (!answer || now() - askedAt >= everyMs) {
      askedAt = now();
      answer = isDatabaseReady(db).then((ready) => {
        if (!ready) askedAt = -Infinity;
        return ready;
      });
    }
    return answer;
  };
}
