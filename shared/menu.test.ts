import { describe, expect, it } from 'vitest';
import { allowsEntry, MENU, menuAccessOf, visibleMenu, type MenuEntry, type MenuUser } from './menu';
import { ALL_USER_TYPES, UserType, type UserType as Type } from './roles';

/** The visible titles as an indented outline: one line per entry, two spaces per level. */
function outline(entries: readonly MenuEntry[], depth = 0): string[] {
  return entries.flatMap((entry) => [
    `${'  '.repeat(depth)}${entry.title}${entry.path ? ` ${entry.path}` : ''}`,
    ...outline(entry.children ?? [], depth + 1),
  ]);
}

const user = (type: Type, extra: Partial<MenuUser> = {}): MenuUser => ({
  type,
  assetLabelName: 'Northwind Label',
  contractCount: 2,
  ...extra,
});

const ACCOUNTS = [
  'Accounts',
  '  Creators / Channel Owners /creators',
  '  Content Owners / Speech Owners /right-holders',
  '  All Agreements /contracts',
];
const UPLOAD = ['Upload', '  Upload Content /upload', '  Upload Drafts /assets/draft-asset'];
const STAFF_CONTENT = [
  'Content',
  '  Content Library /libraries',
  '  Content Pending Review /assets/pending-review',
  '  Content Settings',
  '    Speakers /artists',
  '    Category Settings /categories',
  '    Energy Level Settings /energy-level',
];
const STAFF_CLAIMS = [
  'YouTube Claims',
  '  Claimed Videos /assets/claim-video',
  '  Manual Claiming /assets/manual-claiming',
  '  Copyright Takedown /assets/copyright-takedown',
];
const STAFF_LICENSING = [
  'YouTube Licensing',
  '  Channels /channels',
  '  DRM YouTube Videos /drm-youtube-videos',
  '  Prospective Sublicensee Creators /prospective-youtube-videos',
];
const STAFF_PAYMENTS = [
  'Payments',
  '  Payment Setting /payment-setting',
  // Issue 36: the staff's payment runs, beside the spec's entries.
  '  Payment Runs /payment-runs',
  '  Sublicensing Payment Details',
  '    Overview /payment-history/landing-page',
  '    Payment History By Creators /payment-history/by-creator',
  '    Payment History By Channel /payment-history/by-channel',
  '    Payment History By Content Owners /payment-history/by-right-holders',
  '    Payment History By YouTube Videos /payment-history/by-videos',
  '  Claims Payment Details /claim-detail/overview',
  // Issue 36: each month's revenue in (a page of its own, for staff who see money).
  '  Revenue Imports /revenue-imports',
];
const COMMUNICATION = ['Communication', '  Pending Requests /inquiry-list', '  Contact Us /contact-us'];
const ACTIVITY = ['Activity Log Reports /activity-log-reports'];
const RIGHT_HOLDER_SHARED = [
  'Profile /right-holders/profile',
  ...UPLOAD,
  'Content',
  '  Content Library /libraries',
  'YouTube Claims',
  '  Claimed Videos /assets/claim-video',
  '  Manual Claiming /assets/manual-claiming',
  '  Copyright Takedown /assets/copyright-takedown',
  'YouTube Licensing',
  '  Sublicensee Channels /channels',
  '  Sublicensee Videos /drm-youtube-videos',
  '  Sublicensee Creators /sublicensee-creators',
];

/** Spec 001 §2.6 read for each of the nine types (a rights holder with a label and agreements). */
const EXPECTED: Record<Type, string[]> = {
  [UserType.ADMIN]: [
    'Dashboard /dashboard/analytics',
    'Admin /admins',
    ...ACCOUNTS,
    ...UPLOAD,
    ...STAFF_CONTENT,
    ...STAFF_CLAIMS,
    ...STAFF_LICENSING,
    ...STAFF_PAYMENTS,
    ...COMMUNICATION,
    ...ACTIVITY,
  ],
  [UserType.MANAGER]: [
    'Dashboard /dashboard/analytics',
    ...ACCOUNTS,
    ...UPLOAD,
    ...STAFF_CONTENT,
    ...STAFF_CLAIMS,
    ...STAFF_LICENSING,
    ...STAFF_PAYMENTS,
    ...COMMUNICATION,
    ...ACTIVITY,
  ],
  [UserType.CREATOR]: [
    'Dashboard /dashboard',
    'Profile /creators/profile',
    'Team Members /team-members',
    'Your Agreements /contracts',
    'YouTube Licensing',
    '  Licensing Library /browse',
    '  Channels /channels',
    '  DRM YouTube Videos /drm-youtube-videos',
    'Payments',
    '  Sublicensing Payment Details',
    '    Overview /payment-history/landing-page',
    'Messages /contact-us',
  ],
  [UserType.RIGHT_HOLDER]: [
    'Dashboard /dashboard/analytics',
    ...RIGHT_HOLDER_SHARED,
    'Payments',
    '  Sublicensing Payment Details',
    '    Overview /payment-history/landing-page',
    '    By Sublicense Channels /payment-history/by-channel',
    '  Claims Payment Details',
    '    Overview /claim-detail/overview',
  ],
  [UserType.MANAGER_LIMITED]: [
    'Dashboard /dashboard/analytics',
    ...ACCOUNTS,
    ...UPLOAD,
    ...STAFF_CONTENT,
    ...STAFF_CLAIMS,
    ...STAFF_LICENSING,
    ...COMMUNICATION,
    ...ACTIVITY,
  ],
  [UserType.VIEWER]: [
    ...ACCOUNTS,
    ...UPLOAD,
    ...STAFF_CONTENT,
    ...STAFF_CLAIMS,
    ...STAFF_LICENSING,
    ...COMMUNICATION,
    ...ACTIVITY,
  ],
  [UserType.VIEWER_LIMITED]: [
    'Dashboard /dashboard/analytics',
    ...ACCOUNTS,
    ...UPLOAD,
    ...STAFF_CONTENT,
    ...STAFF_CLAIMS,
    ...STAFF_LICENSING,
    ...COMMUNICATION,
    ...ACTIVITY,
  ],
  [UserType.RIGHT_HOLDER_TEAM]: RIGHT_HOLDER_SHARED,
  [UserType.CREATOR_TEAM]: [
    'Profile /creators/profile',
    'YouTube Licensing',
    '  Licensing Library /browse',
    '  Channels /channels',
    '  DRM YouTube Videos /drm-youtube-videos',
  ],
};

describe('the sidebar menu', () => {
  it.each(ALL_USER_TYPES)('shows type %i exactly its entries of spec 001 §2.6', (type) => {
    expect(outline(visibleMenu(user(type)))).toEqual(EXPECTED[type]);
  });

  it('hides Upload from a rights holder, or their team, whose asset label is empty', () => {
    for (const type of [UserType.RIGHT_HOLDER, UserType.RIGHT_HOLDER_TEAM]) {
      const titles = outline(visibleMenu(user(type, { assetLabelName: '  ' })));
      expect(titles).not.toContain('Upload');
      expect(titles).not.toContain('  Upload Content /upload');
      expect(titles).toContain('  Content Library /libraries');
    }
  });

  it('keeps Upload for staff whatever their own (empty) asset label', () => {
    expect(outline(visibleMenu(user(UserType.MANAGER, { assetLabelName: '' })))).toContain('Upload');
  });

  it('hides YouTube Licensing and Sublicensing Payment Details from a rights holder with no agreement', () => {
    const titles = outline(visibleMenu(user(UserType.RIGHT_HOLDER, { contractCount: 0 })));
    expect(titles).not.toContain('YouTube Licensing');
    expect(titles).not.toContain('  Sublicensee Channels /channels');
    expect(titles).not.toContain('  Sublicensing Payment Details');
    expect(titles).toContain('  Claims Payment Details');
  });

  it('keeps YouTube Licensing for a creator with no agreement (the rule is the rights holders’)', () => {
    expect(outline(visibleMenu(user(UserType.CREATOR, { contractCount: 0 })))).toContain('YouTube Licensing');
  });

  it('gives admin-category users Communication and not the top-level Contact Us, and others neither', () => {
    for (const type of ALL_USER_TYPES) {
      const titles = outline(visibleMenu(user(type)));
      const adminCategory = ([1, 2, 5, 6, 7] as Type[]).includes(type);
      expect(titles.includes('Communication'), `type ${type}`).toBe(adminCategory);
      expect(titles.includes('Messages /contact-us'), `type ${type}`).toBe(type === UserType.CREATOR);
    }
  });

  it('drops a group left with no entry the user may see', () => {
    const group: MenuEntry = {
      key: 'g',
      title: 'Group',
      icon: 'item',
      access: { resource: 'dashboard', action: 'creatorHome' },
      children: [{ key: 'x', title: 'X', path: '/x', icon: 'item', access: { route: 'dashboard-graphs' } }],
    };
    expect(visibleMenu(user(UserType.CREATOR), [group])).toEqual([]);
  });

  it("hides a group from a role missing from the group's own list, whatever its entries allow", () => {
    const group: MenuEntry = {
      key: 'g',
      title: 'Group',
      icon: 'item',
      access: { route: 'dashboard-graphs' },
      children: [{ key: 'x', title: 'X', path: '/x', icon: 'item', access: { route: 'dashboard' } }],
    };
    expect(visibleMenu(user(UserType.CREATOR), [group])).toEqual([]);
    expect(outline(visibleMenu(user(UserType.CREATOR)))).not.toContain('YouTube Claims');
  });

  it('has unique keys, and paths only on leaves, at most three levels deep', () => {
    const keys: string[] = [];
    const walk = (entries: readonly MenuEntry[], depth: number) => {
      for (const entry of entries) {
        keys.push(entry.key);
        expect(depth, entry.key).toBeLessThanOrEqual(3);
        expect(Boolean(entry.path), entry.key).toBe(!entry.children);
        walk(entry.children ?? [], depth + 1);
      }
    };
    walk(MENU, 1);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('menuAccessOf', () => {
  const rolesAt = (path: string) => {
    const access = menuAccessOf(path);
    return access ? ALL_USER_TYPES.filter((type) => allowsEntry(access, type)) : [];
  };

  it('gives the profile pages the roles of their menu entries, and unknown paths none', () => {
    expect(rolesAt('/creators/profile')).toEqual([3, 9]);
    expect(rolesAt('/right-holders/profile')).toEqual([4, 8]);
    expect(rolesAt('/payment-history/by-channel').length).toBeGreaterThan(0);
    expect(rolesAt('/nowhere')).toEqual([]);
  });
});
