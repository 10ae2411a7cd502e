import type { MenuBadge, MenuEntry, MenuUser } from './menu';
import { ADMIN_CATEGORY, UserType } from './roles';

const { ADMIN, MANAGER, CREATOR, RIGHT_HOLDER, MANAGER_LIMITED, RIGHT_HOLDER_TEAM } = UserType;
const STAFF = ADMIN_CATEGORY;
const STAFF_AND_RIGHT_HOLDERS: readonly UserType[] = [...STAFF, RIGHT_HOLDER, RIGHT_HOLDER_TEAM];
const RIGHT_HOLDERS: readonly UserType[] = [RIGHT_HOLDER, RIGHT_HOLDER_TEAM];

/** What the pending-review count is asked for: the staff view (1) or a rights holder's (2), spec 001 §6. */
export const ReviewCountType = { STAFF: 1, RIGHT_HOLDER: 2 } as const;

/** Pending manual claims have status 1 (spec 001 §3). */
export const PENDING_CLAIM_STATUS = 1;

/** One count call of spec 001 §7 (Counts): where it is, who may make it, and what it sends. */
export interface BadgeCall {
  method: 'GET' | 'POST';
  /** Under the API base. */
  path: string;
  /** The server answers them and refuses everyone else; the menu asks only for them. */
  roles: readonly UserType[];
  /** The body a POST sends for this user. */
  body?(user: MenuUser): Record<string, unknown>;
}

const isRightHolder = (user: MenuUser) => RIGHT_HOLDERS.includes(user.type);

/** A rights holder's counts are of their own asset label (spec 001 §6); staff count every label. */
const assetLabelOf = (user: MenuUser) => (isRightHolder(user) ? user.assetLabelName : '');

export const BADGE_CALLS: Record<MenuBadge, BadgeCall> = {
  contactUs: { method: 'GET', path: '/contact-us/badge/count', roles: STAFF },
  inquiries: { method: 'GET', path: '/inquiry-list/badge/count', roles: STAFF },
  pendingReview: {
    method: 'POST',
    path: '/CID/asset/draft/count',
    roles: STAFF_AND_RIGHT_HOLDERS,
    body: (user) => ({
      search: '',
      asset_label: assetLabelOf(user),
      type: isRightHolder(user) ? ReviewCountType.RIGHT_HOLDER : ReviewCountType.STAFF,
    }),
  },
  // Not fetched for rights holders (spec 001 §6).
  claims: {
    method: 'POST',
    path: '/manual/claim/count',
    roles: STAFF,
    body: () => ({ status: PENDING_CLAIM_STATUS }),
  },
  monitoredAudio: { method: 'GET', path: '/poc/audio/count', roles: STAFF },
  unclaimedVideos: { method: 'GET', path: '/youtube/video/unclaimed-count', roles: STAFF },
  paymentsOverview: {
    method: 'GET',
    path: '/payment/history/rights/holder/badge/count',
    roles: [ADMIN, MANAGER, MANAGER_LIMITED, CREATOR, RIGHT_HOLDER],
  },
  uploads: {
    method: 'POST',
    path: '/CID/asset/original/badge/count',
    roles: STAFF_AND_RIGHT_HOLDERS,
    body: (user) => ({ search: '', asset_label: assetLabelOf(user) }),
  },
};

/** The badges this user's menu (as visibleMenu gives it) shows and may ask the count of. */
export function badgesOf(entries: readonly MenuEntry[], type: UserType): MenuBadge[] {
  const found = new Set<MenuBadge>();
  const walk = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (entry.badge && BADGE_CALLS[entry.badge].roles.includes(type)) found.add(entry.badge);
      if (entry.children) walk(entry.children);
    }
  };
  walk(entries);
  return [...found];
}
