import { ADMIN_CATEGORY, UserType } from './roles';
import { titleForUser } from './titles';

const { ADMIN, MANAGER, CREATOR, RIGHT_HOLDER, MANAGER_LIMITED, VIEWER_LIMITED } = UserType;
const { RIGHT_HOLDER_TEAM, CREATOR_TEAM } = UserType;

const STAFF: readonly UserType[] = ADMIN_CATEGORY;
const RIGHT_HOLDERS: readonly UserType[] = [RIGHT_HOLDER, RIGHT_HOLDER_TEAM];
const STAFF_AND_RIGHT_HOLDERS: readonly UserType[] = [...STAFF, ...RIGHT_HOLDERS];

/** The red pill counts of spec 001 §7 (Counts), by the entry that shows them. */
export type MenuBadge =
  | 'contactUs'
  | 'inquiries'
  | 'pendingReview'
  | 'claims'
  | 'monitoredAudio'
  | 'unclaimedVideos'
  | 'paymentsOverview'
  | 'uploads';

/**
 * Extra rules of spec 001 §6 for rights holders (and the team members acting for them):
 * 'assetLabel' hides the entry while their asset label name is empty, 'contracts' while they have
 * no agreement.
 */
export type MenuRule = 'assetLabel' | 'contracts';

/** The icon's name; the browser maps it to an icon component (the server never draws one). */
export type MenuIcon =
  | 'dashboard'
  | 'profile'
  | 'team'
  | 'admin'
  | 'accounts'
  | 'upload'
  | 'content'
  | 'agreements'
  | 'claims'
  | 'licensing'
  | 'payments'
  | 'communication'
  | 'activity'
  | 'messages'
  | 'item';

export interface MenuEntry {
  /** Stable and unique: the accordion's key and the i18n key under app.menu. */
  key: string;
  /** The spec's title, in English. */
  title: string;
  /** The browser path of a leaf; groups have none. */
  path?: string;
  icon: MenuIcon;
  roles: readonly UserType[];
  badge?: MenuBadge;
  rule?: MenuRule;
  external?: boolean;
  children?: readonly MenuEntry[];
}

const leaf = (
  key: string,
  title: string,
  path: string,
  roles: readonly UserType[],
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({ key, title, path, roles, icon: 'item', ...extra });

/** Every entry of spec 001 §2.6, in order, with its roles (submenus up to three levels). */
export const MENU: readonly MenuEntry[] = [
  leaf('dashboard', 'Dashboard', '/dashboard', [CREATOR], { icon: 'dashboard' }),
  leaf(
    'dashboard_analytics',
    'Dashboard',
    '/dashboard/analytics',
    [ADMIN, MANAGER, MANAGER_LIMITED, RIGHT_HOLDER, VIEWER_LIMITED],
    { icon: 'dashboard' },
  ),
  leaf('creator_profile', 'Profile', '/creators/profile', [CREATOR, CREATOR_TEAM], { icon: 'profile' }),
  leaf('team_members', 'Team Members', '/team-members', [CREATOR], { icon: 'team' }),
  leaf('right_holder_profile', 'Profile', '/right-holders/profile', RIGHT_HOLDERS, { icon: 'profile' }),
  leaf('admins', 'Admin', '/admins', [ADMIN], { icon: 'admin' }),
  {
    key: 'accounts',
    title: 'Accounts',
    icon: 'accounts',
    roles: STAFF,
    children: [
      leaf('creators', 'Creators / Channel Owners', '/creators', STAFF),
      leaf('right_holders', 'Content Owners / Speech Owners', '/right-holders', STAFF),
      leaf('all_agreements', 'All Agreements', '/contracts', STAFF),
    ],
  },
  {
    key: 'upload',
    title: 'Upload',
    icon: 'upload',
    roles: STAFF_AND_RIGHT_HOLDERS,
    rule: 'assetLabel',
    children: [
      leaf('upload_content', 'Upload Content', '/upload', STAFF_AND_RIGHT_HOLDERS, { badge: 'uploads' }),
      leaf('upload_drafts', 'Upload Drafts', '/assets/draft-asset', STAFF_AND_RIGHT_HOLDERS),
    ],
  },
  {
    key: 'content',
    title: 'Content',
    icon: 'content',
    roles: STAFF_AND_RIGHT_HOLDERS,
    children: [
      leaf('content_library', 'Content Library', '/libraries', STAFF_AND_RIGHT_HOLDERS),
      leaf('pending_review', 'Content Pending Review', '/assets/pending-review', STAFF, {
        badge: 'pendingReview',
      }),
      {
        key: 'content_settings',
        title: 'Content Settings',
        icon: 'item',
        roles: STAFF,
        children: [
          leaf('speakers', 'Speakers', '/artists', STAFF),
          leaf('categories', 'Category Settings', '/categories', STAFF),
          leaf('energy_levels', 'Energy Level Settings', '/energy-level', STAFF),
        ],
      },
    ],
  },
  leaf('your_agreements', 'Your Agreements', '/contracts', [CREATOR], { icon: 'agreements' }),
  {
    key: 'claims',
    title: 'YouTube Claims',
    icon: 'claims',
    // 001 §2.6: the group's own roles leave creators out, so they never see it, although Claimed
    // Videos lists them (the route stays open to them, as its own list says).
    roles: STAFF_AND_RIGHT_HOLDERS,
    children: [
      leaf('claimed_videos', 'Claimed Videos', '/assets/claim-video', [...STAFF_AND_RIGHT_HOLDERS, CREATOR]),
      leaf('manual_claiming', 'Manual Claiming', '/assets/manual-claiming', STAFF_AND_RIGHT_HOLDERS, {
        badge: 'claims',
      }),
      leaf('copyright_takedown', 'Copyright Takedown', '/assets/copyright-takedown', STAFF_AND_RIGHT_HOLDERS),
    ],
  },
  {
    key: 'licensing_staff',
    title: 'YouTube Licensing',
    icon: 'licensing',
    roles: STAFF,
    children: [
      leaf('channels_staff', 'Channels', '/channels', STAFF),
      leaf('drm_videos_staff', 'DRM YouTube Videos', '/drm-youtube-videos', STAFF, {
        badge: 'unclaimedVideos',
      }),
      leaf('prospective_videos', 'Prospective Sublicensee Creators', '/prospective-youtube-videos', STAFF),
    ],
  },
  {
    key: 'licensing',
    title: 'YouTube Licensing',
    icon: 'licensing',
    roles: [CREATOR, CREATOR_TEAM, ...RIGHT_HOLDERS],
    rule: 'contracts',
    children: [
      leaf('licensing_library', 'Licensing Library', '/browse', [CREATOR, CREATOR_TEAM]),
      leaf('channels', 'Channels', '/channels', [CREATOR, CREATOR_TEAM, ...RIGHT_HOLDERS]),
      leaf('drm_videos', 'DRM YouTube Videos', '/drm-youtube-videos', [
        CREATOR,
        CREATOR_TEAM,
        ...RIGHT_HOLDERS,
      ]),
      leaf('sublicensee_creators', 'Sublicensee Creators', '/sublicensee-creators', RIGHT_HOLDERS),
    ],
  },
  {
    key: 'payments_staff',
    title: 'Payments',
    icon: 'payments',
    roles: [ADMIN, MANAGER],
    children: [
      leaf('payment_setting', 'Payment Setting', '/payment-setting', [ADMIN, MANAGER, MANAGER_LIMITED]),
      {
        key: 'sublicensing_payments_staff',
        title: 'Sublicensing Payment Details',
        icon: 'item',
        roles: [ADMIN, MANAGER, MANAGER_LIMITED],
        children: [
          leaf(
            'payments_overview_staff',
            'Overview',
            '/payment-history/landing-page',
            [ADMIN, MANAGER, MANAGER_LIMITED],
            {
              badge: 'paymentsOverview',
            },
          ),
          leaf('payments_by_creator', 'Payment History By Creators', '/payment-history/by-creator', [
            ADMIN,
            MANAGER,
            MANAGER_LIMITED,
          ]),
          leaf('payments_by_channel_staff', 'Payment History By Channel', '/payment-history/by-channel', [
            ADMIN,
            MANAGER,
            MANAGER_LIMITED,
          ]),
          leaf(
            'payments_by_right_holder',
            'Payment History By Content Owners',
            '/payment-history/by-right-holders',
            [ADMIN, MANAGER, MANAGER_LIMITED],
          ),
          leaf('payments_by_video', 'Payment History By YouTube Videos', '/payment-history/by-videos', [
            ADMIN,
            MANAGER,
            MANAGER_LIMITED,
          ]),
        ],
      },
      leaf('claims_payments_staff', 'Claims Payment Details', '/claim-detail/overview', [
        ADMIN,
        MANAGER,
        MANAGER_LIMITED,
      ]),
    ],
  },
  {
    key: 'payments',
    title: 'Payments',
    icon: 'payments',
    roles: [CREATOR, RIGHT_HOLDER],
    children: [
      {
        key: 'sublicensing_payments',
        title: 'Sublicensing Payment Details',
        icon: 'item',
        roles: [CREATOR, RIGHT_HOLDER],
        rule: 'contracts',
        children: [
          leaf('payments_overview', 'Overview', '/payment-history/landing-page', [CREATOR, RIGHT_HOLDER], {
            badge: 'paymentsOverview',
          }),
          leaf('payments_by_channel', 'Payment History By Channel', '/payment-history/by-channel', [
            RIGHT_HOLDER,
          ]),
        ],
      },
      {
        key: 'claims_payments',
        title: 'Claims Payment Details',
        icon: 'item',
        roles: [RIGHT_HOLDER],
        children: [leaf('claims_payments_overview', 'Overview', '/claim-detail/overview', [RIGHT_HOLDER])],
      },
    ],
  },
  {
    key: 'communication',
    title: 'Communication',
    icon: 'communication',
    roles: STAFF,
    children: [
      leaf('pending_requests', 'Pending Requests', '/inquiry-list', STAFF, { badge: 'inquiries' }),
      leaf('contact_us', 'Contact Us', '/contact-us', STAFF, { badge: 'contactUs' }),
    ],
  },
  leaf('activity_log', 'Activity Log Reports', '/activity-log-reports', STAFF, { icon: 'activity' }),
  leaf('messages', 'Messages', '/contact-us', [CREATOR], { icon: 'messages' }),
];

/** What the menu needs to know of the signed-in user (the session's user record). */
export interface MenuUser {
  type: UserType;
  /** asset_label.labelName; empty when the rights holder has no label. */
  assetLabelName: string;
  contractCount: number;
}

function passesRule(rule: MenuRule | undefined, user: MenuUser): boolean {
  if (!rule || !RIGHT_HOLDERS.includes(user.type)) return true;
  if (rule === 'assetLabel') return user.assetLabelName.trim() !== '';
  return user.contractCount > 0;
}

/**
 * The menu as this user sees it: entries their type may see and whose rules they pass, titles as
 * shown to them (rights holders see 'Sublicensee Channels'), and groups left with no entry dropped.
 */
export function visibleMenu(user: MenuUser, entries: readonly MenuEntry[] = MENU): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!entry.roles.includes(user.type) || !passesRule(entry.rule, user)) return [];
    const shown = { ...entry, title: titleForUser(entry.title, user.type) };
    if (!entry.children) return [shown];
    const children = visibleMenu(user, entry.children);
    return children.length > 0 ? [{ ...shown, children }] : [];
  });
}

/** The roles of the menu entry at this path: pages outside the route table are guarded by them. */
export function menuRolesOf(path: string, entries: readonly MenuEntry[] = MENU): readonly UserType[] {
  for (const entry of entries) {
    if (entry.path === path) return entry.roles;
    const inner = entry.children && menuRolesOf(path, entry.children);
    if (inner && inner.length > 0) return inner;
  }
  return [];
}
