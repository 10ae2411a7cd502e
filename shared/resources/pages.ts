import {
  ADMIN_CATEGORY,
  ALL_USER_TYPES,
  CREATOR_SIDE,
  CRUD_ADMINS,
  OWNERS,
  RIGHT_HOLDER_SIDE,
  STAFF_AND_RIGHT_HOLDERS,
  TEAM_MEMBERS,
  UserType,
} from '../roles';
import { ALLOW_ALL, NO_GUARD } from '../routeGuard';
import { faq } from './faq';
import { paymentRuns, paymentStatements } from './payments';
import { declareAccess } from './types';

const { ADMIN, MANAGER, CREATOR, RIGHT_HOLDER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED } = UserType;

const STAFF = ADMIN_CATEGORY;
const STAFF_AND_CREATORS: readonly UserType[] = [...ADMIN_CATEGORY, ...CREATOR_SIDE];
const DASHBOARDS: readonly UserType[] = [ADMIN, CREATOR, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED];
const EARNINGS: readonly UserType[] = [ADMIN, RIGHT_HOLDER, CREATOR, MANAGER, VIEWER];

/*
 * The pages that are no resource (yet), each with its row of the route table (spec 000 §2), and
 * the API parts with no page of their own. Actions named after a menu or search entry carry the
 * sidebar's (spec 001 §2.6) or the searchable list's (spec 001 §1) own rule where it is no other
 * action's.
 */

export const dashboard = declareAccess({
  name: 'dashboard',
  route: ALLOW_ALL,
  actions: {
    /** The creator's own dashboard entry (/dashboard). */
    creatorHome: [CREATOR],
    /** The analytics dashboard entry (/dashboard/analytics). */
    analytics: [ADMIN, MANAGER, MANAGER_LIMITED, RIGHT_HOLDER, VIEWER_LIMITED],
  },
});

export const dashboardGraphs = declareAccess({
  name: 'dashboard-graphs',
  route: [ADMIN],
  /** Its one call (server/entities/dashboards). */
  actions: { read: [ADMIN] },
});

/** Upload Content: uploading a draft's files is creating assets (shared/resources/assets). */
export const upload = declareAccess({ name: 'upload', route: STAFF_AND_RIGHT_HOLDERS, actions: {} });

// Prospective Sublicensee Creators is a resource: shared/resources/prospects.ts.

// Monitoring Channels and Monitoring Youtube videos are resources: shared/resources/monitoring.ts.

/** Payment settings: a rights holder's side reads its own, CRUD staff and the rights holder write. */
export const paymentSetting = declareAccess({
  name: 'payment-setting',
  route: STAFF,
  actions: {
    read: [...ADMIN_CATEGORY, ...RIGHT_HOLDER_SIDE],
    update: [...CRUD_ADMINS, RIGHT_HOLDER],
    /** The earlier settings (the Payments card's History): whoever reads the current one. */
    history: [...ADMIN_CATEGORY, ...RIGHT_HOLDER_SIDE],
  },
});

export const contentLibrary = declareAccess({ name: 'content-library', route: ALL_USER_TYPES, actions: {} });

export const updateProfile = declareAccess({ name: 'update-profile', route: ALL_USER_TYPES, actions: {} });

/** The owners' profile pages (/creators/profile, /right-holders/profile), guarded by these. */
export const profile = declareAccess({
  name: 'profile',
  actions: { creator: CREATOR_SIDE, rightHolder: RIGHT_HOLDER_SIDE },
});

export const royalties = declareAccess({
  name: 'royalties',
  route: EARNINGS,
  actions: { byCreator: STAFF, byRightHolder: STAFF_AND_CREATORS, byVideo: ALL_USER_TYPES },
});

export const royaltiesEarnings = declareAccess({
  name: 'royalties-earnings',
  route: EARNINGS,
  actions: { overview: ALL_USER_TYPES },
});

export const claimDetail = declareAccess({
  name: 'claim-detail',
  route: NO_GUARD,
  actions: { staffOverview: [ADMIN, MANAGER, MANAGER_LIMITED], ownerOverview: [RIGHT_HOLDER] },
});

export const transaction = declareAccess({ name: 'transaction', route: NO_GUARD, actions: {} });

export const paymentHistory = declareAccess({
  name: 'payment-history',
  route: NO_GUARD,
  actions: {
    /** The Payments group of staff, and its Sublicensing Payment Details. */
    staff: [ADMIN, MANAGER],
    staffDetails: [ADMIN, MANAGER, MANAGER_LIMITED],
    /** The Payments group of the owners. */
    owner: OWNERS,
    overview: ALL_USER_TYPES,
    /** The overview's badge count. */
    countOverview: [ADMIN, MANAGER, MANAGER_LIMITED, CREATOR, RIGHT_HOLDER],
    byCreator: STAFF,
    byRightHolder: STAFF_AND_CREATORS,
    byChannel: ALL_USER_TYPES,
    /** A rights holder's 'By Sublicense Channels' entry. */
    bySublicenseChannel: [RIGHT_HOLDER],
    byVideo: ALL_USER_TYPES,
  },
});

// Contact Us and Messages are a resource: shared/resources/contactUs.ts.

export const activityLogReports = declareAccess({
  name: 'activity-log-reports',
  route: [ADMIN, MANAGER, MANAGER_LIMITED, VIEWER, VIEWER_LIMITED, CREATOR],
  actions: {
    /** Everyone's entries through the list call; the others see their own in the notification sidebar. */
    readAll: STAFF,
    /**
     * The report, its video counts and its CSV (issue 37): staff all entries, a creator's side those
     * about its own records and its team's actions (server/entities/activityLog/scope.ts).
     */
    report: STAFF_AND_CREATORS,
    /** Hand-written notes on a record the caller sees; read-only staff (viewers) write none. */
    note: [ADMIN, MANAGER, MANAGER_LIMITED, ...CREATOR_SIDE],
    /** Change or remove anyone's note: an author changes their own with `note`. */
    editAnyNote: [ADMIN],
    /** The hash chain's check, run by the report page. */
    verify: STAFF,
  },
});

/** The four dashboards of spec 000 §2, each answered by one call (server/entities/dashboards). */
export const dashboardChannel = declareAccess({
  name: 'dashboard-channel',
  route: DASHBOARDS,
  actions: { read: DASHBOARDS },
});
export const dashboardPodcast = declareAccess({
  name: 'dashboard-podcast',
  route: DASHBOARDS,
  actions: { read: DASHBOARDS },
});
export const dashboardSocialMedia = declareAccess({
  name: 'dashboard-social-media',
  route: DASHBOARDS,
  actions: { read: DASHBOARDS },
});
export const dashboardShop = declareAccess({
  name: 'dashboard-shop',
  route: DASHBOARDS,
  actions: { read: DASHBOARDS },
});

// Manual Claiming and Claimed Videos are resources: shared/resources/claims.ts.

/** The signed-in session: a team member switches the owner it acts for (spec 001 §4). */
export const session = declareAccess({ name: 'session', actions: { switchOwner: TEAM_MEMBERS } });

/** The account pickers of staff forms (a creator or rights holder to work for). */
export const accounts = declareAccess({ name: 'accounts', actions: { pick: STAFF } });

/** The API reference, when it is served to staff only (API_DOCS=staff). */
export const apiDocs = declareAccess({ name: 'api-docs', actions: { read: STAFF } });

/** Every page, in the route table's order. */
export const PAGES = [
  dashboard,
  dashboardGraphs,
  upload,
  paymentSetting,
  contentLibrary,
  updateProfile,
  royalties,
  royaltiesEarnings,
  claimDetail,
  transaction,
  paymentHistory,
  activityLogReports,
  dashboardChannel,
  dashboardPodcast,
  dashboardSocialMedia,
  dashboardShop,
  paymentRuns,
] as const;

/** The parts with actions but no route of their own. */
export const PARTS = [profile, session, accounts, apiDocs, paymentStatements, faq] as const;
