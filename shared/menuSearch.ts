import { SEARCH_RESULTS_CAP } from './constants';
import { allowsEntry, type MenuAccess } from './menu';
import { RESOURCES } from './resources';
import { isSimple, type ResourceDeclaration } from './resources/types';
import { isCreatorSide, isRightHolderSide, isSuperAdmin, type UserType } from './roles';
import type { RouteKey } from './routePermissions';

/** The searchable list's simpler scheme (spec 001 §1): admin 1, staff 2, creator 3, right holder 4. */
export const SearchType = { ADMIN: 1, STAFF: 2, CREATOR: 3, RIGHT_HOLDER: 4 } as const;
export type SearchType = (typeof SearchType)[keyof typeof SearchType];

/** The four-type scheme's type of each of the nine user types: team members search as their owner. */
export function searchTypeOf(type: UserType): SearchType {
  if (isSuperAdmin(type)) return SearchType.ADMIN;
  if (isCreatorSide(type)) return SearchType.CREATOR;
  if (isRightHolderSide(type)) return SearchType.RIGHT_HOLDER;
  return SearchType.STAFF;
}

export interface SearchOption {
  name: string;
  url: string;
  /**
   * Who is offered it: an action or a page's route. The spec's own four-type scheme (`hasaccess`,
   * see searchTypeOf) is kept as actions of the declarations wherever no other rule gives it.
   */
  access: MenuAccess;
  /** An address outside the app, opened in a new tab (spec 001 §2.6: external links). */
  external?: boolean;
}

const route = (key: RouteKey): MenuAccess => ({ route: key });
/** The declared simple resources' entries, in their declared order, each to its list page. */
const declaredSearch = (): SearchOption[] =>
  (Object.values(RESOURCES) as ResourceDeclaration[])
    .filter(isSimple)
    .flatMap(({ name, simple: { menu } }) =>
      menu.search ? [{ ...menu.search, url: `/${name}`, access: route(name as RouteKey) }] : [],
    )
    .sort((a, b) => a.order - b.order)
    .map(({ name, url, access }) => ({ name, url, access }));

const ALL_OF_PAYMENTS = { resource: 'payment-history', action: 'overview' } as const;

/**
 * Spec 001 §2.7, in order, but for its last entry, the FAQ: its external address is configured
 * (FAQ_URL), so searchOptionsFor adds it when there is one.
 */
export const SEARCH_OPTIONS: readonly SearchOption[] = [
  { name: 'Dashboard', url: '/dashboard/analytics', access: route('dashboard') },
  { name: 'Profile', url: '/creators/profile', access: { resource: 'profile', action: 'creator' } },
  { name: 'Profile', url: '/right-holders/profile', access: { resource: 'profile', action: 'rightHolder' } },
  { name: 'Admin', url: '/admins', access: { resource: 'admins', action: 'search' } },
  { name: 'Creators / Channel Owners', url: '/creators', access: { resource: 'creators', action: 'read' } },
  {
    name: 'Content Owners / Speech Owners',
    url: '/right-holders',
    access: { resource: 'right-holders', action: 'readAll' },
  },
  { name: 'All Agreements', url: '/contracts', access: { resource: 'contracts', action: 'search' } },
  { name: 'Channels', url: '/channels', access: { resource: 'channels', action: 'read' } },
  { name: 'DRM YouTube videos', url: '/drm-youtube-videos', access: route('drm-youtube-videos') },
  { name: 'Monitoring Channels', url: '/monitoring-channels', access: route('monitoring-channels') },
  {
    name: 'Monitoring Youtube videos',
    url: '/monitoring-youtube-videos',
    access: route('monitoring-youtube-videos'),
  },
  { name: 'Library', url: '/content-library', access: route('content-library') },
  ...declaredSearch(),
  { name: 'Browse', url: '/browse', access: { resource: 'browse', action: 'search' } },
  {
    name: 'Royalties earnings Overview',
    url: '/royalties-earnings',
    access: { resource: 'royalties-earnings', action: 'overview' },
  },
  {
    name: 'Royalties earnings by Creators',
    url: '/royalties/by-creator',
    access: { resource: 'royalties', action: 'byCreator' },
  },
  {
    name: 'Royalties earnings by Content Owners',
    url: '/royalties/by-right-holders',
    access: { resource: 'royalties', action: 'byRightHolder' },
  },
  {
    name: 'Royalties earnings by Youtube Videos',
    url: '/royalties/by-videos',
    access: { resource: 'royalties', action: 'byVideo' },
  },
  { name: 'Payment Setting', url: '/payment-setting', access: route('payment-setting') },
  { name: 'Payment overview', url: '/payment-history/landing-page', access: ALL_OF_PAYMENTS },
  {
    name: 'Payment history by Creators',
    url: '/payment-history/by-creator',
    access: { resource: 'payment-history', action: 'byCreator' },
  },
  {
    name: 'Payment history by Content Owners',
    url: '/payment-history/by-right-holders',
    access: { resource: 'payment-history', action: 'byRightHolder' },
  },
  {
    name: 'Payment history by Channel',
    url: '/payment-history/by-channel',
    access: { resource: 'payment-history', action: 'byChannel' },
  },
  {
    name: 'Payment history by YouTube videos',
    url: '/payment-history/by-videos',
    access: { resource: 'payment-history', action: 'byVideo' },
  },
  { name: 'Inquiry List', url: '/inquiry-list', access: route('inquiry-list') },
  { name: 'Contact Us', url: '/contact-us', access: { resource: 'contact-us', action: 'readAll' } },
  { name: 'Messages', url: '/contact-us', access: { resource: 'contact-us', action: 'messagesEntry' } },
];

/** The FAQ's entry (spec 001 §2.7: an external link for creators) at the address configured. */
export const faqSearchOption = (url: string): SearchOption => ({
  name: 'FAQ',
  url,
  access: { resource: 'faq', action: 'open' },
  external: true,
});

/**
 * The options a user of this type may search; the FAQ last, when its address is configured (without
 * one there is nowhere to send anyone, so it is not offered).
 */
export const searchOptionsFor = (type: UserType, faqUrl?: string): SearchOption[] =>
  [...SEARCH_OPTIONS, ...(faqUrl ? [faqSearchOption(faqUrl)] : [])].filter((option) =>
    allowsEntry(option.access, type),
  );

/**
 * Spec 001 §5 search filter: a case-insensitive substring of the item's label (its shown, translated
 * name), falling back to its name; nothing for an empty list or term; at most SEARCH_RESULTS_CAP.
 */
export function filterSearch<T extends { name: string; label?: string }>(
  items: readonly T[],
  term: string,
): T[] {
  const needle = term.trim().toLowerCase();
  if (items.length === 0 || needle === '') return [];
  return items
    .filter((item) => (item.label ?? item.name).toLowerCase().includes(needle))
    .slice(0, SEARCH_RESULTS_CAP);
}
