import cluster from 'node:cluster';
import { buildApp } from './app';
import { googleSetup, STAND_IN_PREFIX } from './entities/channels/connection/setup';
import { resolveTokenSecret, createTokenSigner } from './platform/auth/tokens';
import { createBotCheck } from './platform/auth/botCheck';
import { loadConfig, STAND_IN_VARIABLE, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './platform/db/client';
import { createMailer } from './platform/mail/mailer';
import { passwordLinks } from './entities/passwordReset/links';
import { paymentSetup } from './entities/paymentSettings/setup';
import { storageFromEnv } from './platform/storage/config';
import { uploadStoreFromEnv } from './entities/uploads/config';
import { transcriptionFromConfig } from './entities/transcription/setup';
import { CONTENT_ID_STAND_IN_PREFIX, contentIdSetup } from './platform/google/contentIdSetup';
import { ANALYTICS_STAND_IN_PREFIX, analyticsSetup } from './platform/google/analyticsSetup';
import { seedDemoMedia } from './entities/assets/demoMedia';
import { mediaToolsReport } from './platform/media/toolsReport';
import { declaredEngines, nodeLineWarning } from './nodeLines';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData, seedPaymentSettings } from './seed';

/** A configuration the server must not run with stops the start with its reason, not a stack trace. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`DRM back-office cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = configOrExit();
const RESTART_DELAY_MS = 1000;
const SHUTDOWN_GRACE_MS = 10_000;

/** Serves the app and the API on the open database until SIGINT or SIGTERM. */
async function serve(config: Config, database: DatabaseHandle): Promise<void> {
  const signer = createTokenSigner(await resolveTokenSecret(database.db, config.jwtSecret));
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    from: config.mailFrom,
  });
  const google = await googleSetup(database.db, config);
  const payments = paymentSetup(config, google.connection.cipher);
  const transcription = transcriptionFromConfig(config.revAi, config.appUrl);
  const contentId = contentIdSetup(config);
  const analytics = analyticsSetup(contentId, {
    ...config,
    analyticsApiUrl: process.env.YOUTUBE_ANALYTICS_API_URL?.trim(),
  });
  const app = await buildApp({
    db: database.db,
    signer,
    appUrl: config.appUrl,
    google,
    payments,
    staticDir: config.staticDir,
    filesDir: config.filesDir,
    links: passwordLinks(mailer, config.appUrl),
    mailer,
    trustProxy: config.trustProxy,
    botCheck: config.botCheck && createBotCheck(config.botCheck),
    connections: config,
    apiDocs: config.production ? 'staff' : 'public',
    logger: { level: config.logLevel },
    storage: storageFromEnv(process.env, config.filesDir),
    uploadStore: uploadStoreFromEnv(process.env, config.filesDir),
    uploadMaxBytes: config.uploadMaxBytes,
    packageKeepHours: config.packageKeepHours,
    youtubeDailyQuota: config.youtubeDailyQuota,
    contentId: contentId.settings,
    contentIdStandIn: contentId.standIn,
    analytics: analytics.settings,
    analyticsStandIn: analytics.standIn,
    transcription,
    faqUrl: config.faqUrl,
    // Every server process works the job queue: jobs are claimed with SKIP LOCKED, never twice.
    jobs: {},
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Mail is ${mailer.describe()}`);
  const nodeWarning = nodeLineWarning(process.version, declaredEngines());
  if (nodeWarning) app.log.warn(nodeWarning);
  // Which ffmpeg and ffprobe decode the uploads, and a plain warning when it is the npm fallback.
  for (const line of await mediaToolsReport()) app.log[line.level](line.message);
  if (google.standIn) {
    app.log.warn(
      `Google sign-in: GOOGLE_CLIENT_ID is not set, so channels connect through the development stand-in at ${config.appUrl}${STAND_IN_PREFIX} (no Google account is used; channels added through it are marked unverified; ${STAND_IN_VARIABLE}=false turns it off, and it is never served with NODE_ENV=production)`,
    );
  } else if (!config.google) {
    app.log.warn('Google sign-in: GOOGLE_CLIENT_ID is not set, so channels cannot be connected');
  }
  if (contentId.standIn) {
    app.log.warn(
      `YouTube Content ID: CONTENT_ID_OWNER_ID is not set, so claims are sent to and read back from the development stand-in at ${config.appUrl}${CONTENT_ID_STAND_IN_PREFIX} (nothing reaches YouTube)`,
    );
  } else if (!contentId.settings) {
    app.log.warn(
      'YouTube Content ID: CONTENT_ID_OWNER_ID is not set, so claims are tracked here only (not sent to YouTube)',
    );
  }
  if (analytics.standIn) {
    app.log.warn(
      `YouTube Analytics: revenue is read from the development stand-in at ${config.appUrl}${ANALYTICS_STAND_IN_PREFIX} (figures derived from the synced videos; nothing reaches YouTube)`,
    );
  } else if (!analytics.settings) {
    app.log.warn(
      'YouTube Analytics: not configured (CONTENT_ID_OWNER_ID is not set), so revenue comes from report files only',
    );
  }
  app.log.info(
    config.botCheck
      ? `Sign-in bot check: ${config.botCheck.provider}, asked for after repeated failures`
      : 'Sign-in bot check: off (CAPTCHA_SITE_KEY and CAPTCHA_SECRET are not set); failures are slowed per address, so guesses spread over many addresses are not capped',
  );
  if (config.wise) {
    app.log.info(`Payments: bank forms and recipient accounts come from ${payments.provider.name}`);
  } else {
    app.log.warn(
      `Payments: WISE_API_TOKEN is not set, so bank forms come from ${payments.provider.name} and no recipient accounts are created`,
    );
  }
  if (transcription.revAi) {
    app.log.info(
      `Transcription: Rev AI at ${transcription.revAi.baseUrl}; media are ${transcription.publicUrl ? `uploaded, or fetched by Rev AI from ${transcription.publicUrl} when large` : 'uploaded from this server'}`,
    );
  } else {
    app.log.warn('Transcription: REVAI_ACCESS_TOKEN is not set, so library items cannot be transcribed');
  }
  if (google.generatedKey) {
    app.log.warn(
      'TOKEN_ENCRYPTION_KEY is not set: channel tokens and payment details are encrypted with a key kept in the database',
    );
  }
}

/** Migrates and seeds once, before any process serves; answers whether demo data was seeded. */
async function prepareDatabase(config: Config, database: DatabaseHandle): Promise<boolean> {
  await database.migrate();
  const seeded = config.seedDemo && (await isDatabaseEmpty(database.db));
  if (seeded) {
    await seedDemoData(database.db, config.filesDir);
    // The demo's content gets real audio; the server's job worker processes it once it runs.
    await seedDemoMedia(database.db, storageFromEnv(process.env, config.filesDir));
  }
  // Generated once here, so the workers all read the same keys.
  await resolveTokenSecret(database.db, config.jwtSecret);
  const google = await googleSetup(database.db, config);
  if (seeded) await seedPaymentSettings(database.db, google.connection.cipher);
  return seeded;
}

function printBanner(seeded: boolean): void {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const processes = config.workers > 1 ? `, ${config.workers} server processes` : '';
  console.log(
    `\nDRM back-office is running at http://localhost:${config.port}  (database: ${where}${processes})`,
  );
  if (seeded) console.log('Demo data was seeded into the empty database.');
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.email.padEnd(30)} type ${account.type}  ${account.note}`);
}

/**
 * On PostgreSQL the server keeps no state, so one process per core shares the port (node:cluster)
 * and a worker that dies is replaced. PGlite lives in one process, which then does everything.
 */
if (cluster.isPrimary) {
  const database = await openDatabase(config);
  const seeded = await prepareDatabase(config, database);
  if (config.workers === 1) {
    // The same database serves: an in-memory one (DATA_DIR=memory://) would be empty if opened again.
    await serve(config, database);
    printBanner(seeded);
  } else {
    await database.close();
    let stopping = false;
    let listening = 0;
    const fork = () =>
      cluster.fork().once('listening', () => ++listening === config.workers && printBanner(seeded));
    for (let i = 0; i < config.workers; i++) fork();
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
      // A pause, so a process that cannot start (database away) is not restarted in a tight loop.
      setTimeout(fork, RESTART_DELAY_MS);
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        stopping = true;
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
        setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
      });
    }
  }
} else {
  await serve(config, await openDatabase(config));
}
