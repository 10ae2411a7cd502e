import { SEARCH_RESULTS_CAP } from './constants';
import { UserType } from './roles';

/** The searchable list's simpler scheme (spec 001 §1): admin 1, staff 2, creator 3, right holder 4. */
export const SearchType = { ADMIN: 1, STAFF: 2, CREATOR: 3, RIGHT_HOLDER: 4 } as const;
export type SearchType = (typeof SearchType)[keyof typeof SearchType];

/** The four-type scheme's type of each of the nine user types: team members search as their owner. */
export function searchTypeOf(type: UserType): SearchType {
  switch (type) {
    case UserType.ADMIN:
      return SearchType.ADMIN;
    case UserType.CREATOR:
    case UserType.CREATOR_TEAM:
      return SearchType.CREATOR;
    case UserType.RIGHT_HOLDER:
    case UserType.RIGHT_HOLDER_TEAM:
      return SearchType.RIGHT_HOLDER;
    default:
      return SearchType.STAFF;
  }
}

export interface SearchOption {
  name: string;
  url: string;
  hasaccess: readonly SearchType[];
}

const { ADMIN: A, STAFF: S, CREATOR: C, RIGHT_HOLDER: R } = SearchType;
const ALL = [A, S, C, R] as const;

/** Spec 001 §2.7, in order (the FAQ's external address is not given, so it is left out). */
export const SEARCH_OPTIONS: readonly SearchOption[] = [
  { name: 'Dashboard', url: '/dashboard/analytics', hasaccess: ALL },
  { name: 'Profile', url: '/creators/profile', hasaccess: [C] },
  { name: 'Profile', url: '/right-holders/profile', hasaccess: [R] },
  { name: 'Admin', url: '/admins', hasaccess: [A, S] },
  { name: 'Creators / Channel Owners', url: '/creators', hasaccess: [A, S] },
  { name: 'Content Owners / Speech Owners', url: '/right-holders', hasaccess: [A, S] },
  { name: 'All Agreements', url: '/contracts', hasaccess: [A, S, C] },
  { name: 'Channels', url: '/channels', hasaccess: ALL },
  { name: 'DRM YouTube videos', url: '/drm-youtube-videos', hasaccess: ALL },
  { name: 'Monitoring Channels', url: '/monitoring-channels', hasaccess: [A, S] },
  { name: 'Monitoring Youtube videos', url: '/monitoring-youtube-videos', hasaccess: [A, S] },
  { name: 'Library', url: '/content-library', hasaccess: ALL },
  { name: 'Energy', url: '/energy-level', hasaccess: [A, S] },
  { name: 'Categories', url: '/categories', hasaccess: [A, S] },
  { name: 'Speakers', url: '/artists', hasaccess: [A, S] },
  { name: 'Browse', url: '/browse', hasaccess: [C] },
  { name: 'Royalties earnings Overview', url: '/royalties-earnings', hasaccess: ALL },
  { name: 'Royalties earnings by Creators', url: '/royalties/by-creator', hasaccess: [A, S] },
  { name: 'Royalties earnings by Content Owners', url: '/royalties/by-right-holders', hasaccess: [A, S, C] },
  { name: 'Royalties earnings by Youtube Videos', url: '/royalties/by-videos', hasaccess: ALL },
  { name: 'Payment Setting', url: '/payment-setting', hasaccess: [A, S] },
  { name: 'Payment overview', url: '/payment-history/landing-page', hasaccess: ALL },
  { name: 'Payment history by Creators', url: '/payment-history/by-creator', hasaccess: [A, S] },
  {
    name: 'Payment history by Content Owners',
    url: '/payment-history/by-right-holders',
    hasaccess: [A, S, C],
  },
  { name: 'Payment history by Channel', url: '/payment-history/by-channel', hasaccess: ALL },
  { name: 'Payment history by YouTube videos', url: '/payment-history/by-videos', hasaccess: ALL },
  { name: 'Inquiry List', url: '/inquiry-list', hasaccess: [A, S] },
  { name: 'Contact Us', url: '/contact-us', hasaccess: [A, S] },
  { name: 'Messages', url: '/contact-us', hasaccess: [C] },
];

/** The options a user of this type may search. */
export const searchOptionsFor = (type: UserType): SearchOption[] =>
  SEARCH_OPTIONS.filter((option) => option.hasaccess.includes(searchTypeOf(type)));

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
