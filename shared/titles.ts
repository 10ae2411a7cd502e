import { isCreator, isRightHolderSide, type UserType } from './roles';

export const TITLE_SUFFIX = ' | DRM';

/** Titles replaced for rights holders and their team members (spec 000 §1). */
export const RIGHT_HOLDER_TITLES: Readonly<Record<string, string>> = {
  Channels: 'Sublicensee Channels',
  'DRM YouTube Videos': 'Sublicensee Videos',
  'By YouTube Videos': 'By Sublicensee videos',
  'Payment History By Channel': 'By Sublicense Channels',
  'Payment History By YouTube Videos': 'Payment History By Sublicensee videos',
};

/**
 * Pages a rights holder reaches under another menu title than staff do (spec 001 §2.6): its
 * Claims Payment Details group's Overview is staff's Claims Payment Details page.
 */
export const RIGHT_HOLDER_PAGE_TITLES: Readonly<Record<string, string>> = {
  'Claims Payment Details': 'Overview',
};

/**
 * Titles replaced for creators: their agreements page is 'Your Agreements', and Contact Us is their
 * Messages (spec 001 §2.6).
 */
export const CREATOR_TITLES: Readonly<Record<string, string>> = {
  'All Agreements': 'Your Agreements',
  'Contact Us': 'Messages',
};

/** The title as the user of this type sees it. */
export function titleForUser(title: string, type: UserType | undefined): string {
  if (type !== undefined && isCreator(type)) return CREATOR_TITLES[title] ?? title;
  if (isRightHolderSide(type)) {
    return RIGHT_HOLDER_TITLES[title] ?? title;
  }
  return title;
}

/**
 * A page's title as the user of this type sees it: the menu's word for it, and for a rights holder's
 * side the name its own menu gives the page (never applied to the menu, whose group keeps its title).
 */
export const pageTitleForUser = (title: string, type: UserType | undefined): string =>
  (isRightHolderSide(type) ? RIGHT_HOLDER_PAGE_TITLES[title] : undefined) ?? titleForUser(title, type);

/** The browser page title: '{route title} | DRM'. */
export const pageTitle = (title: string, type: UserType | undefined) =>
  `${pageTitleForUser(title, type)}${TITLE_SUFFIX}`;
