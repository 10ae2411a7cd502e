import { revenueJobHandlers } from './entities/royalties/jobs';
import { monthKeyRangeJobHandlers } from './platform/dayTotals/ranges';
import { analyticsJobHandlers } from './entities/royalties/analyticsJob';
import { standInRevenueSource } from './entities/royalties/analyticsStandInData';
import { createAnalyticsClient, type AnalyticsSettings } from './platform/google/analytics';
import { ANALYTICS_STAND_IN_PREFIX, type AnalyticsSetup } from './platform/google/analyticsSetup';
import {
  analyticsStandIn as analyticsStandInRoutes,
  createStandInAnalytics,
} from './platform/google/standInAnalytics';
import { paymentJobHandlers } from './entities/payments/jobs';
import { takedownClock } from './entities/takedowns/clock';
import { YOUTUBE_IMAGE_HOSTS } from '../shared/channelIcons';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { registerAuth } from './platform/auth/plugin';
import type { TokenSigner } from './platform/auth/tokens';
import { STAND_IN_PREFIX, type GoogleSetup } from './entities/channels/connection/setup';
import { googleStandIn } from './platform/google/standIn';
import { createContentIdClient, type ContentIdSettings } from './platform/google/contentId';
import { claimExpiryClock, claimJobHandlers } from './entities/claims/jobs';
import { earningsWindowClock } from './entities/royalties/earnings/windowClock';
import { monthKeyWindowsClock } from './platform/dayTotals/windowClock';
import { vacuumClock } from './platform/db/vacuumClock';
import { activityFoldClock } from './entities/activityLog/dayTotals';
import { claimReadBackClock, claimReadBackHandlers } from './entities/claims/readBack';
import { CONTENT_ID_STAND_IN_PREFIX, type ContentIdSetup } from './platform/google/contentIdSetup';
import { contentIdStandIn as contentIdStandInRoutes } from './platform/google/standInContentId';
import { monitoringScanClock, monitoringScanHandlers } from './entities/monitoring/scan';
import { readinessCheck, type Database } from './platform/db/client';
import type { BotCheck } from './platform/auth/botCheck';
import { HEADERS_TIMEOUT_MS, MAX_CONNECTIONS_PER_ADDRESS, REQUEST_TIMEOUT_MS } from './config';
import { registerAfterResponse } from './platform/http/afterResponse';
import {
  capConnectionsPerAddress,
  CONNECTIONS_CHECK_INTERVAL_MS,
  IDLE_CONNECTION_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  type ConnectionLimits,
} from './platform/http/connections';
import { RequestLog } from './platform/http/requestLog';
import { registerSecurityHeaders } from './platform/http/securityHeaders';
import { errorBody, registerErrorHandler } from './platform/http/errors';
import { SINGLE_LINE, SINGLE_LINE_FORMAT } from './platform/http/schemas';
import { registerBodyGuard } from './platform/http/bodyGuard';
import { registerAnswerCheck } from './platform/http/answerCheck';
import { registerOpenApi, type ApiDocsAccess } from './platform/http/openApi';
import { registerActivityLog } from './platform/http/activity';
import { activityLogHook } from './entities/activityLog/repository';
import { Type } from '@sinclair/typebox';
import type { Mailer } from './platform/mail/mailer';
import type { PasswordLinks } from './entities/passwordReset/links';
import type { PaymentSetup } from './entities/paymentSettings/routes';
import { API_ROUTES, type ApiServices } from './routes';
import { assetJobHandlers } from './entities/assets/processing';
import { downloadFilesSweepClock } from './entities/library/downloadFiles';
import { libraryJobHandlers } from './entities/library/downloadJobs';
import { packageExpiryClock, packageJobHandlers } from './entities/packages/build';
import { JOB_WORKER_SLOTS, PACKAGE_KEEP_HOURS, YOUTUBE_DAILY_QUOTA_UNITS } from '../shared/constants';
import { videoSyncClock, videoSyncHandlers } from './entities/videos/sync';
import { startWorker, type WorkerOptions } from './platform/jobs/queue';
import { diskStorage } from './platform/storage/disk';
import type { FileStorage } from './platform/storage/storage';
import { diskUploadStore, type UploadStore } from './entities/uploads/store';
import { uploadSweepClock } from './entities/uploads/sweep';
import { transcriptionJobHandlers, transcriptionResumeClock } from './entities/transcription/poll';
import { createTranscription, type TranscriptionOptions } from './entities/transcription/setup';

export interface AppOptions {
  db: Database;
  signer: TokenSigner;
  /** The built browser app; served at / when the folder exists. */
  staticDir?: string;
  /** Where files (package zips, signed agreements) are kept. */
  filesDir: string;
  /** Password links (resets, invitations) and the mail that carries them. */
  links: PasswordLinks;
  /** Other mail the app sends (team invitations). */
  mailer: Mailer;
  /** The app's public address (APP_URL): Google may send people back only to it (or their origin). */
  appUrl: string;
  /** How channels connect through Google, and the stand-in to serve when there is no Google client. */
  google: Pick<GoogleSetup, 'connection' | 'standIn'>;
  /** The money-transfer provider (or its offline catalogue) and the key payment details are kept with. */
  payments: PaymentSetup;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** The sign-in page's bot check, when one is configured. */
  botCheck?: BotCheck;
  /** Time and connection limits against slow clients (the defaults of server/config). */
  connections?: ConnectionLimits;
  /** Who may read the API's description (/api/openapi.json, /api/docs): staff only in production. */
  apiDocs?: ApiDocsAccess;
  /** Check every answer against its route's schema, fields included (for the tests). */
  checkAnswers?: boolean;
  /** Where media are kept; a folder under filesDir by default. */
  storage?: FileStorage;
  /** Where resumable uploads are kept until claimed; a folder under filesDir by default. */
  uploadStore?: UploadStore;
  /** The largest media upload. */
  uploadMaxBytes?: number;
  /** How long a built download package is kept (PACKAGE_KEEP_HOURS). */
  packageKeepHours?: number;
  /** Rev AI for transcription; without it transcription is not configured and says so. */
  transcription?: TranscriptionOptions;
  /** YouTube Data API units the video syncs may spend a day (YOUTUBE_DAILY_QUOTA_UNITS by default). */
  youtubeDailyQuota?: number;
  /** Run a job worker in this process (media processing, downloads, packages, the clocks), with these settings. */
  jobs?: WorkerOptions | false;
  /** YouTube Content ID (claims sent there); without it claims are tracked here only. */
  contentId?: ContentIdSettings;
  /** The Content ID stand-in to serve (the offline default, see contentIdSetup); `contentId` points at it. */
  contentIdStandIn?: ContentIdSetup['standIn'];
  /** The YouTube Analytics API (revenue for the content owner); without it revenue comes from report files only. */
  analytics?: AnalyticsSettings;
  /** The Analytics stand-in to serve (the offline default, see analyticsSetup); `analytics` points at it. */
  analyticsStandIn?: AnalyticsSetup['standIn'];
  /** The creators' FAQ address (FAQ_URL), handed to the browser with the signed-in user. */
  faqUrl?: string;
  /** Keys a report's dimension may have to be read over a range of one's own directly (EARNINGS_DIRECT_KEYS). */
  earningsDirectKeys?: number;
  /** Month rows a dashboard's top list over a range of one's own may add up directly (MONTH_KEY_DIRECT_ROWS). */
  monthKeyDirectRows?: number;
}

const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  maxConnectionsPerAddress: MAX_CONNECTIONS_PER_ADDRESS,
};

/** Largest JSON body accepted; uploads come as files, not JSON. */
const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp({
  db,
  signer,
  staticDir,
  filesDir,
  links,
  mailer,
  appUrl,
  google,
  payments,
  logger = false,
  trustProxy = false,
  botCheck,
  connections = DEFAULT_CONNECTION_LIMITS,
  apiDocs = 'staff',
  checkAnswers = false,
  storage = diskStorage(path.join(filesDir, 'storage')),
  uploadStore = diskUploadStore(filesDir),
  uploadMaxBytes,
  packageKeepHours = PACKAGE_KEEP_HOURS,
  transcription: transcriptionOptions,
  youtubeDailyQuota = YOUTUBE_DAILY_QUOTA_UNITS,
  contentId,
  contentIdStandIn,
  analytics,
  analyticsStandIn,
  jobs = false,
  faqUrl,
  earningsDirectKeys,
  monthKeyDirectRows,
}: AppOptions) {
  const app = Fastify({
    logger,
    logController: new RequestLog(),
    trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: connections.requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: connections.headersTimeoutMs,
      connectionsCheckingInterval: CONNECTIONS_CHECK_INTERVAL_MS,
    },
    // Unknown fields are refused, types are not coerced, every field error is reported.
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        allErrors: true,
        formats: { [SINGLE_LINE_FORMAT]: SINGLE_LINE },
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // Channel icons come only from YouTube's image hosts (shared/channelIcons).
        'img-src': ["'self'", 'data:', ...YOUTUBE_IMAGE_HOSTS.map((host) => `https://${host}`)],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The bot-check widget's script and frame, when one is configured.
        ...(botCheck && {
          'script-src': ["'self'", ...botCheck.origins],
          'frame-src': ["'self'", ...botCheck.origins],
          'connect-src': ["'self'", ...botCheck.origins],
        }),
        // The app may be served over plain HTTP on a private host; do not force https sub-requests.
        'upgrade-insecure-requests': null,
      },
    },
  });
  registerErrorHandler(app);
  registerAfterResponse(app);
  registerBodyGuard(app);
  registerAuth(app, db, signer);
  capConnectionsPerAddress(app.server, connections.maxConnectionsPerAddress);
  if (checkAnswers) registerAnswerCheck(app);
  await registerOpenApi(app, apiDocs);

  const Health = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]) });
  const healthSchema = { hide: true, response: { 200: Health, 503: Health } };
  const databaseReady = readinessCheck(db);
  app.get(
    '/api/health',
    { schema: healthSchema, config: { access: { public: true } } },
    async (_request, reply) => {
      const ready = await databaseReady();
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
    },
  );
  if (google.standIn) await app.register(googleStandIn, { prefix: STAND_IN_PREFIX, ...google.standIn });
  if (contentIdStandIn) {
    await app.register(contentIdStandInRoutes, { prefix: CONTENT_ID_STAND_IN_PREFIX, ...contentIdStandIn });
  }
  if (analyticsStandIn) {
    await app.register(analyticsStandInRoutes, {
      prefix: ANALYTICS_STAND_IN_PREFIX,
      ...analyticsStandIn,
      state: createStandInAnalytics(),
      revenue: standInRevenueSource(db),
    });
  }
  const transcription = createTranscription(transcriptionOptions);
  // Without Rev AI its jobs wait in the queue, to go on once a token is set.
  const transcriptionWork = transcription.client && {
    handlers: transcriptionJobHandlers(db, transcription.client, transcription.poll),
    clock: transcriptionResumeClock(db, transcription.client),
  };
  const contentIdClient = contentId && createContentIdClient(contentId);
  const analyticsClient = analytics && createAnalyticsClient(analytics);
  const worker = jobs
    ? startWorker(
        db,
        {
          ...assetJobHandlers({ db, storage }),
          ...libraryJobHandlers({ db, storage }),
          ...packageJobHandlers({ db, storage, filesDir, keepHours: packageKeepHours }),
          ...transcriptionWork?.handlers,
          ...videoSyncHandlers({ db, connection: google.connection, dailyQuota: youtubeDailyQuota }),
          ...monitoringScanHandlers({ db, connection: google.connection, dailyQuota: youtubeDailyQuota }),
          ...(contentIdClient && claimJobHandlers(db, contentIdClient)),
          ...revenueJobHandlers(db, storage),
          ...monthKeyRangeJobHandlers(db),
          ...(analyticsClient && analyticsJobHandlers(db, analyticsClient)),
          ...paymentJobHandlers(db, payments.wise),
          ...(contentIdClient && claimReadBackHandlers({ db, contentId: contentIdClient })),
        },
        {
          // Several slots, each person's jobs in one (JOBS_RUNNING_PER_PERSON): another's job starts at once.
          concurrency: JOB_WORKER_SLOTS,
          ...jobs,
          clocks: [
            uploadSweepClock(db, uploadStore),
            packageExpiryClock({ db, storage, filesDir }),
            downloadFilesSweepClock(db, storage),
            videoSyncClock(db),
            monitoringScanClock(db),
            takedownClock(db, mailer, appUrl),
            claimExpiryClock(db),
            vacuumClock(db),
            activityFoldClock(db),
            earningsWindowClock(db),
            monthKeyWindowsClock(db),
            ...(contentIdClient ? [claimReadBackClock(db)] : []),
            ...(transcriptionWork ? [transcriptionWork.clock] : []),
          ],
        },
      )
    : undefined;
  if (worker) app.addHook('onClose', () => worker.stop());
  const services: ApiServices = {
    db,
    signer,
    botCheck,
    connection: google.connection,
    appUrl,
    filesDir,
    links,
    mailer,
    storage,
    uploadStore,
    uploadMaxBytes,
    jobs: worker,
    transcription,
    youtubeDailyQuota,
    contentId: contentIdClient,
    analytics: analyticsClient,
    faqUrl,
    earningsDirectKeys,
    monthKeyDirectRows,
    ...payments,
  };
  // The kit logs its writes through the activity log's hook (it imports no entity).
  registerActivityLog(activityLogHook);
  for (const routes of API_ROUTES) await app.register(routes, { prefix: '/api', ...services });

  const indexHtml = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const serveApp = staticDir !== undefined && indexHtml !== undefined && fs.existsSync(indexHtml);
  if (serveApp) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (serveApp && request.method === 'GET' && !request.url.startsWith('/api/')) {
      // The browser app owns every other path (client-side routes).
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('route.not_found'));
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
