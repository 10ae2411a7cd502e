import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp, type App } from '../../server/app';
import { seedDemoMedia } from '../../server/entities/assets/demoMedia';
import { diskStorage } from '../../server/platform/storage/disk';
import { createTokenSigner } from '../../server/platform/auth/tokens';
import { openSeededDatabase } from './seededDatabase';
import type { Database } from '../../server/platform/db/client';
import { createMailer } from '../../server/platform/mail/mailer';
import { passwordLinks } from '../../server/entities/passwordReset/links';
import { DEMO_PASSWORD, seedPaymentSettings } from '../../server/seed';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { offlineCatalogue } from '../../server/platform/wise/catalogue';
import { startLocalGoogle, type LocalGoogle } from './googleStandIn';

const DIST = path.resolve('dist');

export interface E2E {
  baseUrl: string;
  /** Where the server writes its mail, one .eml file per message. */
  outboxDir: string;
  browser: Browser;
  /** The local Google the app reaches (its YouTube's uploads are the videos YouTube knows). */
  google: LocalGoogle;
  /** The server's database, for rows a test needs that no page makes (royalty lines). */
  db: Database;
  close(): Promise<void>;
}

/** The built app and the API on a fresh seeded database, on a free loopback port, and Chromium. */
export async function startE2E(options: { media?: boolean } = {}): Promise<E2E> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first (npm test does).');
  }
  const { database, filesDir, drop } = await openSeededDatabase();
  const outboxDir = path.join(filesDir, 'outbox');
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
    google,
    db: database.db,
    async close() {
      await browser.close();
      await app.close();
      await google.close();
      await drop();
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

/** A spinner of react-admin's (the app bar's loading indicator, a lazy page's) or a panel's. */
const SPINNER = '.app-loader, [role="progressbar"]';

/**
 * The page has drawn its data: its layout is up and no spinner has shown for `quietMs` (the calls a
 * page makes start a moment after it mounts). Cheaper than Playwright's networkidle, which waits
 * for every request, favicons and fonts included, to be quiet for half a second.
 */
export async function settled(page: Page, quietMs = 250): Promise<void> {
  await page.locator('.RaLayout-content').waitFor();
  const spinners = page.locator(SPINNER);
  do {
    await spinners.first().waitFor({ state: 'detached' });
    await page.waitForTimeout(quietMs);
  } while ((await spinners.count()) > 0);
}

/**
 * Console errors, page errors and API calls that failed or answered 4xx/5xx from the moment it is
 * called: a page under test must collect none. A navigation cancels the calls of the page it leaves
 * (net::ERR_ABORTED, e.g. the access contract the previous page was still reading): those did not fail.
 */
/**
 * Keeps a page's last API calls (method, path, status, with their request body's first characters)
 * and navigations in memory, so a step that fails intermittently can say what the page did before it
 * (`explained`): a rare failure is then read from the log of the run that hit it.
 */
export function watchTrail(page: Page, keep = 40): string[] {
  const trail: string[] = [];
  const add = (line: string) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (trail.length > keep) trail.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) add(`navigated ${frame.url()}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const body = response.request().postData()?.slice(0, 120) ?? '';
    add(`${response.request().method()} ${url.pathname} ${response.status()} ${body}`);
  });
  return trail;
}

/** Runs a step; if it fails, fails with the page's address, its trail and the text it shows. */
export async function explained<T>(page: Page, trail: string[], step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const text = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '(no text)')
    ).slice(0, 2000);
    throw new Error(
      `${(error as Error).message}\n--- at ${page.url()}\n--- trail:\n${trail.join('\n')}\n--- page text:\n${text}`,
      { cause: error },
    );
  }
}

export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}
