import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '../../scripts/lighthouse';
import { LOADERS } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { pageMessagesIn } from '../../src/i18n/pageMessages';
import { libraryItemId, newPage, signIn, startE2E, type E2E } from '../support/e2e';

// The texts lazily loaded pages bring with them, in every language (as those pages add them).
import.meta.glob(['../../src/resources/*/pageTexts.ts', '../../src/features/*/pageTexts.ts'], {
  eager: true,
});
import.meta.glob(['../../src/features/payments/texts.ts', '../../src/layout/packages/texts.ts'], {
  eager: true,
});

type Locale = keyof typeof LOADERS;
type Messages = { [key: string]: string | Messages };

/** Every text of a message tree by its key ('a.b.c'); plural forms one by one. */
function leaves(messages: Messages | undefined, prefix = '', into = new Map<string, string[]>()) {
  for (const [key, value] of Object.entries(messages ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') leaves(value, path, into);
    else
      into.set(
        path,
        value.split('||||').map((form) => form.trim()),
      );
  }
  return into;
}

/**
 * The English texts a page in this language must not show: those whose translation differs (a word
 * the same in both, such as "Email" in French or "Status" in German, is allowed), and that are not
 * any other text of the language either. Texts with placeholders are left out (they never show as
 * written).
 */
async function englishLeftIn(locale: Locale): Promise<Set<string>> {
  const english = leaves({ ...(en as unknown as Messages), ...pageMessagesIn('en') });
  const translated = leaves({
    ...((await LOADERS[locale]()) as unknown as Messages),
    ...pageMessagesIn(locale),
  });
  const theirs = new Set([...translated.values()].flat());
  const left = new Set<string>();
  for (const [key, forms] of english) {
    const translations = translated.get(key) ?? [];
    forms.forEach((form, index) => {
      if (form.includes('%{') || form.trim().length < 2) return;
      if (translations[index] !== form && !theirs.has(form)) left.add(form);
    });
  }
  return left;
}

/** Every text the page shows: its visible text nodes, and the placeholders of its inputs. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || !element.checkVisibility({ checkVisibilityCSS: true })) continue;
      texts.push(text);
    }
    for (const input of document.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    ))
      if (input.checkVisibility()) texts.push(input.placeholder.trim());
    return texts;
  });

/** Opens a path inside the app as its links do (no reload), and waits until it has loaded. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"], .MuiSkeleton-root'), null, {
    timeout: 15_000,
  });
  // A list's rows and a lazily loaded page's parts come a moment after its frame.
  await page.waitForTimeout(400);
}

let e2e: E2E;
let page: Page;
let pages: string[];
let signedIn: string | undefined;
beforeAll(async () => {
  e2e = await startE2E();
  // The upload page and a library item's page too: other pages than the lists.
  pages = [...SIGNED_IN_PAGES, '/upload', `/libraries/view/${await libraryItemId(e2e, 'Le Phare')}`];
  // One page for every run: each language is a reload, each path a move inside the app.
  page = await newPage(e2e);
});
afterAll(() => e2e?.close());

const RUNS = ['admin@example.com', 'creator@example.com'].flatMap((email) =>
  (Object.keys(LOADERS) as Locale[]).map((locale) => [email, locale] as const),
);

describe('every text in the chosen language', () => {
  it.each(RUNS)(
    'leaves no English text of the app on the main pages, for %s in %s',
    async (email, locale) => {
      if (signedIn !== email) {
        await page.evaluate(() => localStorage.clear()).catch(() => undefined);
        await signIn(page, e2e.baseUrl, email);
        signedIn = email;
      }
      const english = await englishLeftIn(locale);
      await page.evaluate((chosen) => localStorage.setItem('RaStore.locale', JSON.stringify(chosen)), locale);
      await page.reload();
      const found: string[] = [];
      for (const path of pages) {
        await open(page, path);
        for (const text of new Set(await visibleTexts(page)))
          if (english.has(text)) found.push(`${path}: "${text}"`);
      }
      expect(found).toEqual([]);
    },
    180_000,
  );
});

describe("the server's messages in the chosen language", () => {
  it('shows a refused password (400) and a taken email (409) in German', async () => {
    if (signedIn !== 'admin@example.com') {
      await page.evaluate(() => localStorage.clear());
      await signIn(page, e2e.baseUrl, 'admin@example.com');
      signedIn = 'admin@example.com';
    }
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('de')));
    await page.goto(`${e2e.baseUrl}/update-profile`);
    const form = page.locator('form', { has: page.locator('input[name="email"]') });
    await form.locator('input[name="email"]').fill('creator@example.com');
    await form.locator('input[name="current_password"]').fill('Not-the-password-1');
    await form.locator('button[type="submit"]').click();
    await page.getByText('Das aktuelle Passwort ist nicht korrekt.').waitFor();
    await form.locator('input[name="current_password"]').fill('Demo-1234');
    await form.locator('button[type="submit"]').click();
    await page.getByText('Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.').waitFor();
  });
});
