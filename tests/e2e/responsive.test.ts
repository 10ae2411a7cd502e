import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '../../scripts/lighthouse';
import { LAYOUT_BREAKPOINT_PX } from '../../shared/constants';
import { libraryItemId, newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const WIDTHS = [360, 800, 1440];
/** The sidebar menu's entries (react-admin marks its menu open or closed). */
const MENU_ITEMS = '.RaMenu-open .MuiMenuItem-root, .RaMenu-closed .MuiMenuItem-root';
const LANGUAGES = ['en', 'fr', 'es', 'pt', 'de'];

/** How far the page scrolls sideways (0 when it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/**
 * Each visible menu entry whose label is cut or runs under its chevron: the label's text must fit its
 * box, and the box must end before the chevron starts.
 */
const menuLabelProblems = (page: Page) =>
  page.evaluate((selector) => {
    const problems: string[] = [];
    for (const item of document.querySelectorAll<HTMLElement>(selector)) {
      const label = item.querySelector<HTMLElement>('.MuiListItemText-root, .MuiTypography-root');
      if (!label || item.getBoundingClientRect().height === 0) continue;
      const text = label.textContent ?? '';
      if (label.scrollWidth > label.clientWidth + 1) problems.push(`cut: ${text}`);
      const icons = [...item.querySelectorAll(':scope > svg')];
      const chevron = icons.at(-1);
      if (chevron && label.getBoundingClientRect().right > chevron.getBoundingClientRect().left + 1) {
        problems.push(`under its chevron: ${text}`);
      }
    }
    return problems;
  }, MENU_ITEMS);

/** A library item both staff and the demo creator see (licensed to it through an active agreement). */
const LIBRARY_ITEM = 'Northern Drive';

describe('the layout at 360, 800 and 1440 px', () => {
  it.each(LANGUAGES)(
    'never scrolls a main page sideways, in %s',
    async (language) => {
      const page = await newPage(e2e);
      await signIn(page, e2e.baseUrl, 'admin@example.com');
      await page.evaluate((code) => localStorage.setItem('RaStore.locale', JSON.stringify(code)), language);
      const overflowing: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of SIGNED_IN_PAGES) {
          await page.goto(`${e2e.baseUrl}${path}`);
          await page.locator('.RaLayout-content').waitFor();
          // The page's own content has arrived once its loading indicator is gone.
          await page.waitForLoadState('networkidle');
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) overflowing.push(`${path} at ${width} px: ${overflow} px`);
        }
      }
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(overflowing).toEqual([]);
      await page.close();
    },
    240_000,
  );

  it.each([
    ['staff', 'manager@example.com'],
    ['a creator', 'creator@example.com'],
  ])(
    'never scrolls the library sideways for %s: cards, the list, favourites and an item',
    async (_who, email) => {
      const page = await newPage(e2e);
      await signIn(page, e2e.baseUrl, email);
      const item = await libraryItemId(e2e, LIBRARY_ITEM);
      // The list's two views are one remembered choice (the toggle above the list stores it).
      const pages: [string, string, 'grid' | 'list'][] = [
        ['/libraries', '.RaList-main h3', 'grid'],
        ['/libraries', '.RaList-main table', 'list'],
        ['/libraries/tab/favourites', '.RaList-main', 'grid'],
        [`/libraries/view/${item}`, '.RaLayout-content h1', 'grid'],
      ];
      const overflowing: string[] = [];
      for (const language of ['en', 'de']) {
        await page.evaluate((code) => localStorage.setItem('RaStore.locale', JSON.stringify(code)), language);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          for (const [path, ready, view] of pages) {
            await page.evaluate(
              (chosen) => localStorage.setItem('RaStore.libraries.view', JSON.stringify(chosen)),
              view,
            );
            await page.goto(`${e2e.baseUrl}${path}`);
            await page.locator('.RaLayout-content').waitFor();
            await page.locator(ready).first().waitFor();
            await page.waitForLoadState('networkidle');
            const overflow = await sidewaysOverflow(page);
            const name = path.startsWith('/libraries/view/') ? '/libraries/view' : path;
            if (overflow > 0)
              overflowing.push(`${name} (${view}) in ${language} at ${width} px: ${overflow} px`);
          }
        }
      }
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(overflowing).toEqual([]);
      await page.close();
    },
    240_000,
  );

  it('shows each menu label whole and clear of its chevron, in the five languages', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      for (const width of [1440, 800]) {
        // The sidebar starts open (opening the drawer below flips react-admin's stored state).
        await page.evaluate((code) => {
          localStorage.setItem('RaStore.locale', JSON.stringify(code));
          localStorage.setItem('RaStore.sidebar.open', 'true');
        }, language);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${e2e.baseUrl}/creators`);
        await page.locator('.RaLayout-content').waitFor();
        if (width < LAYOUT_BREAKPOINT_PX) {
          // Below 1200 px the menu is the overlay drawer, opened from the app bar.
          await page
            .getByRole('button', { name: /men[uúü]/i })
            .first()
            .click();
        }
        // The group holding the page is open; its entries and every top-level group are checked.
        await page.locator(MENU_ITEMS).first().waitFor();
        for (const problem of await menuLabelProblems(page))
          problems.push(`${language} ${width} px ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);
});
