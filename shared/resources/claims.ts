import { ADMIN_CATEGORY, CREATOR_SIDE, CRUD_ADMINS, RIGHT_HOLDER_SIDE, UserType } from '../roles';
import { declareResource } from './types';

const STAFF_AND_RIGHT_HOLDERS = [...ADMIN_CATEGORY, ...RIGHT_HOLDER_SIDE];
/** CRUD staff, and a rights holder's side for its own assets' claims (checked per row). */
const CLAIMANTS = [...CRUD_ADMINS, ...RIGHT_HOLDER_SIDE];

/** What both claim lists sort, filter and search by (server/entities/claims/repository). */
const whitelist = {
  sortable: ['created_at', 'updated_at', 'video_title', 'channel_title', 'status', 'due_at'],
  filterable: [
    'ids',
    'status',
    'asset',
    'rights_holder',
    'channel',
    'video_id',
    'sent',
    'content_type',
    'policy',
  ],
  searchable: ['video_title', 'channel_title', 'video_id'],
} as const;

/**
 * Manual Claiming (YouTube Claims, spec 001 §2.6): claims filed by hand on YouTube videos using the
 * library's assets. Staff read all, a rights holder's side its own assets' claims; CRUD staff decide
 * (approve) and may override the licence check; CRUD staff and the asset's rights holder side file,
 * edit a pending claim, answer disputes and appeals (uphold, release, takedown) and delete.
 */
export const manualClaiming = declareResource({
  name: 'assets/manual-claiming',
  title: 'Manual Claiming',
  route: STAFF_AND_RIGHT_HOLDERS,
  actions: {
    read: STAFF_AND_RIGHT_HOLDERS,
    create: CLAIMANTS,
    update: CLAIMANTS,
    delete: CLAIMANTS,
    /** PUT change-status: each transition needs its own action below (shared/claims). */
    status: CLAIMANTS,
    /** The menu badge: pending claims (not fetched for rights holders, spec 001 §6). */
    count: ADMIN_CATEGORY,
    /** Approve a pending claim: a decision. */
    decide: CRUD_ADMINS,
    /** Claim a video whose channel is licensed or whitelisted, with a written reason (logged). */
    override: CRUD_ADMINS,
    /** Answer a dispute or an appeal (uphold, release, request a takedown). */
    respond: CLAIMANTS,
    /** Send a claim in force to YouTube Content ID (again). */
    send: CLAIMANTS,
    /** Read the claims sent to Content ID back now (the clock does it every hour). */
    readBack: CRUD_ADMINS,
  },
  money: [],
  whitelist,
  api: {
    list: 'POST /manual/claim',
    // Served with the menu badges (server/entities/menuBadges): pending claims, `{status: 1}`.
    count: 'POST /manual/claim/count',
    getOne: 'PATCH /manual/claim/:id',
    create: {
      route: 'POST /manual/claim/add',
      fields: [
        'video',
        'asset_id',
        'segments',
        'content_type',
        'policy',
        'territory_rule',
        'territories',
        'override_reason',
      ],
    },
    update: {
      route: 'PUT /manual/claim/:id',
      fields: ['segments', 'content_type', 'policy', 'territory_rule', 'territories'],
    },
    delete: { route: 'DELETE /manual/claim/:id' },
    changeStatus: 'PUT /manual/claim/change-status/:id',
  },
});

/**
 * Claimed Videos (spec 001 §2.6: the YouTube Claims roles plus CREATOR): every claim with its video.
 * A creator's side sees only the claims on its own channels' videos and disputes and appeals them;
 * the rest read as on Manual Claiming. Revenue per claim comes with royalties (not yet).
 */
export const claimVideo = declareResource({
  name: 'assets/claim-video',
  title: 'Claimed Videos',
  // Spec 001 §2.6's row: CREATOR, not its team (as for contracts); the team reads claims through the API.
  route: [...STAFF_AND_RIGHT_HOLDERS, UserType.CREATOR],
  actions: {
    read: [...STAFF_AND_RIGHT_HOLDERS, ...CREATOR_SIDE],
    create: [],
    update: [],
    delete: [],
    status: [],
    dispute: CREATOR_SIDE,
    appeal: CREATOR_SIDE,
  },
  money: [],
  whitelist,
  api: {
    list: 'POST /manual/claim/video',
    getOne: 'PATCH /manual/claim/video/:id',
  },
});
