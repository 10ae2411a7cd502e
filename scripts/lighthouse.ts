// Lighthouse (desktop, performance) on the sign-in page and every main page of a running server, in
// Debian's Chromium. Part of `npm run bench`; alone: `npx tsx scripts/lighthouse.ts http://localhost:3000`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/seed';
import { RESOURCE_NAMES } from '../shared/resources';
import { UserType } from '../shared/roles';
import { canAccessRoute, routeKeyOfPath } from '../shared/routePermissions';
import { HOME_PATH } from '../src/pages/paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { freePort } from './serverProcess';

/** The target: a desktop performance score of at least 90 on each page. */
export const LIGHTHOUSE_PERFORMANCE_TARGET = 90;

export interface LighthouseResult {
  page: string;
  /** 0 to 100. */
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

/**
 * The main pages: the dashboard, every resource's list (shared/resources) and a form (the phone and
 * translation tests open them for each account). Signed out, the sign-in page is audited first.
 */
export const SIGNED_IN_PAGES = [HOME_PATH, ...RESOURCE_NAMES.map((name) => `/${name}`), '/channels/create'];

/** The pages the admin Lighthouse signs in as may open (a rights holder's own pages send it home). */
const ADMIN_PAGES = SIGNED_IN_PAGES.filter((page) => {
  const route = routeKeyOfPath(page);
  return route === undefined || canAccessRoute(route, UserType.ADMIN);
});

/**
 * Audits the sign-in page signed out, then each of ADMIN_PAGES signed in as the admin. Lighthouse drives
 * the browser's default context through the debugging port, so a persistent Playwright context signs
 * in there first and Lighthouse keeps that storage (disableStorageReset).
 */
export async function lighthouseReport(baseUrl: string): Promise<LighthouseResult[]> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    viewport: { width: 1350, height: 940 },
  });
  try {
    // Chromium now and then loses a navigation's start (NO_NAVSTART) on a loaded machine: such a
    // run measured nothing, so it is retried once before the bench gives up.
    const audit = async (page: string, retry = true): Promise<LighthouseResult> => {
      const runner = await lighthouse(
        `${baseUrl}${page}`,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        },
        desktopConfig,
      );
      if (!runner) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits, runtimeError, finalDisplayedUrl } = runner.lhr;
      if (runtimeError && retry) return audit(page, false);
      if (runtimeError) throw new Error(`Lighthouse on ${page}: ${runtimeError.message}`);
      // A list page that sent the browser to sign in would be measuring the wrong page.
      if (new URL(finalDisplayedUrl).pathname !== page)
        throw new Error(`Lighthouse on ${page} ended on ${finalDisplayedUrl}`);
      return {
        page,
        performance: Math.round((categories.performance.score ?? 0) * 100),
        firstContentfulPaintMs: Math.round(audits['first-contentful-paint'].numericValue ?? NaN),
        largestContentfulPaintMs: Math.round(audits['largest-contentful-paint'].numericValue ?? NaN),
        totalBlockingTimeMs: Math.round(audits['total-blocking-time'].numericValue ?? NaN),
        cumulativeLayoutShift: Number((audits['cumulative-layout-shift'].numericValue ?? NaN).toFixed(3)),
      };
    };
    const results = [await audit('/login')];
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    for (const signedIn of ADMIN_PAGES) results.push(await audit(signedIn));
    return results;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export function printLighthouse(results: LighthouseResult[]): void {
  for (const result of results) {
    const verdict = result.performance >= LIGHTHOUSE_PERFORMANCE_TARGET ? 'meets' : 'MISSES';
    console.log(
      `Lighthouse ${result.page.padEnd(16)} performance ${result.performance} (${verdict} ${LIGHTHOUSE_PERFORMANCE_TARGET})  ` +
        `FCP ${result.firstContentfulPaintMs} ms  LCP ${result.largestContentfulPaintMs} ms  ` +
        `TBT ${result.totalBlockingTimeMs} ms  CLS ${result.cumulativeLayoutShift}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printLighthouse(await lighthouseReport(process.argv[2] ?? 'http://localhost:3000'));
}
