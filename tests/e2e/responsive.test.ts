import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '../../scripts/lighthouse';
import { LAYOUT_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '../../shared/constants';
import { libraryItemId, newPage, settled, signIn, startE2E, type E2E } from '../support/e2e';
import { controlProblems } from '../support/onScreen';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const WIDTHS = [360, 800, 1440];
const PHONE = 360;
/** The sidebar menu's entries (react-admin marks its menu open or closed). */
const MENU_ITEMS = '.RaMenu-open .MuiMenuItem-root, .RaMenu-closed .MuiMenuItem-root';
const LANGUAGES = ['en', 'fr', 'es', 'pt', 'de'];
/**
 * Every page in every language on a phone, where words run out of room first; wider too in English and
 * in German, whose words are the longest of the five (the others' fit where German's do; CI time).
 */
const widthsIn = (language: string) => (language === 'en' || language === 'de' ? WIDTHS : [PHONE]);

/**
 * Resizes a loaded page: the layout's own breakpoints follow at once, the sidebar's (1200 px) only
 * after its debounce, so crossing it waits that long.
 */
async function resize(page: Page, width: number): Promise<void> {
  const before = page.viewportSize()!.width;
  await page.setViewportSize({ width, height: 900 });
  const crossed = before < LAYOUT_BREAKPOINT_PX !== width < LAYOUT_BREAKPOINT_PX;
  await page.waitForTimeout(crossed ? RESIZE_DEBOUNCE_MS + 150 : 50);
}

/** The page's title in the app bar: shown (whole, or cut with an ellipsis) and on screen. */
async function titleProblem(page: Page): Promise<string | undefined> {
  const title = page.locator('#react-admin-title');
  // A page sets its title once its record or list has arrived.
  const shown = await expect
    .poll(async () => (await title.textContent())?.trim(), { timeout: 5000 })
    .toBeTruthy()
    .then(
      () => true,
      () => false,
    );
  if (!shown) return 'no title';
  const box = await title.boundingBox();
  const width = page.viewportSize()!.width;
  if (!box || box.width < 40 || box.x + box.width > width)
    return `title off screen: ${await title.textContent()}`;
  return undefined;
}

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
    'never scrolls a main page sideways, in %s; on a phone every control is named and on screen',
    async (language) => {
      const page = await newPage(e2e);
      await signIn(page, e2e.baseUrl, 'admin@example.com');
      await page.evaluate((code) => localStorage.setItem('RaStore.locale', JSON.stringify(code)), language);
      const item = await libraryItemId(e2e, LIBRARY_ITEM);
      const overflowing: string[] = [];
      const problems: string[] = [];
      // Each page loads once, on a phone, and is then widened (the layout follows a resize).
      for (const path of [...SIGNED_IN_PAGES, '/upload', `/libraries/view/${item}`]) {
        await page.setViewportSize({ width: PHONE, height: 900 });
        await page.goto(`${e2e.baseUrl}${path}`);
        await settled(page);
        const name = path.replace(item, '<id>');
        for (const width of widthsIn(language)) {
          if (width !== PHONE) await resize(page, width);
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) overflowing.push(`${name} at ${width} px: ${overflow} px`);
          // On a phone the whole page; wider, the app bar (sign-out, the title): the sidebar's
          // resize from a phone's overlay slides across the window meanwhile.
          const scope = width === PHONE ? 'body' : 'header';
          for (const problem of await controlProblems(page, scope))
            problems.push(`${name} ${width}: ${problem}`);
          const title = await titleProblem(page);
          if (title) problems.push(`${name} ${width}: ${title}`);
        }
      }
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(overflowing).toEqual([]);
      expect(problems).toEqual([]);
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
        for (const [path, ready, view] of pages) {
          await page.evaluate(
            (chosen) => localStorage.setItem('RaStore.libraries.view', JSON.stringify(chosen)),
            view,
          );
          await page.setViewportSize({ width: PHONE, height: 900 });
          await page.goto(`${e2e.baseUrl}${path}`);
          await page.locator(ready).first().waitFor();
          await settled(page);
          for (const width of WIDTHS) {
            if (width !== PHONE) await resize(page, width);
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

  it.each([
    ['a creator', 'creator@example.com', '/creators/profile'],
    ['a rights holder', 'rightsholder@example.com', '/right-holders/profile'],
  ])('on a phone, names every control of %s and keeps it on screen', async (_who, email, profile) => {
    const page = await newPage(e2e);
    await page.setViewportSize({ width: PHONE, height: 900 });
    await signIn(page, e2e.baseUrl, email);
    const item = await libraryItemId(e2e, LIBRARY_ITEM);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const path of [...SIGNED_IN_PAGES, '/upload', `/libraries/view/${item}`, profile]) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await settled(page);
      const title = await titleProblem(page);
      // A page the account may not open sends it to one already looked at.
      const landed = new URL(page.url()).pathname;
      if (seen.has(landed)) continue;
      seen.add(landed);
      const name = landed.replace(item, '<id>');
      for (const problem of await controlProblems(page)) problems.push(`${name}: ${problem}`);
      if (title) problems.push(`${name}: ${title}`);
    }
    expect(problems).toEqual([]);
    // The profile: no button floats over its content (react-admin's create button did, below 900 px).
    const floating = await page.evaluate(
      () =>
        [...document.querySelectorAll('.MuiFab-root')].filter((fab) =>
          fab.checkVisibility({ visibilityProperty: true }),
        ).length,
    );
    expect(floating).toBe(0);
    await page.close();
  });

  it('keeps the words of the upload and download buttons on a phone, the clip times in line', async () => {
    const page = await newPage(e2e);
    await page.setViewportSize({ width: PHONE, height: 900 });
    await signIn(page, e2e.baseUrl, 'rightsholder@example.com');
    const shown = async (name: string) =>
      (await page.getByRole('button', { name, exact: true }).innerText()).trim();
    await page.goto(`${e2e.baseUrl}/upload`);
    await settled(page);
    const upload = ['Choose files', 'Save as drafts', 'Submit for review'];
    expect(await Promise.all(upload.map(shown))).toEqual(upload);
    await page.goto(`${e2e.baseUrl}/libraries/view/${await libraryItemId(e2e, LIBRARY_ITEM)}`);
    await settled(page);
    const downloads = ['Download audio', 'Download a clip'];
    expect(await Promise.all(downloads.map(shown))).toEqual(downloads);
    const from = (await page.getByLabel('From (seconds)').boundingBox())!;
    const to = (await page.getByLabel('To (seconds)').boundingBox())!;
    // Side by side on one line, or one under the other at the same left edge.
    expect(from.y === to.y || from.x === to.x).toBe(true);
    await page.close();
  });

  it('signs staff out from a phone, through the user menu in the app bar', async () => {
    const page = await newPage(e2e);
    await page.setViewportSize({ width: PHONE, height: 900 });
    // The admin's bar holds the most controls (the downloaded packages too).
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    await page.goto(`${e2e.baseUrl}/upload`);
    await settled(page);
    const profile = page.getByRole('button', { name: 'Profile' });
    // Where a person can tap it: Playwright would scroll a bar that cuts it off to reach it.
    const box = (await profile.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= PHONE).toBe(true);
    await profile.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.close();
  });

  it("opens the library's filters from a Filters button wherever the side panel is not shown", async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'manager@example.com');
    await page.goto(`${e2e.baseUrl}/libraries`);
    await page.getByRole('heading', { name: LIBRARY_ITEM, level: 3 }).waitFor();
    await settled(page);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    const kind = page.getByRole('list', { name: 'Kind' });
    // Wide: the panel beside the list, no button.
    await kind.waitFor();
    expect(await filters.count()).toBe(0);
    for (const width of [850, PHONE]) {
      // Loaded at the width: resizing from a wide window opens the phone's menu drawer over the page.
      // Unfiltered (the list remembers the filters the last width chose).
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${e2e.baseUrl}/libraries?filter=%7B%7D`);
      await settled(page);
      expect(await kind.count()).toBe(0);
      await filters.click();
      const drawer = page.locator('.MuiDrawer-paper').filter({ has: kind });
      await drawer.getByRole('button', { name: /^Audio/ }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toContain('audio');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await kind.waitFor({ state: 'detached' });
    }
    await page.close();
  });

  it('writes the upload page and the library item in French and German: labels, sizes, dates', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    const labels = () => page.locator('form label').allInnerTexts();
    /** The shared fields' labels in English, as react-admin made them up or as the asset pages say. */
    const english = [
      'Rights holder',
      'Content owner',
      'Category',
      'Energy level',
      'Speakers',
      'Language',
      'Tags',
      'Territory',
      'Ownership territory',
      'Policy',
      'Default Content ID policy',
    ];
    const expected = {
      fr: { owner: 'Propriétaire de contenu', category: 'Catégorie', size: /jusqu'à 5\sGo chacun/ },
      de: { owner: 'Inhalteigentümer', category: 'Kategorie', size: /je bis zu 5\sGB\./ },
    };
    for (const [language, { owner, category, size }] of Object.entries(expected)) {
      await page.evaluate((code) => localStorage.setItem('RaStore.locale', JSON.stringify(code)), language);
      await page.goto(`${e2e.baseUrl}/upload`);
      await settled(page);
      // The form is a lazily loaded page: read its labels once it is drawn in this language.
      await page.locator('form label', { hasText: category }).first().waitFor();
      const shown = (await labels()).map((label) => label.replace(/[\s*]+$/, ''));
      expect(shown).toEqual(expect.arrayContaining([owner, category]));
      expect(shown.filter((label) => english.includes(label))).toEqual([]);
      await page.getByText(size).waitFor();
    }
    // German dates: the item's "in the library since" as the notes beside it are written.
    await page.goto(`${e2e.baseUrl}/libraries/view/${await libraryItemId(e2e, LIBRARY_ITEM)}`);
    await settled(page);
    const since = page.locator('.RaLabeled-label', { hasText: 'In der Bibliothek seit' });
    expect(await since.locator('xpath=following-sibling::*[1]').innerText()).toMatch(
      /^\d{1,2}\.\d{1,2}\.\d{4}$/,
    );
    await page.close();
  });
});
