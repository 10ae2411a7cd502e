import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/client';
import { seedDemoData } from '../../server/seed';
import { createScratchDatabase } from '../../scripts/scratchDatabase';

/**
 * The migrated and seeded demo database, made once per test run (tests/support/globalSetup.ts) and
 * copied for each test app: a new PGlite cluster costs an initdb, and migrating and seeding every
 * one took most of the API suite's time. On PostgreSQL the copy is `create database … template`.
 */
export type SeededTemplate = { filesDir: string } & (
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; database: string }
);

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate?: SeededTemplate;
  }
}

/** Builds the template in `dir`: PGlite's dump there, or a template database on DATABASE_URL's server. */
export async function buildSeededTemplate(dir: string): Promise<SeededTemplate> {
  const filesDir = path.join(dir, 'files');
  fs.mkdirSync(filesDir, { recursive: true });
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const database = `drm_template_${randomBytes(6).toString('hex')}`;
    const scratch = await createScratchDatabase(adminUrl, database);
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
    await migrateAndSeed(handle, filesDir);
    return { kind: 'postgres', adminUrl, database, filesDir };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  const dump = await migrateAndSeed(handle, filesDir);
  const dumpFile = path.join(dir, 'pgdata.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump!.arrayBuffer()));
  return { kind: 'pglite', dumpFile, filesDir };
}

async function migrateAndSeed(handle: DatabaseHandle, filesDir: string): Promise<Blob | undefined> {
  try {
    await handle.migrate();
    await seedDemoData(handle.db, filesDir);
    return await handle.dump?.();
  } finally {
    // A template database is copied only while nobody is connected to it.
    await handle.close();
  }
}

/** Removes what buildSeededTemplate made. */
export async function removeSeededTemplate(template: SeededTemplate): Promise<void> {
  fs.rmSync(path.dirname(template.filesDir), { recursive: true, force: true });
  if (template.kind === 'postgres') {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: template.adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${template.database} with (force)`);
    await client.end();
  }
}

let ownTemplate: Promise<SeededTemplate> | undefined;

/** The run's template, or one made for this process when no global setup provided it. */
function template(): Promise<SeededTemplate> {
  const provided = inject('seededTemplate');
  if (provided) return Promise.resolve(provided);
  ownTemplate ??= buildSeededTemplate(fs.mkdtempSync(path.join(os.tmpdir(), 'drm-template-')));
  return ownTemplate;
}

export interface SeededDatabase {
  database: DatabaseHandle;
  /** A copy of the seed's files (package zips), removed by the caller. */
  filesDir: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

/**
 * A seeded database of its own: in-memory PGlite by default, or a database on the PostgreSQL server
 * named by DATABASE_URL (dropped again by `drop`), so test files can run side by side.
 * `databasePort` reaches PostgreSQL through another port (the fault tests' proxy).
 */
export async function openSeededDatabase(options: { databasePort?: number } = {}): Promise<SeededDatabase> {
  const seeded = await template();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-files-'));
  fs.cpSync(seeded.filesDir, filesDir, { recursive: true });
  if (seeded.kind === 'pglite') {
    const loadDataDir = new Blob([fs.readFileSync(seeded.dumpFile)]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
    return { database, filesDir, drop: () => database.close() };
  }
  const name = `drm_test_${randomBytes(6).toString('hex')}`;
  const scratch = await createScratchDatabase(seeded.adminUrl, name, seeded.database);
  const url = new URL(scratch.url);
  if (options.databasePort) {
    url.hostname = '127.0.0.1';
    url.port = String(options.databasePort);
  }
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    filesDir,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}
