import fs from 'node:fs';
import { and, count, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_USER_TYPES, UserType } from '../../shared/roles';
import { agreements } from '../../server/entities/agreements/table';
import { assets } from '../../server/entities/assets/table';
import { uploads } from '../../server/entities/uploads/table';
import { foundVideos, monitoredChannels } from '../../server/entities/monitoring/table';
import { DECLARED_TABLES, energyLevels, speakers } from '../../server/platform/db/declaredTables';
import { isAllowed } from '../../server/platform/auth/plugin';
import { channels } from '../../server/entities/channels/table';
import type { Database } from '../../server/platform/db/client';
import { packageFile } from '../../server/entities/packages/files';
import { packages } from '../../server/entities/packages/table';
import { jobs } from '../../server/platform/jobs/table';
import { inquiries } from '../../server/entities/inquiries/table';
import { contactUsMessages, contactUsReplies } from '../../server/entities/contactUs/table';
import { copyrightTakedowns } from '../../server/entities/takedowns/table';
import { manualClaims } from '../../server/entities/claims/table';
import { revenueImports } from '../../server/entities/royalties/table';
import { paymentRuns, payments } from '../../server/entities/payments/table';
import { teamMembers, users } from '../../server/entities/users/table';
import { call, createTestApp, expiredTokenOf, type TestApp } from '../support/testApp';
import { activityLogs } from '../../server/entities/activityLog/table';

/** One demo account of each effective type. */
const ACCOUNT_OF_TYPE: Record<UserType, string> = {
  1: 'admin@example.com',
  2: 'manager@example.com',
  3: 'creator@example.com',
  4: 'rightsholder@example.com',
  5: 'managerlimited@example.com',
  6: 'viewer@example.com',
  7: 'viewerlimited@example.com',
  8: 'rhteam@example.com',
  9: 'creatorteam@example.com',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/**
 * What an allowed caller may get with a placeholder body: anything but an auth or role refusal (412:
 * a tus upload call without the protocol's version header).
 */
const NOT_REFUSED = [200, 201, 400, 404, 409, 412];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const urlOf = (url: string) => url.replace(':id', UNKNOWN_ID);

/** Which kind of record an endpoint's :id names: its path's first segment, or under /CID/asset. */
const recordKey = (url: string) =>
  url.startsWith('/api/CID/asset/zip')
    ? 'CID'
    : url.startsWith('/api/CID/asset/')
      ? 'asset'
      : url.split('/')[2];

describe('security matrix: every endpoint as every user type', () => {
  it('covers endpoints that all declare an access rule', () => {
    expect(t.app.apiEndpoints.length).toBeGreaterThan(5);
    expect(t.app.apiEndpoints.map((e) => `${e.method} ${e.url}`)).toContain('POST /api/channel');
  });

  it('answers 401 without a token, with a bad one and with an expired one on every non-public endpoint', async () => {
    const expired = await expiredTokenOf(await t.login('admin@example.com'));
    for (const endpoint of t.app.apiEndpoints.filter((e) => !('public' in e.access))) {
      for (const token of [undefined, 'bad.token.value', expired]) {
        const response = await call(t.app, token, endpoint.method, urlOf(endpoint.url), {});
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      }
    }
  });

  it.each(ALL_USER_TYPES)('answers type %i with 403 exactly where its role is refused', async (type) => {
    // One session while it lasts (a sign-in hashes a password: one per call made this test slow):
    // a call that ends it (logout) answers the next with 401, which is retried on a fresh session.
    let token = await t.login(ACCOUNT_OF_TYPE[type]);
    for (const endpoint of t.app.apiEndpoints.filter((e) => !('public' in e.access))) {
      let response = await call(t.app, token, endpoint.method, urlOf(endpoint.url), {});
      if (response.statusCode === 401) {
        token = await t.login(ACCOUNT_OF_TYPE[type]);
        response = await call(t.app, token, endpoint.method, urlOf(endpoint.url), {});
      }
      const label = `${endpoint.method} ${endpoint.url} as type ${type}: ${response.body}`;
      if (isAllowed(endpoint.access, type)) expect(NOT_REFUSED, label).toContain(response.statusCode);
      else expect(response.statusCode, label).toBe(403);
    }
  });
});

/** The owner-side accounts: each works on one owner's data, its own or the one it acts for. */
const OWNER_SIDE = [
  'creator@example.com',
  'creatorteam@example.com',
  'rightsholder@example.com',
  'rhteam@example.com',
] as const;

/**
 * Per resource (the path segment after /api), a record none of the owner-side accounts owns or may
 * see, and how to read it back to prove a refused call changed nothing. An endpoint taking an :id of a
 * resource missing here fails the test: every new owned resource must be added.
 */
const FOREIGN_RECORDS: Record<
  string,
  { id(db: Database): Promise<string>; read(db: Database, id: string): Promise<unknown> }
> = {
  channel: {
    async id(db) {
      const owners = db.select({ id: users.id }).from(users).where(eq(users.email, 'creator@example.com'));
      const licensed = db.select({ id: agreements.creatorId }).from(agreements);
      const [row] = await db
        .select({ id: channels.id })
        .from(channels)
        .where(
          and(
            notInArray(channels.creatorId, owners),
            notInArray(channels.creatorId, licensed),
            ne(channels.status, 3),
          ),
        )
        .limit(1);
      return row.id;
    },
    read: (db, id) => db.select().from(channels).where(eq(channels.id, id)),
  },
  // A channel's video sync (/api/youtube/video/sync/:id): the same foreign channel, and its sync jobs.
  youtube: {
    id: (db) => FOREIGN_RECORDS.channel!.id(db),
    read: async (db, id) => ({
      channel: await db.select().from(channels).where(eq(channels.id, id)),
      syncs: await db.select().from(jobs).where(eq(jobs.subjectId, id)),
    }),
  },
  // Monitoring (/api/poc/...): staff's, refused to owners by role; a monitored channel and the found videos.
  poc: {
    async id(db) {
      const [row] = await db.select({ id: monitoredChannels.id }).from(monitoredChannels).limit(1);
      return row.id;
    },
    read: async (db, id) => ({
      channel: await db.select().from(monitoredChannels).where(eq(monitoredChannels.id, id)),
      videos: await db.select().from(foundVideos),
    }),
  },
  // Rights holders (/api/rights/holders/...): one no owner-side account is or acts for by default.
  rights: {
    async id(db) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'newrightsholder@example.com'));
      return row.id;
    },
    read: (db, id) => db.select().from(users).where(eq(users.id, id)),
  },
  // Staff accounts (/api/admin/...) and creators (/api/creator/...): refused to owners by role.
  admin: {
    async id(db) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'viewer@example.com'));
      return row.id;
    },
    read: (db, id) => db.select().from(users).where(eq(users.id, id)),
  },
  creator: {
    async id(db) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'maya.lens@example.com'));
      return row.id;
    },
    read: (db, id) => db.select().from(users).where(eq(users.id, id)),
  },
  // Team memberships (/api/team/member/:id, /api/user/change-status/:id): one of a team no
  // owner-side account owns (the team member's second team, Nina's).
  team: {
    id: foreignMembership,
    read: (db, id) => db.select().from(teamMembers).where(eq(teamMembers.id, id)),
  },
  user: {
    id: foreignMembership,
    read: (db, id) => db.select().from(teamMembers).where(eq(teamMembers.id, id)),
  },
  // Agreements (/api/contract/...): one between parties no owner-side account is or acts for.
  contract: {
    async id(db) {
      const [row] = await db
        .select({ id: agreements.id })
        .from(agreements)
        .where(eq(agreements.title, 'Orchid Sounds beat library'));
      return row.id;
    },
    read: (db, id) => db.select().from(agreements).where(eq(agreements.id, id)),
  },
  // Revenue imports (/api/royalties/revenue/...): staff's, refused to owners by role; the demo has
  // none, so a checked import is made.
  royalties: {
    async id(db) {
      const [row] = await db
        .insert(revenueImports)
        .values({
          source: 'youtube_report',
          period: '2019-01-01',
          sha256: '0'.repeat(64),
          bytes: 10,
          status: 'checked',
          rowCount: 1,
        })
        .returning({ id: revenueImports.id });
      return row!.id;
    },
    read: (db, id) => db.select().from(revenueImports).where(eq(revenueImports.id, id)),
  },
  // Content settings (/api/artist, /api/category, /api/energy/level): staff's, refused to owners by role.
  artist: settingRecord(speakers),
  energy: settingRecord(energyLevels),
  // Every declared simple resource: its first record.
  ...Object.fromEntries(
    DECLARED_TABLES.map(({ declaration, table }) => [
      recordKey(`/api${declaration.api.getOne.split(' ')[1]}`),
      settingRecord(table),
    ]),
  ),
  // Content (/api/CID/asset/...): another label's draft (Orchid Sounds').
  asset: {
    async id(db) {
      const [row] = await db.select({ id: assets.id }).from(assets).where(eq(assets.title, 'Petal Beat'));
      return row.id;
    },
    read: (db, id) => db.select().from(assets).where(eq(assets.id, id)),
  },
  // The content library (/api/content/library/...): another label's item, licensed to no owner side.
  content: {
    async id(db) {
      const [row] = await db.select({ id: assets.id }).from(assets).where(eq(assets.title, 'Petal Drums'));
      return row.id;
    },
    read: (db, id) => db.select().from(assets).where(eq(assets.id, id)),
  },
  // Resumable uploads (/api/uploads/:id): a staff user's.
  uploads: {
    async id(db) {
      const [manager] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'manager@example.com'));
      await db
        .insert(uploads)
        .values({ id: FOREIGN_UPLOAD, ownerId: manager.id, fileName: 'staff.wav', size: 10 })
        .onConflictDoNothing();
      return FOREIGN_UPLOAD;
    },
    read: (db, id) => db.select().from(uploads).where(eq(uploads.id, id)),
  },
  // Download packages (/api/CID/asset/zip/package/:id): a staff user's own; owners never reach them.
  CID: {
    async id(db) {
      const owner = db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@example.com'));
      const [row] = await db
        .select({ id: packages.id })
        .from(packages)
        .where(inArray(packages.userId, owner));
      return row.id;
    },
    read: async (db, id) => ({
      rows: await db.select().from(packages).where(eq(packages.id, id)),
      file: fs.existsSync(packageFile(t.filesDir, id)),
    }),
  }, // Sublicensee creators (/api/sublicensee-creators/:id): one licensed by another rights holder only.
  'sublicensee-creators': {
    async id(db) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'leo.beats@example.com'));
      return row.id;
    },
    read: (db, id) => db.select().from(agreements).where(eq(agreements.creatorId, id)),
  },
  // The Licensing Library (/api/browse/detail/:id): a licensable item, every browsing reader's to read.
  browse: {
    async id(db) {
      const [row] = await db.select({ id: assets.id }).from(assets).where(eq(assets.title, 'Petal Drums'));
      return row.id;
    },
    read: (db, id) => db.select().from(assets).where(eq(assets.id, id)),
  },
  // Licence requests (/api/inquiry-list/...): another creator's (Leo's), which only staff decide.
  'inquiry-list': {
    async id(db) {
      const leo = db.select({ id: users.id }).from(users).where(eq(users.email, 'leo.beats@example.com'));
      const [row] = await db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(inArray(inquiries.creatorId, leo));
      return row.id;
    },
    read: (db, id) => db.select().from(inquiries).where(eq(inquiries.id, id)),
  },
  // Contact Us threads (/api/contact-us/...): another creator's (Maya's), which staff answer.
  'contact-us': {
    async id(db) {
      const [row] = await db
        .select({ id: contactUsMessages.id })
        .from(contactUsMessages)
        .where(eq(contactUsMessages.subject, 'Payout date'));
      return row!.id;
    },
    read: async (db, id) => ({
      thread: await db.select().from(contactUsMessages).where(eq(contactUsMessages.id, id)),
      replies: await db.select().from(contactUsReplies).where(eq(contactUsReplies.messageId, id)),
    }),
  },
  // Activity log notes (/api/activity/log/:id): staff's note on another creator's (Maya's) thread.
  activity: {
    async id(db) {
      const text = 'Security matrix: staff only.';
      const [found] = await db
        .select({ id: activityLogs.id })
        .from(activityLogs)
        .where(eq(activityLogs.note, text));
      if (found) return found.id;
      const [thread] = await db
        .select({ id: contactUsMessages.id })
        .from(contactUsMessages)
        .where(eq(contactUsMessages.subject, 'Payout date'));
      const [admin] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'admin@example.com'));
      const [row] = await db
        .insert(activityLogs)
        .values({
          actorId: admin!.id,
          action: 'note',
          entity: 'contact-us',
          entityId: thread!.id,
          kind: 'note',
          note: text,
        })
        .returning({ id: activityLogs.id });
      return row!.id;
    },
    read: (db, id) => db.select().from(activityLogs).where(eq(activityLogs.id, id)),
  },
  // Manual claims (/api/manual/claim/...): one of Orchid Sounds' claims on a channel no demo owner
  // has (the seed's are on Chloe's channel, which the creator side sees), made here.
  manual: {
    async id(db) {
      const [orchid] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'orchid.sounds@example.com'));
      const [asset] = await db
        .select({ id: assets.id })
        .from(assets)
        .where(eq(assets.rightsHolderId, orchid!.id))
        .limit(1);
      // Asked once per owner: made the first time, found after.
      const [made] = await db
        .select({ id: manualClaims.id })
        .from(manualClaims)
        .where(eq(manualClaims.videoId, 'ForeignVid1'));
      if (made) return made.id;
      const [row] = await db
        .insert(manualClaims)
        .values({
          rightsHolderId: orchid!.id,
          assetId: asset!.id,
          videoId: 'ForeignVid1',
          videoTitle: 'A stranger’s video',
          channelYoutubeId: 'UCforeignChannelNobodyOwns',
          channelTitle: 'Nobody’s channel',
          segments: [{ video_start: 0, video_end: 10, asset_start: 0, asset_end: 10 }],
        })
        .returning({ id: manualClaims.id });
      return row!.id;
    },
    read: (db, id) => db.select().from(manualClaims).where(eq(manualClaims.id, id)),
  },
  // Copyright takedowns (/api/copyright/takedown/...): Orchid Sounds' notice, no owner side's.
  copyright: {
    async id(db) {
      const orchid = db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'orchid.sounds@example.com'));
      const [row] = await db
        .select({ id: copyrightTakedowns.id })
        .from(copyrightTakedowns)
        .where(inArray(copyrightTakedowns.rightsHolderId, orchid))
        .limit(1);
      return row.id;
    },
    read: (db, id) => db.select().from(copyrightTakedowns).where(eq(copyrightTakedowns.id, id)),
  },
  // Prospects (/api/prospective-youtube-videos/...): a channel typed prospect, staff's alone to invite.
  'prospective-youtube-videos': {
    async id(db) {
      const [row] = await db
        .select({ id: monitoredChannels.channelId })
        .from(monitoredChannels)
        .where(eq(monitoredChannels.type, 'prospect'))
        .limit(1);
      return row.id;
    },
    read: async (db, id) => ({
      channel: await db.select().from(monitoredChannels).where(eq(monitoredChannels.channelId, id)),
      registered: await db.select().from(channels).where(eq(channels.channelId, id)),
    }),
  },
  // Payment runs and payments (/api/payment/...): a payment to another rights holder, approved in a run.
  payment: {
    async id(db) {
      const [orla] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'orchid.sounds@example.com'));
      const [found] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.payeeId, orla.id));
      if (found) return found.id;
      const [run] = await db
        .insert(paymentRuns)
        .values({ period: '2025-01-01', status: 'approved', minimumMicros: 0n, totalMicros: 5_000_000n })
        .returning();
      const [made] = await db
        .insert(payments)
        .values({
          runId: run.id,
          payeeKind: 'rights_holder',
          payeeId: orla.id,
          amountMicros: 5_000_000n,
          status: 'approved',
        })
        .returning();
      return made.id;
    },
    read: async (db, id) => ({
      payment: await db.select().from(payments).where(eq(payments.id, id)),
      runs: await db.select().from(paymentRuns),
    }),
  },
};

/** A resumable upload of a staff user's (no owner-side account owns one). */
const FOREIGN_UPLOAD = 'foreignupload0000000000000000001';

function settingRecord(
  table: typeof speakers | typeof energyLevels | (typeof DECLARED_TABLES)[number]['table'],
) {
  return {
    async id(db: Database) {
      const [row] = await db.select({ id: table.id }).from(table).limit(1);
      return row.id;
    },
    read: (db: Database, id: string) => db.select().from(table).where(eq(table.id, id)),
  };
}

async function foreignMembership(db: Database): Promise<string> {
  const nina = db.select({ id: users.id }).from(users).where(eq(users.email, 'newrightsholder@example.com'));
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(inArray(teamMembers.ownerId, nina));
  return row.id;
}

/** The API bases of the content settings: speakers, energy levels and the declared simple resources. */
const SETTING_BASES = [
  ...new Set([
    '/api/artist',
    '/api/energy/level',
    ...DECLARED_TABLES.map(({ declaration }) => `/api${declaration.api.list.split(' ')[1]}`),
  ]),
];

/** Reads of records shared by everyone who may read them, not owned by anyone. */
const SHARED_READS = [
  ...SETTING_BASES.map((base) => `PATCH ${base}/detail/:id`),
  // A licensable item is offered to every creator: the Licensing Library is everyone's who browses.
  'PATCH /api/browse/detail/:id',
];

/** A body each :id endpoint accepts, so a refusal cannot hide behind a 400. */
const VALID_BODIES: Record<string, object> = {
  'PATCH /api/channel/detail/:id': {},
  'PUT /api/channel/:id': { channel_title: 'Taken over' },
  'PUT /api/channel/change-status/:id': { status: 3 },
  // The channel is refused before the grant is even opened.
  'PUT /api/channel/access-token/:id': { access_token: 'sealed-grant', status: 1 },
  'PATCH /api/rights/holders/detail/:id': {},
  'POST /api/rights/holders/documents/:id': {},
  'PUT /api/rights/holders/document/:id': {},
  'PUT /api/rights/holders/:id': { company: 'Taken over' },
  'PUT /api/rights/holders/change-status/:id': { status: 3 },
  'PATCH /api/rights/holders/payment/:id': {},
  'GET /api/rights/holders/payment/history/:id': {},
  'GET /api/royalties/revenue/imports/:id': {},
  'POST /api/royalties/revenue/imports/:id/import': {},
  'DELETE /api/royalties/revenue/imports/:id': {},
  'GET /api/royalties/splits/:id': {},
  'PATCH /api/admin/detail/:id': {},
  'PUT /api/admin/:id': { name: 'Taken over' },
  'PUT /api/admin/change-status/:id': { status: 3 },
  'PATCH /api/creator/detail/:id': {},
  'PUT /api/creator/:id': { name: 'Taken over' },
  'PUT /api/creator/change-status/:id': { status: 3 },
  'PATCH /api/team/member/:id': {},
  'PUT /api/user/change-status/:id': { status: 0 },
  'PATCH /api/contract/detail/:id': {},
  'PUT /api/contract/:id': { title: 'Taken over' },
  'PUT /api/contract/change-status/:id': { status: 3 },
  'PUT /api/contract/document/:id': {},
  'GET /api/contract/document/:id': {},
  ...Object.fromEntries(
    SETTING_BASES.flatMap((base) => [
      [`PATCH ${base}/detail/:id`, {}],
      [`PUT ${base}/:id`, { name: 'Taken over' }],
      [`PUT ${base}/change-status/:id`, { status: 3 }],
      [`DELETE ${base}/:id`, {}],
    ]),
  ),
  'PUT /api/artist/picture/:id': {},
  'PATCH /api/CID/asset/detail/:id': {},
  'PUT /api/CID/asset/:id': { title: 'Taken over' },
  'PUT /api/CID/asset/change-status/:id': { status: 3 },
  'POST /api/CID/asset/review/:id': { decision: 'approve' },
  'GET /api/CID/asset/file/:id/link': {},
  'POST /api/CID/asset/job/:id/retry': {},
  'PATCH /api/content/library/detail/:id': {},
  'PUT /api/content/library/:id': { title: 'Taken over' },
  'DELETE /api/content/library/:id': {},
  'PUT /api/content/library/content/owner/:id': { rights_holder: UNKNOWN_ID },
  'PATCH /api/uploads/:id': {},
  'DELETE /api/uploads/:id': {},
  'GET /api/CID/asset/zip/package/:id/file': {},
  'POST /api/CID/asset/zip/package/:id/link': {},
  'DELETE /api/CID/asset/zip/package/:id': {},
  'POST /api/youtube/video/sync/:id': {},
  'GET /api/youtube/video/sync/:id': {},
  // A video's detail: given the foreign channel's id it finds nothing (tests/api/videos.test.ts
  // asks it for another owner's video).
  'GET /api/youtube/video/:id': {},
  'PATCH /api/browse/detail/:id': {},
  'PATCH /api/inquiry-list/detail/:id': {},
  'PUT /api/inquiry-list/change-status/:id': { status: 1 },
  'PATCH /api/contact-us/detail/:id': {},
  'POST /api/contact-us/reply/:id': { message: 'Taken over' },
  'PUT /api/contact-us/change-status/:id': { status: 2 },
  'PUT /api/contact-us/assign/:id': { assignee: null },
  'PUT /api/contact-us/attachment/:id': {},
  'GET /api/contact-us/attachment/:id': {},
  'GET /api/sublicensee-creators/:id': {},
  'PATCH /api/poc/channel/:id': {},
  'PUT /api/poc/channel/:id': { title: 'Taken over' },
  'DELETE /api/poc/channel/:id': {},
  'PUT /api/poc/channel/type-change/:id': { type: 'whitelisted' },
  'DELETE /api/poc/channel/hashtag/:id': {},
  'PATCH /api/poc/video/:id': {},
  'PUT /api/poc/video/state/:id': { state: 'ignored' },
  'GET /api/prospective-youtube-videos/:id': {},
  'PATCH /api/activity/log/:id': { note: 'Taken over' },
  'PUT /api/activity/log/:id': { note: 'Taken over' },
  'DELETE /api/activity/log/:id': {},
  'PATCH /api/manual/claim/:id': {},
  'PATCH /api/manual/claim/video/:id': {},
  'PUT /api/manual/claim/:id': { policy: 'block' },
  'DELETE /api/manual/claim/:id': {},
  'PUT /api/manual/claim/change-status/:id': { status: 2 },
  'POST /api/manual/claim/dispute/:id': { reason: 'Taken over' },
  'POST /api/manual/claim/appeal/:id': { reason: 'Taken over' },
  'POST /api/manual/claim/send/:id': {},
  'GET /api/manual/claim/history/:id': {},
  'GET /api/manual/claim/video/history/:id': {},
  'PATCH /api/copyright/takedown/detail/:id': {},
  'PUT /api/copyright/takedown/:id': {
    video_urls: ['https://youtu.be/TakenOver01'],
    asset: UNKNOWN_ID,
    owner_name: 'Taken over',
    owner_address: '1 Elsewhere Road',
    owner_phone: '+1 555 0100',
    owner_email: 'taken.over@example.com',
    good_faith: true,
    accuracy: true,
    signature: 'Taken Over',
    scheduled: false,
  },
  'PATCH /api/copyright/takedown/:id': { owner_name: 'Taken over' },
  'DELETE /api/copyright/takedown/:id': {},
  'PUT /api/copyright/takedown/change-status/:id': { status: 5 },
  'GET /api/poc/channel/take/down/:id': {},
  'GET /api/payment/runs/:id': {},
  'POST /api/payment/runs/:id/payments': {},
  'POST /api/payment/runs/:id/approve': {},
  'POST /api/payment/runs/:id/cancel': {},
  'POST /api/payment/runs/:id/pay': {},
  'POST /api/payment/runs/:id/follow': {},
  'POST /api/payment/payments/:id/paid': { reference: 'Taken over' },
  'GET /api/payment/history/payments/:id': {},
  'GET /api/payment/history/payments/:id/statement': {},
  'POST /api/prospective-youtube-videos/invite/:id': {
    email: 'taken.over@example.com',
    first_name: 'Taken',
    last_name: 'Over',
    rights_holder_id: '00000000-0000-4000-8000-000000000001',
  },
};

describe('ownership: owners and team members on another owner records', () => {
  const idEndpoints = () => t.app.apiEndpoints.filter((e) => e.url.includes(':id'));

  it('knows a foreign record and a valid body for every endpoint that takes an id', () => {
    expect(idEndpoints().length).toBeGreaterThan(0);
    for (const endpoint of idEndpoints()) {
      const key = `${endpoint.method} ${endpoint.url}`;
      expect(Object.keys(FOREIGN_RECORDS), key).toContain(recordKey(endpoint.url));
      expect(Object.keys(VALID_BODIES), key).toContain(key);
    }
  });

  it.each(OWNER_SIDE)('refuses %s every call on another owner record and changes nothing', async (email) => {
    const [{ type }] = await t.db.select({ type: users.type }).from(users).where(eq(users.email, email));
    for (const endpoint of idEndpoints()) {
      const records = FOREIGN_RECORDS[recordKey(endpoint.url)];
      const id = await records.id(t.db);
      const before = await records.read(t.db, id);
      const token = await t.login(email);
      const key = `${endpoint.method} ${endpoint.url}`;
      const response = await call(
        t.app,
        token,
        endpoint.method,
        endpoint.url.replace(':id', id),
        VALID_BODIES[key],
      );
      // A team member signs in as type 8; the role table knows the rights-holder side as 8, the creator side as 9.
      const effective = email === 'creatorteam@example.com' ? UserType.CREATOR_TEAM : (type as UserType);
      const label = `${key} as ${email}: ${response.body}`;
      // The content settings are one catalogue, owned by no one: a rights holder's side reads it.
      const expected = !isAllowed(endpoint.access, effective)
        ? [403]
        : SHARED_READS.includes(key)
          ? [200]
          : [403, 404];
      expect(expected, label).toContain(response.statusCode);
      expect(await records.read(t.db, id), label).toEqual(before);
    }
  });

  it.each(['creator@example.com', 'creatorteam@example.com'])(
    'refuses %s adding a channel to another creator account',
    async (email) => {
      const [other] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'maya.lens@example.com'));
      const channelCount = async () => (await t.db.select({ n: count() }).from(channels))[0].n;
      const before = await channelCount();
      const response = await call(t.app, await t.login(email), 'POST', '/api/channel/add', {
        channel_id: 'UCownershipmatrix000000a',
        channel_title: 'Not mine',
        creator: other.id,
      });
      expect(response.statusCode).toBe(403);
      expect(await channelCount()).toEqual(before);
    },
  );
});
