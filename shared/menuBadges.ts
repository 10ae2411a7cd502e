import { ClaimStatus } from './claims';
import type { MenuBadge, MenuEntry, MenuUser } from './menu';
import { canDo, type AccessRule } from './resources';
import { isRightHolderSide, type UserType } from './roles';

/** What the pending-review count is asked for: the staff view (1) or a rights holder's (2), spec 001 §6. */
export const ReviewCountType = { STAFF: 1, RIGHT_HOLDER: 2 } as const;

/** Pending manual claims have status 1 (spec 001 §3). */
export const PENDING_CLAIM_STATUS = ClaimStatus.PENDING;

/** One count call of spec 001 §7 (Counts): where it is, who may make it, and what it sends. */
export interface BadgeCall {
  method: 'GET' | 'POST';
  /** Under the API base. */
  path: string;
  /** The server answers those this action allows and refuses everyone else; the menu asks only for them. */
  access: AccessRule;
  /** The body a POST sends for this user. */
  body?(user: MenuUser): Record<string, unknown>;
}

const isRightHolder = (user: MenuUser) => isRightHolderSide(user.type);

/** A rights holder's counts are of their own asset label (spec 001 §6); staff count every label. */
const assetLabelOf = (user: MenuUser) => (isRightHolder(user) ? user.assetLabelName : '');

export const BADGE_CALLS: Record<MenuBadge, BadgeCall> = {
  contactUs: {
    method: 'GET',
    path: '/contact-us/badge/count',
    access: { resource: 'contact-us', action: 'readAll' },
  },
  inquiries: {
    method: 'GET',
    path: '/inquiry-list/badge/count',
    access: { resource: 'inquiry-list', action: 'count' },
  },
  pendingReview: {
    method: 'POST',
    path: '/CID/asset/draft/count',
    access: { resource: 'assets', action: 'read' },
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
    access: { resource: 'assets/manual-claiming', action: 'count' },
    body: () => ({ status: PENDING_CLAIM_STATUS }),
  },
  monitoredAudio: {
    method: 'GET',
    path: '/poc/audio/count',
    access: { resource: 'monitoring-channels', action: 'countAudio' },
  },
  unclaimedVideos: {
    method: 'GET',
    path: '/youtube/video/unclaimed-count',
    access: { resource: 'drm-youtube-videos', action: 'countUnclaimed' },
  },
  paymentsOverview: {
    method: 'GET',
    path: '/payment/history/rights/holder/badge/count',
    access: { resource: 'payment-history', action: 'countOverview' },
  },
  uploads: {
    method: 'POST',
    path: '/CID/asset/original/badge/count',
    access: { resource: 'assets', action: 'read' },
    body: (user) => ({ search: '', asset_label: assetLabelOf(user) }),
  },
};

const allows = ({ resource, action }: AccessRule, type: UserType) => canDo(resource, action, type);

/** The badges this user's menu (as visibleMenu gives it) shows and may ask the count of. */
export function badgesOf(entries: readonly MenuEntry[], type: UserType): MenuBadge[] {
  const found = new Set<MenuBadge>();
  const walk = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (entry.badge && allows(BADGE_CALLS[entry.badge].access, type)) found.add(entry.badge);
      if (entry.children) walk(entry.children);
    }
  };
  walk(entries);
  return [...found];
}
