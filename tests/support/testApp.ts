import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiDocsAccess } from '../../server/platform/http/openApi';
import { SignJWT } from 'jose';
import { buildApp, type App } from '../../server/app';
import type { ChannelVerification } from '../../shared/constants';
import type { BotCheck } from '../../server/platform/auth/botCheck';
import type { ConnectionLimits } from '../../server/platform/http/connections';
import { createTokenSigner, type TokenSigner } from '../../server/platform/auth/tokens';
import type { ContentIdSettings } from '../../server/platform/google/contentId';
import type { ContentIdSetup } from '../../server/platform/google/contentIdSetup';
import type { AnalyticsSettings } from '../../server/platform/google/analytics';
import type { AnalyticsSetup } from '../../server/platform/google/analyticsSetup';
import type { FileStorage } from '../../server/platform/storage/storage';
import type { UploadStore } from '../../server/entities/uploads/store';
import type { Database } from '../../server/platform/db/client';
import { createMailer } from '../../server/platform/mail/mailer';
import { passwordLinks } from '../../server/entities/passwordReset/links';
import { DEMO_PASSWORD, seedPaymentSettings } from '../../server/seed';
import type { StandInOptions } from '../../server/platform/google/standIn';
import { openSeededDatabase } from './seededDatabase';
import type { PaymentSetup } from '../../server/entities/paymentSettings/routes';
import { cachedRequirements } from '../../server/platform/wise/cache';
import { offlineCatalogue } from '../../server/platform/wise/catalogue';
import { wiseProvider } from '../../server/platform/wise/client';
import { startLocalGoogle, type LocalGoogle } from './googleStandIn';
import { startLocalWise, type LocalWise } from './wiseStandIn';
import { startLocalRevAi, type LocalRevAi } from './revAiStandIn';
import type { TranscriptionOptions } from '../../server/entities/transcription/setup';

/** The sealed tokens a Google sign-in gives (POST /channel/google/access-token). */
export interface GoogleGrant {
  access_token: string;
  refresh_token: string;
}

export const TEST_TOKEN_SECRET = 'test-secret-for-api-tests-only-0123456789';

export interface TestApp {
  /** This app's files folder (package zips), removed on close. */
  filesDir: string;
  /** Where this app's mail is written, one .eml file per message; removed on close. */
  outboxDir: string;
  app: App;
  db: Database;
  signer: TokenSigner;
  /** The sign-in stand-in this app reaches as Google. */
  google: LocalGoogle;
  /** The local Wise this app reaches, when asked for; otherwise the offline catalogue serves the forms. */
  wise: LocalWise | undefined;
  /** The local Rev AI this app transcribes with, when asked for; otherwise transcription is not configured. */
  revAi: LocalRevAi | undefined;
  /**
   * A Google sign-in as the app's user makes it: the consent URL from the API, consent given on the
   * stand-in's page for `channelId` (titled 'Title of {channelId}'), and the code exchanged for the sealed grant the API answers.
   */
  googleGrant(token: string, channelId: string, state?: string): Promise<GoogleGrant>;
  /** Signs in a demo account and answers its token. */
  login(email: string): Promise<string>;
  /** Closes `app` and builds it again on the same database and files folder, as a server restart does. */
  restart(): Promise<void>;
  /** Another server on the same database and files folder (and storage), as behind a load balancer; closed with this one. */
  another(): Promise<App>;
  close(): Promise<void>;
}

/**
 * A seeded server on a database of its own: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by DATABASE_URL (dropped again on close), so test files can run side by side.
 */
/** The app's address in the tests: mail links and Google's redirect point at it. */
export const APP_URL = 'http://drm.test';

export async function createTestApp(
  options: {
    databasePort?: number;
    google?: Partial<StandInOptions>;
    /** Reach a local Wise, its forms cached for this long, instead of the offline catalogue. */
    wise?: { formsCacheMs: number; timeoutMs?: number };
    /** How channels connected through the local Google are marked (the stand-in's, for its tests). */
    googleVerification?: ChannelVerification;
    /** The sign-in bot check (pointed at a local siteverify). */
    botCheck?: BotCheck;
    /** Time and connection limits, for tests that listen on a real port. */
    connections?: ConnectionLimits;
    /** Who may read the API's description (production's rule by default). */
    apiDocs?: ApiDocsAccess;
    /** The largest media upload (the product's default otherwise). */
    uploadMaxBytes?: number;
    /** Where media go (a folder under the files folder otherwise). */
    storage?: FileStorage;
    /** Where unfinished uploads are kept, made for each server built (a folder under the files folder otherwise). */
    uploadStore?: (filesDir: string) => UploadStore;
    /** Transcribe with a local Rev AI, followed on this schedule (and with a public address, say). */
    revAi?: Omit<TranscriptionOptions, 'revAi'>;
    /** Run no job worker: what requests queue stays queued, for tests of the queue itself. */
    noWorker?: boolean;
    /** Send claims to (and read them back from) this Content ID, a local stand-in; none otherwise. */
    contentId?: ContentIdSettings;
    /** The Content ID stand-in the app serves itself (the offline default, see contentIdSetup). */
    contentIdStandIn?: ContentIdSetup['standIn'];
    /** The YouTube Analytics API the app reads revenue from (a stand-in the test serves). */
    analytics?: AnalyticsSettings;
    /** The Analytics stand-in the app serves itself (the offline default, see analyticsSetup). */
    analyticsStandIn?: AnalyticsSetup['standIn'];
    /** The creators' FAQ address (FAQ_URL); none otherwise. */
    faqUrl?: string;
    /** Keys a report's dimension may have to be read over a range of one's own directly (0: always its window). */
    earningsDirectKeys?: number;
    /** Month rows a dashboard's top list over a range of one's own may add up directly (0: always its window). */
    monthKeyDirectRows?: number;
  } = {},
): Promise<TestApp> {
  // The fault tests reach the server through a proxy on loopback that they can cut.
  const {
    database,
    filesDir,
    drop: dropDatabase,
  } = await openSeededDatabase({
    databasePort: options.databasePort,
  });
  const signer = createTokenSigner(TEST_TOKEN_SECRET);
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-outbox-'));
  const mailer = createMailer({ outboxDir, from: 'DRM <no-reply@test.example>' });
  const google = await startLocalGoogle(options.google, options.googleVerification);
  await seedPaymentSettings(database.db, google.connection.cipher);
  const wise = options.wise ? await startLocalWise() : undefined;
  const revAi = options.revAi ? await startLocalRevAi() : undefined;
  const payments: PaymentSetup = {
    provider:
      wise && options.wise
        ? cachedRequirements(
            wiseProvider({ ...wise.settings, timeoutMs: options.wise.timeoutMs ?? wise.settings.timeoutMs }),
            options.wise.formsCacheMs,
          )
        : offlineCatalogue(),
    cipher: google.connection.cipher,
    wise: wise?.settings,
  };
  const build = async () => {
    const built = await buildApp({
      db: database.db,
      signer,
      filesDir,
      links: passwordLinks(mailer, APP_URL),
      mailer,
      appUrl: APP_URL,
      google: { connection: google.connection },
      payments,
      botCheck: options.botCheck,
      connections: options.connections,
      apiDocs: options.apiDocs ?? 'staff',
      checkAnswers: true,
      uploadMaxBytes: options.uploadMaxBytes,
      storage: options.storage,
      uploadStore: options.uploadStore?.(filesDir),
      transcription: revAi && { ...options.revAi, revAi: revAi.settings },
      contentId: options.contentId,
      contentIdStandIn: options.contentIdStandIn,
      analytics: options.analytics,
      analyticsStandIn: options.analyticsStandIn,
      faqUrl: options.faqUrl,
      earningsDirectKeys: options.earningsDirectKeys,
      monthKeyDirectRows: options.monthKeyDirectRows,
      // Jobs (media processing) run as in production; nudged when queued, so the poll can be slow.
      jobs: !options.noWorker && { pollMs: 500, leaseSeconds: 30 },
    });
    await built.ready();
    return built;
  };
  let app = await build();
  const others: App[] = [];

  return {
    get app() {
      return app;
    },
    db: database.db,
    signer,
    filesDir,
    outboxDir,
    async login(email) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return response.json().token as string;
    },
    async restart() {
      await app.close();
      app = await build();
    },
    async another() {
      const other = await build();
      others.push(other);
      return other;
    },
    google,
    wise,
    revAi,
    async googleGrant(token, channelId, state = channelId) {
      const redirect = `${APP_URL}/`;
      const code = await call(app, token, 'POST', '/api/channel/google/code', {
        redirect_uri: redirect,
        state,
      });
      const url = new URL(code.json().result.url as string);
      const consented = await fetch(`${url.origin}${url.pathname}`, {
        method: 'POST',
        body: new URLSearchParams({
          ...Object.fromEntries(url.searchParams),
          decision: 'allow',
          channel_id: channelId,
          channel_title: `Title of ${channelId}`,
        }),
        redirect: 'manual',
      });
      const back = new URL(consented.headers.get('location')!).searchParams;
      const exchanged = await call(app, token, 'POST', '/api/channel/google/access-token', {
        code: back.get('code'),
        redirect_uri: redirect,
        state: back.get('state'),
      });
      if (exchanged.statusCode !== 200) throw new Error(`code exchange: ${exchanged.body}`);
      return exchanged.json().result as GoogleGrant;
    },
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
      await google.close();
      await wise?.close();
      await revAi?.close();
      await dropDatabase();
      fs.rmSync(filesDir, { recursive: true, force: true });
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/** inject() with a bearer token and a JSON body. */
export function call(app: App, token: string | undefined, method: string, url: string, payload?: unknown) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** A call under /api, read as the tests read it: status, text, headers and the JSON body if any. */
export async function answerOf(app: App, token: string, method: string, url: string, payload?: object) {
  const response = await call(app, token, method, `/api${url}`, payload);
  return {
    status: response.statusCode,
    text: response.body,
    headers: response.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
    body: (String(response.headers['content-type']).includes('json') ? response.json() : {}) as any,
  };
}

/** The same session's token, correctly signed but expired a minute ago. */
export async function expiredTokenOf(token: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss)
    .setIssuedAt(claims.iat - 7200)
    .setExpirationTime(claims.iat - 60)
    .sign(new TextEncoder().encode(TEST_TOKEN_SECRET));
}
