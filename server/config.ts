import { CONTENT_ID_API_URL, type ContentIdSettings } from './platform/google/contentId';
import {
  PACKAGE_KEEP_HOURS,
  REVAI_DEFAULT_BASE_URL,
  UPLOAD_MAX_BYTES_DEFAULT,
  URL_MAX_LENGTH,
  YOUTUBE_DAILY_QUOTA_UNITS,
} from '../shared/constants';
import os from 'node:os';
import path from 'node:path';
import { BOT_CHECK_PROVIDERS, type BotCheckConfig, type BotCheckProvider } from './platform/auth/botCheck';

/** Everything the server reads from its environment; the README lists the same variables. */
export interface Config {
  /** NODE_ENV=production: no development stand-ins, the API's description for staff only. */
  production: boolean;
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
  /** Google's OAuth client; without one (outside production) the development sign-in stand-in serves /dev/google. */
  google: GoogleClientConfig | undefined;
  /** Serve the development sign-in stand-in (no Google client, never in production). */
  googleStandIn: boolean;
  /** The sign-in page's bot check (Turnstile or hCaptcha); off without a site key and secret. */
  botCheck: BotCheckConfig | undefined;
  /** How long a request may take to arrive (headers and body), and its headers alone. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Open connections one address may hold (0: no cap, as behind a proxy that caps them itself). */
  maxConnectionsPerAddress: number;
  /** Key that encrypts channels' OAuth tokens and payment details at rest (32 bytes, hex or base64); generated when unset. */
  tokenEncryptionKey: string | undefined;
  /** The money-transfer provider (Wise); without a token the offline catalogue serves the bank forms. */
  wise: WiseConfig | undefined;
  /** How long the provider's bank forms are kept per currency (0: asked every time). */
  paymentFormsCacheSeconds: number;
  /** The largest media upload, in bytes (UPLOAD_MAX_BYTES, 5 GB by default). */
  uploadMaxBytes: number;
  /** How long a built download package is kept before the hourly clock removes it (PACKAGE_KEEP_HOURS). */
  packageKeepHours: number;
  /** YouTube Data API units the video syncs may spend a day (YOUTUBE_DAILY_QUOTA_UNITS). */
  youtubeDailyQuota: number;
  /** Rev AI, which transcribes library items; without a token transcription is not configured. */
  revAi: RevAiConfig | undefined;
  /** YouTube Content ID (CONTENT_ID_OWNER_ID, CONTENT_ID_REFRESH_TOKEN); without it claims are tracked here only. */
  contentId: ContentIdSettings | undefined;
  /**
   * Without CONTENT_ID_* and with the Google stand-in on (the offline default, never in production):
   * claims are sent to and read back from the Content ID stand-in this server serves.
   */
  contentIdStandIn: boolean;
  /** The creators' FAQ (spec 001 §2.7, FAQ_URL), an external page; without one the entry is not offered. */
  faqUrl: string | undefined;
}

/**
 * YouTube Content ID: the content owner and a refresh token granted with the youtubepartner scope to
 * the Google client (GOOGLE_CLIENT_ID); CONTENT_ID_API_URL points elsewhere (a stand-in).
 */
function contentIdConfig(
  env: NodeJS.ProcessEnv,
  google: GoogleClientConfig | undefined,
): ContentIdSettings | undefined {
  const contentOwnerId = env.CONTENT_ID_OWNER_ID?.trim() || undefined;
  const refreshToken = env.CONTENT_ID_REFRESH_TOKEN?.trim() || undefined;
  if (!contentOwnerId && !refreshToken) return undefined;
  if (!contentOwnerId || !refreshToken) {
    throw new Error('CONTENT_ID_OWNER_ID and CONTENT_ID_REFRESH_TOKEN go together');
  }
  if (!google)
    throw new Error(
      'CONTENT_ID_OWNER_ID needs the Google client (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)',
    );
  return {
    apiUrl: env.CONTENT_ID_API_URL || CONTENT_ID_API_URL,
    contentOwnerId,
    refreshToken,
    google: { tokenUrl: google.tokenUrl, clientId: google.clientId, clientSecret: google.clientSecret },
  };
}

export interface RevAiConfig {
  baseUrl: string;
  token: string;
}

function revAi(env: NodeJS.ProcessEnv): RevAiConfig | undefined {
  const token = env.REVAI_ACCESS_TOKEN?.trim() || undefined;
  if (!token) return undefined;
  const baseUrl = (env.REVAI_BASE_URL || REVAI_DEFAULT_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(baseUrl))
    throw new Error(`REVAI_BASE_URL must be an http(s) address, got '${env.REVAI_BASE_URL}'`);
  return { baseUrl, token };
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
  /** YOUTUBE_API_KEY: public data (monitored channels, hashtag searches); without it monitoring says so. */
  apiKey?: string;
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
    apiKey: env.YOUTUBE_API_KEY?.trim() || undefined,
  };
}

/** The variable that turns the stand-in on or off says in its name that it is for development only. */
export const STAND_IN_VARIABLE = 'DEV_GOOGLE_SIGN_IN_STAND_IN';

/**
 * The development stand-in lets anyone claim any channel, so it is served only outside production
 * and without a Google client (on by default there, off with DEV_GOOGLE_SIGN_IN_STAND_IN=false); asking
 * for it in production stops the start rather than serving it.
 */
function googleStandIn(env: NodeJS.ProcessEnv, google: GoogleClientConfig | undefined): boolean {
  const asked = env[STAND_IN_VARIABLE];
  const production = env.NODE_ENV === 'production';
  if (production && flag(asked, false)) {
    throw new Error(
      `${STAND_IN_VARIABLE} serves a fake Google sign-in that lets anyone claim any YouTube channel: it cannot be used with NODE_ENV=production. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET instead.`,
    );
  }
  if (google && flag(asked, false)) {
    throw new Error(`${STAND_IN_VARIABLE} and GOOGLE_CLIENT_ID cannot be used together: choose one.`);
  }
  return !google && !production && flag(asked, true);
}

const BOT_CHECK_TIMEOUT_MS = 5000;

function botCheck(env: NodeJS.ProcessEnv): BotCheckConfig | undefined {
  const siteKey = env.CAPTCHA_SITE_KEY || undefined;
  const secret = env.CAPTCHA_SECRET || undefined;
  if (!siteKey && !secret) return undefined;
  if (!siteKey || !secret) throw new Error('CAPTCHA_SITE_KEY and CAPTCHA_SECRET go together');
  const provider = (env.CAPTCHA_PROVIDER || 'turnstile') as BotCheckProvider;
  if (!Object.hasOwn(BOT_CHECK_PROVIDERS, provider))
    throw new Error(`CAPTCHA_PROVIDER must be turnstile or hcaptcha, got '${provider}'`);
  return {
    provider,
    siteKey,
    secret,
    verifyUrl: env.CAPTCHA_VERIFY_URL || BOT_CHECK_PROVIDERS[provider].verifyUrl,
    timeoutMs: integer('CAPTCHA_TIMEOUT_MS', env.CAPTCHA_TIMEOUT_MS, BOT_CHECK_TIMEOUT_MS),
  };
}

/**
 * A request still arriving after this long is cut off (a body trickling in holds a connection): with
 * Node checking every second, within 30 s.
 */
export const REQUEST_TIMEOUT_MS = 29_000;
export const HEADERS_TIMEOUT_MS = 15_000;
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got '${value}'`);
  return parsed;
}

/** 0 would remove a package as soon as it is built: at least an hour. */
function packageKeepHours(env: NodeJS.ProcessEnv): number {
  const hours = integer('PACKAGE_KEEP_HOURS', env.PACKAGE_KEEP_HOURS, PACKAGE_KEEP_HOURS);
  if (hours < 1) throw new Error(`PACKAGE_KEEP_HOURS must be at least 1, got '${env.PACKAGE_KEEP_HOURS}'`);
  return hours;
}

/** FAQ_URL: an absolute http(s) address, opened in a new tab from the creators' menu search. */
function faqUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.FAQ_URL?.trim();
  if (!value) return undefined;
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || value.length > URL_MAX_LENGTH)
    throw new Error(`FAQ_URL must be an http(s) address, got '${value}'`);
  return value;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const google = googleClient(env);
  const standIn = googleStandIn(env, google);
  const contentId = contentIdConfig(env, google);
  // PGlite lives in one process, and so do the sign-in stand-in's codes.
  const manyProcesses = databaseUrl !== undefined && !standIn;
  const workers = integer('WORKERS', env.WORKERS, manyProcesses ? os.availableParallelism() : 1);
  if (!databaseUrl && workers > 1)
    throw new Error('WORKERS above 1 needs DATABASE_URL (PGlite runs in one process)');
  if (standIn && workers > 1)
    throw new Error(
      `WORKERS above 1 needs GOOGLE_CLIENT_ID or ${STAND_IN_VARIABLE}=false (the sign-in stand-in runs in one process)`,
    );
  const trustProxy = flag(env.TRUST_PROXY, false);
  const requestTimeoutMs = integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS);
  // Files and mail live beside the database: a DATA_DIR outside the checkout keeps all three out of it.
  const dataFolder = path.resolve(
    env.DATA_DIR && !env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : './data',
  );
  return {
    production: env.NODE_ENV === 'production',
    port: integer('PORT', env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : dataFolder,
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : path.join(dataFolder, 'files'),
    jwtSecret: env.JWT_SECRET || undefined,
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: flag(env.SEED_DEMO, true),
    uploadMaxBytes: integer('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES_DEFAULT),
    packageKeepHours: packageKeepHours(env),
    youtubeDailyQuota: integer('YOUTUBE_DAILY_QUOTA', env.YOUTUBE_DAILY_QUOTA, YOUTUBE_DAILY_QUOTA_UNITS),
    trustProxy,
    workers: Math.max(1, workers),
    appUrl: env.APP_URL || `http://localhost:${integer('PORT', env.PORT, 3000)}`,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: env.OUTBOX_DIR ? path.resolve(env.OUTBOX_DIR) : path.join(dataFolder, 'outbox'),
    mailFrom: env.MAIL_FROM || 'DRM <no-reply@localhost>',
    google,
    googleStandIn: standIn,
    contentId,
    contentIdStandIn: !contentId && standIn,
    botCheck: botCheck(env),
    requestTimeoutMs,
    headersTimeoutMs: Math.min(
      requestTimeoutMs,
      integer('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, HEADERS_TIMEOUT_MS),
    ),
    // Behind a proxy every connection comes from it: the proxy caps them per client instead.
    maxConnectionsPerAddress: integer(
      'MAX_CONNECTIONS_PER_ADDRESS',
      env.MAX_CONNECTIONS_PER_ADDRESS,
      trustProxy ? 0 : MAX_CONNECTIONS_PER_ADDRESS,
    ),
    tokenEncryptionKey: env.TOKEN_ENCRYPTION_KEY || undefined,
    wise: wiseClient(env),
    revAi: revAi(env),
    faqUrl: faqUrl(env),
    paymentFormsCacheSeconds: integer(
      'WISE_FORMS_CACHE_SECONDS',
      env.WISE_FORMS_CACHE_SECONDS,
      PAYMENT_FORMS_CACHE_SECONDS,
    ),
  };
}
