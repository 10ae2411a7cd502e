import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp, type App } from '../../server/app';
import { seedDemoMedia } from '../../server/assets/demoMedia';
import { diskStorage } from '../../server/storage/disk';
import { createTokenSigner } from '../../server/auth/tokens';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { createMailer } from '../../server/mail/mailer';
import { passwordLinks } from '../../server/passwordReset/links';
import { DEMO_PASSWORD, seedDemoData, seedPaymentSettings } from '../../server/seed';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { offlineCatalogue } from '../../server/wise/catalogue';
import { startLocalGoogle } from './googleStandIn';

const DIST = path.resolve('dist');

export interface E2E {
  baseUrl: string;
  /** Where the server writes its mail, one .eml file per message. */
  outboxDir: string;
  browser: Browser;
  close(): Promise<void>;
}

/** The built app and the API on a fresh seeded database, on a free loopback port, and Chromium. */
export async function startE2E(options: { media?: boolean } = {}): Promise<E2E> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first (npm test does).');
  }
  const database: DatabaseHandle = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-e2e-files-'));
  const outboxDir = path.join(filesDir, 'outbox');
  await seedDemoData(database.db, filesDir);
  const google = await startLocalGoogle();
  await seedPaymentSettings(database.db, google.connection.cipher);
  // The demo's audio and footage files, as npm start makes them (processed by the app's worker).
  const storage = diskStorage(path.join(filesDir, 'storage'));
  if (options.media) await seedDemoMedia(database.db, storage);
  const mailer = createMailer({ outboxDir, from: 'DRM <no-reply@e2e.example>' });
  const app: App = await buildApp({
    filesDir,
    links: passwordLinks(mailer, 'http://drm.e2e'),
    mailer,
    appUrl: 'http://drm.e2e',
    google: { connection: google.connection },
    // The product's own default without a Wise token: bank forms from the offline catalogue.
    payments: { provider: offlineCatalogue(), cipher: google.connection.cipher },
    db: database.db,
    signer: createTokenSigner('e2e-secret-0123456789-0123456789'),
    storage,
    staticDir: DIST,
    // Media processing runs as in production.
    jobs: { pollMs: 500 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    baseUrl: address,
    outboxDir,
    browser,
    async close() {
      await browser.close();
      await app.close();
      await google.close();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export async function newPage(e2e: E2E, locale = 'en-US'): Promise<Page> {
  const context = await e2e.browser.newContext({ locale, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A library item's id, looked up through the API as the admin (for pages addressed by id). */
export async function libraryItemId(e2e: E2E, title: string): Promise<string> {
  const login = await fetch(`${e2e.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${e2e.baseUrl}/api/content/library`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ search: title, limit: 10 }),
  });
  const { result } = (await list.json()) as { result: { data: { _id: string; title: string }[] } };
  return result.data.find((row) => row.title === title)!._id;
}
