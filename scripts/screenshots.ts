/**
 * The screenshots of docs/look-and-feel.md: the sign-in page, the dashboard, a list and a form, in the light and the
 * dark theme, taken from the built app on a fresh demo database (`npm run build` first).
 * Run: `npx tsx scripts/screenshots.ts` → docs/screenshots/<page>-<theme>.png
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signIn, startE2E } from '../tests/support/e2e';

const OUT = path.resolve('docs/screenshots');
const VIEWPORT = { width: 1280, height: 800 };
const THEMES = ['light', 'dark'] as const;
/** Each page, and what shows once its content has arrived. */
const PAGES = [
  { name: 'dashboard', path: '/dashboard/analytics', ready: '.MuiCard-root p:not(:text("…"))' },
  { name: 'list', path: '/channels', ready: 'tbody tr' },
  { name: 'form', path: '/contracts/create', ready: 'form input[name="title"]' },
] as const;

async function quiet(page: Page) {
  await page.waitForLoadState('networkidle');
  // The last toast or ripple fades before the picture.
  await page.waitForTimeout(600);
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const e2e = await startE2E();
  try {
    for (const theme of THEMES) {
      const context = await e2e.browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
      await context.addInitScript((chosen) => {
        localStorage.setItem('RaStore.theme', JSON.stringify(chosen));
      }, theme);
      const page = await context.newPage();
      await page.goto(`${e2e.baseUrl}/login`);
      await page.getByLabel('Email').waitFor();
      await quiet(page);
      await page.screenshot({ path: path.join(OUT, `sign-in-${theme}.png`) });
      // Signing in applies the user's saved theme: the init script sets it again on each page.
      await signIn(page, e2e.baseUrl, 'admin@example.com');
      for (const { name, path: route, ready } of PAGES) {
        await page.goto(`${e2e.baseUrl}${route}`);
        await page.locator(ready).first().waitFor();
        await quiet(page);
        await page.screenshot({ path: path.join(OUT, `${name}-${theme}.png`) });
      }
      await context.close();
    }
  } finally {
    await e2e.close();
  }
  console.log(`Screenshots in ${path.relative(process.cwd(), OUT)}`);
}

await main();
