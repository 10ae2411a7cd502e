import type { MenuIcon } from './menuIcon';
import { canDo, RESOURCES, type AccessRule } from './resources';
import { isSimple, type ResourceDeclaration } from './resources/types';
import { isRightHolderSide, type UserType } from './roles';
import { canAccessRoute, type RouteKey } from './routePermissions';
import { titleForUser } from './titles';

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
 * no agreement; 'browseHidden', for anyone, while their account is set to hide the Licensing Library.
 */
export type MenuRule = 'assetLabel' | 'contracts' | 'browseHidden';

export type { MenuIcon } from './menuIcon';

export interface MenuEntry {
  /** Stable and unique: the accordion's key and the i18n key under app.menu. */
  key: string;
  /** The spec's title, in English. */
  title: string;
  /** The browser path of a leaf; groups have none. */
  path?: string;
  icon: MenuIcon;
  /**
   * What its user must be allowed: an action of a declaration (shared/resources) or a page's route.
   * An entry shows only inside its visible group, so a child may name a broader rule than its group.
   */
  access: MenuAccess;
  badge?: MenuBadge;
  rule?: MenuRule;
  external?: boolean;
  children?: readonly MenuEntry[];
}

/** A declared action, or the route guard of a page (spec 000 §2). */
export type MenuAccess = AccessRule | { route: RouteKey };

const leaf = (
  key: string,
  title: string,
  path: string,
  access: MenuAccess,
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({ key, title, path, access, icon: 'item', ...extra });

const route = (key: RouteKey): MenuAccess => ({ route: key });

/** The leaves of the declared simple resources placed in one section, in their declared order. */
const declaredLeaves = (section: string): MenuEntry[] =>
  (Object.values(RESOURCES) as ResourceDeclaration[])
    .filter(isSimple)
    .filter((declaration) => declaration.simple.menu.section === section)
    .sort((a, b) => a.simple.menu.order - b.simple.menu.order)
    .map(({ name, title, simple }) =>
      leaf(simple.menu.key, title, `/${name}`, route(name as RouteKey), { icon: simple.menu.icon }),
    );

/** Every entry of spec 001 §2.6, in order, with what it needs (submenus up to three levels). */
export const MENU: readonly MenuEntry[] = [
  leaf(
    'dashboard',
    'Dashboard',
    '/dashboard',
    { resource: 'dashboard', action: 'creatorHome' },
    { icon: 'dashboard' },
  ),
  leaf(
    'dashboard_analytics',
    'Dashboard',
    '/dashboard/analytics',
    { resource: 'dashboard', action: 'analytics' },
    { icon: 'dashboard' },
  ),
  leaf(
    'creator_profile',
    'Profile',
    '/creators/profile',
    { resource: 'profile', action: 'creator' },
    { icon: 'profile' },
  ),
  leaf(
    'team_members',
    'Team Members',
    '/team-members',
    { resource: 'team-members', action: 'own' },
    { icon: 'team' },
  ),
  leaf(
    'right_holder_profile',
    'Profile',
    '/right-holders/profile',
    { resource: 'profile', action: 'rightHolder' },
    { icon: 'profile' },
  ),
  leaf('admins', 'Admin', '/admins', { resource: 'admins', action: 'read' }, { icon: 'admin' }),
  {
    key: 'accounts',
    title: 'Accounts',
    icon: 'accounts',
    access: { resource: 'creators', action: 'read' },
    children: [
      leaf('creators', 'Creators / Channel Owners', '/creators', { resource: 'creators', action: 'read' }),
      leaf('right_holders', 'Content Owners / Speech Owners', '/right-holders', {
        resource: 'right-holders',
        action: 'readAll',
      }),
      leaf('all_agreements', 'All Agreements', '/contracts', { resource: 'contracts', action: 'read' }),
    ],
  },
  {
    key: 'upload',
    title: 'Upload',
    icon: 'upload',
    access: route('upload'),
    rule: 'assetLabel',
    children: [
      leaf('upload_content', 'Upload Content', '/upload', route('upload'), { badge: 'uploads' }),
      leaf('upload_drafts', 'Upload Drafts', '/assets/draft-asset', { resource: 'assets', action: 'read' }),
    ],
  },
  {
    key: 'content',
    title: 'Content',
    icon: 'content',
    access: { resource: 'libraries', action: 'manage' },
    children: [
      leaf('content_library', 'Content Library', '/libraries', { resource: 'libraries', action: 'read' }),
      leaf(
        'pending_review',
        'Content Pending Review',
        '/assets/pending-review',
        { resource: 'assets', action: 'reviewQueue' },
        { badge: 'pendingReview' },
      ),
      {
        key: 'content_settings',
        title: 'Content Settings',
        icon: 'item',
        access: route('categories'),
        children: declaredLeaves('content_settings'),
      },
    ],
  },
  leaf(
    'your_agreements',
    'Your Agreements',
    '/contracts',
    { resource: 'contracts', action: 'own' },
    { icon: 'agreements' },
  ),
  {
    key: 'claims',
    title: 'YouTube Claims',
    icon: 'claims',
    // 001 §2.6: the group's own roles leave creators out, so they never see Claimed Videos, although
    // that entry's own list names them.
    access: route('assets'),
    children: [
      leaf('claimed_videos', 'Claimed Videos', '/assets/claim-video', {
        resource: 'assets/claim-video',
        action: 'read',
      }),
      leaf(
        'manual_claiming',
        'Manual Claiming',
        '/assets/manual-claiming',
        { resource: 'assets/manual-claiming', action: 'read' },
        { badge: 'claims' },
      ),
      leaf('copyright_takedown', 'Copyright Takedown', '/assets/copyright-takedown', {
        resource: 'assets/copyright-takedown',
        action: 'read',
      }),
    ],
  },
  {
    key: 'licensing_staff',
    title: 'YouTube Licensing',
    icon: 'licensing',
    access: { resource: 'channels', action: 'readAll' },
    children: [
      leaf('channels_staff', 'Channels', '/channels', { resource: 'channels', action: 'read' }),
      leaf('drm_videos_staff', 'DRM YouTube Videos', '/drm-youtube-videos', route('drm-youtube-videos'), {
        badge: 'unclaimedVideos',
      }),
      leaf('prospective_videos', 'Prospective Sublicensee Creators', '/prospective-youtube-videos', {
        resource: 'prospective-youtube-videos',
        action: 'read',
      }),
    ],
  },
  {
    key: 'licensing',
    title: 'YouTube Licensing',
    icon: 'licensing',
    access: { resource: 'channels', action: 'licensed' },
    rule: 'contracts',
    children: [
      leaf('licensing_library', 'Licensing Library', '/browse', route('browse'), { rule: 'browseHidden' }),
      leaf('channels', 'Channels', '/channels', { resource: 'channels', action: 'read' }),
      leaf('drm_videos', 'DRM YouTube Videos', '/drm-youtube-videos', route('drm-youtube-videos')),
      leaf(
        'sublicensee_creators',
        'Sublicensee Creators',
        '/sublicensee-creators',
        route('sublicensee-creators'),
      ),
    ],
  },
  {
    key: 'payments_staff',
    title: 'Payments',
    icon: 'payments',
    access: { resource: 'payment-history', action: 'staff' },
    children: [
      leaf('payment_setting', 'Payment Setting', '/payment-setting', route('payment-setting')),
      leaf('payment_runs', 'Payment Runs', '/payment-runs', route('payment-runs')),
      {
        key: 'sublicensing_payments_staff',
        title: 'Sublicensing Payment Details',
        icon: 'item',
        access: { resource: 'payment-history', action: 'staffDetails' },
        children: [
          leaf(
            'payments_overview_staff',
            'Overview',
            '/payment-history/landing-page',
            { resource: 'payment-history', action: 'staffDetails' },
            { badge: 'paymentsOverview' },
          ),
          leaf('payments_by_creator', 'Payment History By Creators', '/payment-history/by-creator', {
            resource: 'payment-history',
            action: 'byCreator',
          }),
          leaf('payments_by_channel_staff', 'Payment History By Channel', '/payment-history/by-channel', {
            resource: 'payment-history',
            action: 'byChannel',
          }),
          leaf(
            'payments_by_right_holder',
            'Payment History By Content Owners',
            '/payment-history/by-right-holders',
            { resource: 'payment-history', action: 'byRightHolder' },
          ),
          leaf('payments_by_video', 'Payment History By YouTube Videos', '/payment-history/by-videos', {
            resource: 'payment-history',
            action: 'byVideo',
          }),
        ],
      },
      leaf('claims_payments_staff', 'Claims Payment Details', '/claim-detail/overview', {
        resource: 'claim-detail',
        action: 'staffOverview',
      }),
      // Issue 36: each month's revenue, from report files or YouTube Analytics (staff who see money).
      leaf('revenue_imports', 'Revenue Imports', '/revenue-imports', route('revenue-imports')),
    ],
  },
  {
    key: 'payments',
    title: 'Payments',
    icon: 'payments',
    access: { resource: 'payment-history', action: 'owner' },
    children: [
      {
        key: 'sublicensing_payments',
        title: 'Sublicensing Payment Details',
        icon: 'item',
        access: { resource: 'payment-history', action: 'owner' },
        rule: 'contracts',
        children: [
          leaf(
            'payments_overview',
            'Overview',
            '/payment-history/landing-page',
            { resource: 'payment-history', action: 'owner' },
            { badge: 'paymentsOverview' },
          ),
          leaf('payments_by_channel', 'Payment History By Channel', '/payment-history/by-channel', {
            resource: 'payment-history',
            action: 'bySublicenseChannel',
          }),
        ],
      },
      {
        key: 'claims_payments',
        title: 'Claims Payment Details',
        icon: 'item',
        access: { resource: 'claim-detail', action: 'ownerOverview' },
        children: [
          leaf('claims_payments_overview', 'Overview', '/claim-detail/overview', {
            resource: 'claim-detail',
            action: 'ownerOverview',
          }),
        ],
      },
    ],
  },
  {
    key: 'communication',
    title: 'Communication',
    icon: 'communication',
    access: route('inquiry-list'),
    children: [
      leaf('pending_requests', 'Pending Requests', '/inquiry-list', route('inquiry-list'), {
        badge: 'inquiries',
      }),
      leaf(
        'contact_us',
        'Contact Us',
        '/contact-us',
        { resource: 'contact-us', action: 'readAll' },
        {
          badge: 'contactUs',
        },
      ),
    ],
  },
  leaf(
    'activity_log',
    'Activity Log Reports',
    '/activity-log-reports',
    { resource: 'activity-log-reports', action: 'readAll' },
    { icon: 'activity' },
  ),
  leaf(
    'messages',
    'Messages',
    '/contact-us',
    { resource: 'contact-us', action: 'messagesEntry' },
    { icon: 'messages' },
  ),
];

/** What the menu needs to know of the signed-in user (the session's user record). */
export interface MenuUser {
  type: UserType;
  /** asset_label.labelName; empty when the rights holder has no label. */
  assetLabelName: string;
  contractCount: number;
  /** The account's setting hiding the Licensing Library entry (spec 001 §6). */
  browseHidden?: boolean;
}

/** Whether a user of this type may see an entry needing this. */
export function allowsEntry(access: MenuAccess, type: UserType): boolean {
  if ('route' in access) return canAccessRoute(access.route, type);
  return canDo(access.resource, access.action, type);
}

function passesRule(rule: MenuRule | undefined, user: MenuUser): boolean {
  if (rule === 'browseHidden') return user.browseHidden !== true;
  if (!rule || !isRightHolderSide(user.type)) return true;
  if (rule === 'assetLabel') return user.assetLabelName.trim() !== '';
  return user.contractCount > 0;
}

/**
 * The menu as this user sees it: entries their type may see and whose rules they pass, titles as
 * shown to them (rights holders see 'Sublicensee Channels'), and groups left with no entry dropped.
 */
export function visibleMenu(user: MenuUser, entries: readonly MenuEntry[] = MENU): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!allowsEntry(entry.access, user.type) || !passesRule(entry.rule, user)) return [];
    const shown = { ...entry, title: titleForUser(entry.title, user.type) };
    if (!entry.children) return [shown];
    const children = visibleMenu(user, entry.children);
    return children.length > 0 ? [{ ...shown, children }] : [];
  });
}

/** What the menu entry at this path needs: pages outside the route table are guarded by it. */
export function menuAccessOf(path: string, entries: readonly MenuEntry[] = MENU): MenuAccess | undefined {
  for (const entry of entries) {
    if (entry.path === path) return entry.access;
    const inner = entry.children && menuAccessOf(path, entry.children);
    if (inner) return inner;
  }
  return undefined;
}
