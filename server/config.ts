import os from 'node:os';
import path from 'node:path';

/** Everything the server reads from its environment; the README lists the same variables. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** PGlite's folder; 'memory://' keeps the database in memory (tests). */
  dataDir: string;
  /** Files the app keeps (package zips); several servers need it on a shared volume. */
  filesDir: string;
  /** Secret that signs session tokens; when absent one is generated once and kept in the database. */
  jwtSecret: string | undefined;
  staticDir: string;
  logLevel: string;
  /** Seed the demo accounts and records when the database has no users. */
  seedDemo: boolean;
  trustProxy: boolean;
  /** Server processes sharing the port: one per core on PostgreSQL, always one on PGlite. */
  workers: number;
  /** The app's public address, for the links in mails. */
  appUrl: string;
  /** SMTP server for mail (smtp://user:pass@host:587); without one mail is written to outboxDir. */
  smtpUrl: string | undefined;
  outboxDir: string;
  mailFrom: string;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got '${value}'`);
  return parsed;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const workers = integer('WORKERS', env.WORKERS, databaseUrl ? os.availableParallelism() : 1);
  // PGlite is a database inside one process: a second process cannot open its folder.
  if (!databaseUrl && workers > 1)
    throw new Error('WORKERS above 1 needs DATABASE_URL (PGlite runs in one process)');
  return {
    port: integer('PORT', env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR || './data'),
    filesDir: path.resolve(env.FILES_DIR || './data/files'),
    jwtSecret: env.JWT_SECRET || undefined,
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: flag(env.SEED_DEMO, true),
    trustProxy: flag(env.TRUST_PROXY, false),
    workers: Math.max(1, workers),
    appUrl: env.APP_URL || `http://localhost:${integer('PORT', env.PORT, 3000)}`,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: path.resolve(env.OUTBOX_DIR || './data/outbox'),
    mailFrom: env.MAIL_FROM || 'DRM <no-reply@localhost>',
  };
}
