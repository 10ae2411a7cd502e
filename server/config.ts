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
  /** Google's OAuth client; without one the development sign-in stand-in serves /dev/google. */
  google: GoogleClientConfig | undefined;
  /** Key that encrypts channels' OAuth tokens and payment details at rest (32 bytes, hex or base64); generated when unset. */
  tokenEncryptionKey: string | undefined;
  /** The money-transfer provider (Wise); without a token the offline catalogue serves the bank forms. */
  wise: WiseConfig | undefined;
  /** How long the provider's bank forms are kept per currency (0: asked every time). */
  paymentFormsCacheSeconds: number;
}

export interface WiseConfig {
  apiUrl: string;
  token: string;
  /** The business profile recipients are created under. */
  profileId: number;
  /** The currency payouts are sent from, which the forms lookup names as its source. */
  sourceCurrency: string;
  timeoutMs: number;
}

const WISE_TIMEOUT_MS = 10_000;
const PAYMENT_FORMS_CACHE_SECONDS = 3600;

function wiseClient(env: NodeJS.ProcessEnv): WiseConfig | undefined {
  const token = env.WISE_API_TOKEN || undefined;
  if (!token) return undefined;
  const profileId = integer('WISE_PROFILE_ID', env.WISE_PROFILE_ID, 0);
  if (profileId === 0)
    throw new Error('WISE_API_TOKEN needs WISE_PROFILE_ID (the profile recipients belong to)');
  const sourceCurrency = (env.WISE_SOURCE_CURRENCY || 'USD').toUpperCase();
  if (!/^[A-Z]{3}$/.test(sourceCurrency))
    throw new Error(`WISE_SOURCE_CURRENCY must be a currency code, got '${sourceCurrency}'`);
  return {
    apiUrl: (env.WISE_API_URL || 'https://api.wise.com').replace(/\/+$/, ''),
    token,
    profileId,
    sourceCurrency,
    timeoutMs: integer('WISE_TIMEOUT_MS', env.WISE_TIMEOUT_MS, WISE_TIMEOUT_MS),
  };
}

export interface GoogleClientConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  youtubeApiUrl: string;
}

function googleClient(env: NodeJS.ProcessEnv): GoogleClientConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID || undefined;
  const clientSecret = env.GOOGLE_CLIENT_SECRET || undefined;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new Error('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  return {
    clientId,
    clientSecret,
    authorizeUrl: env.GOOGLE_AUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: env.GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com/token',
    youtubeApiUrl: env.YOUTUBE_API_URL || 'https://www.googleapis.com/youtube/v3',
  };
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
  const google = googleClient(env);
  // PGlite lives in one process, and so do the sign-in stand-in's codes (used without Google).
  const manyProcesses = databaseUrl !== undefined && google !== undefined;
  const workers = integer('WORKERS', env.WORKERS, manyProcesses ? os.availableParallelism() : 1);
  if (!databaseUrl && workers > 1)
    throw new Error('WORKERS above 1 needs DATABASE_URL (PGlite runs in one process)');
  if (!google && workers > 1)
    throw new Error('WORKERS above 1 needs GOOGLE_CLIENT_ID (the sign-in stand-in runs in one process)');
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
    google,
    tokenEncryptionKey: env.TOKEN_ENCRYPTION_KEY || undefined,
    wise: wiseClient(env),
    paymentFormsCacheSeconds: integer(
      'WISE_FORMS_CACHE_SECONDS',
      env.WISE_FORMS_CACHE_SECONDS,
      PAYMENT_FORMS_CACHE_SECONDS,
    ),
  };
}
