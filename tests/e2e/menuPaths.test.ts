import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed';
import { CreatorChannelStatus } from '../../shared/constants';
import { visibleMenu, type MenuEntry, type MenuUser } from '../../shared/menu';
import { RESOURCES } from '../../shared/resources';
import type { ResourceDeclaration } from '../../shared/resources/types';
import { effectiveUserType, isCreator } from '../../shared/roles';
import { pageTitle } from '../../shared/titles';
import { STEP_2_PATH } from '../../src/pages/paths';
import { newPage, settled, signIn, startE2E, watchProblems, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/**
 * Menu paths of later issues whose pages are not built yet: each must show the not-found page (never
 * another resource's page). A path leaves this list when its page lands; the three YouTube Claims
 * pages under /assets are never on it.
 */
const NOT_BUILT_YET: readonly string[] = [];

/**
 * Menu paths that are a redirect in the app: where they land. None now: /dashboard is the creator's
 * own dashboard (issue 37), and only others, who have no such entry, are sent to HOME_PATH.
 */
const LANDS_ON: Readonly<Record<string, string>> = {};

/** The not-found page's heading (spec 000 §2). */
const NOT_FOUND = '404 - Page Not Found!';

/** What a path swallowed by a record route shows (react-admin's notices, in English). */
const SWALLOWED_NOTICE = /Element does not exist|You are not authorized/;

/** The leaves of a visible menu, each path once, external links left out (they leave the app). */
function leaves(entries: readonly MenuEntry[]): MenuEntry[] {
  const found = entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));
  return found.filter(
    (entry, index) => !entry.external && found.findIndex((other) => other.path === entry.path) === index,
  );
}

/**
 * The detail calls a record route would make if it took the path's last segment for an id, e.g.
 * 'PATCH /api/CID/asset/detail/claim-video' for /assets/claim-video.
 */
function swallowingCalls(path: string): string[] {
  const id = encodeURIComponent(path.split('/').filter(Boolean).at(-1)!);
  return (Object.values(RESOURCES) as ResourceDeclaration[]).map((declaration) => {
    const [method, route] = declaration.api.getOne.split(' ');
    return `${method} /api${route!.replace(':id', id)}`;
  });
}

interface Stored {
  type: number;
  team_member_type: string | null;
  asset_label?: { labelName: string };
  contractCount: number;
  browse_hidden?: boolean;
  channel_status: string;
}

/** The menu user as the app reads it from the stored session (src/authProvider identityOf). */
async function storedUser(page: Page): Promise<{ menuUser: MenuUser; held: boolean }> {
  const user = (await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))) as Stored;
  const type = effectiveUserType(user.type, user.team_member_type);
  return {
    menuUser: {
      type,
      assetLabelName: user.asset_label?.labelName ?? '',
      contractCount: user.contractCount,
      browseHidden: user.browse_hidden === true,
    },
    // A creator without a channel is held at step-2 on every page (src/layout/CreatorGuard).
    held: isCreator(type) && user.channel_status === CreatorChannelStatus.NONE,
  };
}

/** Goes to a path inside the app as a menu link does (the router's navigation, no reload). */
async function goTo(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Every notice the page shows from now on, kept even after it closes. */
async function watchNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __notices: string[] }).__notices = seen;
    new MutationObserver(() => {
      document.querySelectorAll('.MuiSnackbarContent-message').forEach((element) => {
        const text = element.textContent ?? '';
        if (!element.hasAttribute('data-seen')) {
          element.setAttribute('data-seen', '');
          seen.push(text);
        }
      });
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices.splice(0));
}

/** A 1×1 PNG: the thumbnails' host (YouTube's) is not reachable from the tests. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** What went wrong on each path of one account's menu (empty when every path is its own page). */
async function menuPathProblems(email: string): Promise<string[]> {
  const page = await newPage(e2e);
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
  const notices = await watchNotices(page);
  const calls: string[] = [];
  page.on('request', (request) => calls.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await signIn(page, e2e.baseUrl, email);
  await settled(page);
  const problems = watchProblems(page);
  const { menuUser, held } = await storedUser(page);
  const entries = leaves(visibleMenu(menuUser));
  const found: string[] = [];
  for (const entry of entries) {
    const path = entry.path!;
    const notBuilt = NOT_BUILT_YET.includes(path);
    const landing = held ? STEP_2_PATH : (LANDS_ON[path] ?? path);
    const title = held
      ? pageTitle('Connect your channel', menuUser.type)
      : pageTitle(notBuilt ? 'Page Not Found' : entry.title, menuUser.type);
    problems.length = 0;
    calls.length = 0;
    await goTo(page, path);
    await page.waitForURL((url) => url.pathname === landing, { timeout: 5_000 }).catch(() => undefined);
    await settled(page);
    // The title follows the route a moment after it renders.
    await expect
      .poll(() => page.title(), { timeout: 3_000 })
      .toBe(title)
      .catch(() => undefined);
    const wrong: string[] = [];
    const at = new URL(page.url()).pathname;
    if (at !== landing) wrong.push(`landed on ${at}`);
    if ((await page.title()) !== title) wrong.push(`title "${await page.title()}", not "${title}"`);
    const notFoundShown = await page.getByRole('heading', { name: NOT_FOUND }).isVisible();
    if (notFoundShown !== (notBuilt && !held)) wrong.push(notFoundShown ? 'the 404 page' : 'no 404 page');
    const swallowing = swallowingCalls(path);
    wrong.push(...calls.filter((call) => swallowing.includes(call)).map((call) => `called ${call}`));
    wrong.push(...(await notices()).filter((notice) => SWALLOWED_NOTICE.test(notice)));
    wrong.push(...problems);
    if (wrong.length > 0) found.push(`${path}: ${wrong.join('; ')}`);
  }
  await page.context().close();
  return found;
}

describe('every menu path of every demo account', () => {
  it.each(DEMO_ACCOUNTS.map((account) => account.email))(
    '%s: each leaf opens its own page',
    async (email) => {
      expect(await menuPathProblems(email)).toEqual([]);
    },
  );
});
