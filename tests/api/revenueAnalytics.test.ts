import { and, eq, inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/entities/activityLog/table';
import { monthRange } from '../../server/entities/royalties/analyticsJob';
import { standInRevenueSource } from '../../server/entities/royalties/analyticsStandInData';
import { revenueImports, revenueLines } from '../../server/entities/royalties/table';
import { youtubeVideos } from '../../server/entities/videos/table';
import { ANALYTICS_PAGE_SIZE } from '../../server/platform/google/analytics';
import {
  analyticsStandIn,
  createStandInAnalytics,
  type StandInAnalytics,
} from '../../server/platform/google/standInAnalytics';
import { users } from '../../server/entities/users/table';
import { analyticsSetup } from '../../server/platform/google/analyticsSetup';
import { contentIdSetup } from '../../server/platform/google/contentIdSetup';
import { REVENUE_IMPORTS_OPEN_PER_PERSON } from '../../shared/royalties';
import { freePort } from '../../scripts/serverProcess';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

const peer = {
  clientId: 'analytics-client',
  clientSecret: 'analytics-secret',
  refreshToken: 'analytics-refresh',
  contentOwnerId: 'owner-analytics',
};
let server: FastifyInstance;
let youtube: StandInAnalytics;
let t: TestApp;
let manager: string;

beforeAll(async () => {
  youtube = createStandInAnalytics();
  server = Fastify();
  // The stand-in's figures come from the app's stored videos (read once the app exists).
  await server.register(analyticsStandIn, {
    prefix: '/google',
    ...peer,
    state: youtube,
    revenue: (query) => standInRevenueSource(t.db)(query),
  });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({
    analytics: {
      apiUrl: `${base}/google/v2`,
      contentOwnerId: peer.contentOwnerId,
      refreshToken: peer.refreshToken,
      google: { tokenUrl: `${base}/google/token`, clientId: peer.clientId, clientSecret: peer.clientSecret },
    },
  });
  manager = await t.login('manager@example.com');
});
afterAll(async () => {
  await t?.close();
  await server.close();
});

/** Waits for the import to leave `importing`, and answers it. */
async function settled(id: string) {
  for (let i = 0; i < 150; i++) {
    const { body } = await answerOf(t.app, manager, 'GET', `/royalties/revenue/imports/${id}`);
    if (body.result.status !== 'importing') return body.result;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`import ${id} stayed importing`);
}

const start = (period: string) =>
  answerOf(t.app, manager, 'POST', '/royalties/revenue/analytics', { period });

const linesOf = async (importId: string) =>
  t.db
    .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(amount_micros), 0)::text` })
    .from(revenueLines)
    .where(eq(revenueLines.importId, importId))
    .then((rows) => rows[0]!);

/** What the stand-in holds for a month: its rows and their sum, both uploader types. */
async function expected(month: string) {
  const range = monthRange(month);
  const source = standInRevenueSource(t.db);
  const days = [
    ...(await source({ ...range, uploaderType: 'self' })),
    ...(await source({ ...range, uploaderType: 'thirdParty' })),
  ];
  return { n: days.length, total: days.reduce((sum, day) => sum + day.revenueMicros, 0n).toString() };
}

const auditsOf = (id: string) =>
  t.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, 'revenue_imports'), eq(activityLogs.entityId, id)));

describe('revenue from the YouTube Analytics API', () => {
  it("imports a month's revenue per video and day, page by page, for the content owner", async () => {
    const want = await expected('2026-09');
    // Enough rows for several pages: paging is exercised.
    expect(want.n).toBeGreaterThan(ANALYTICS_PAGE_SIZE);
    const started = await start('2026-09');
    expect(started.status).toBe(202);
    expect(started.body.result).toMatchObject({ source: 'youtube_analytics', status: 'importing' });
    const done = await settled(started.body.result._id);
    expect(done).toMatchObject({
      status: 'imported',
      row_count: want.n,
      total_micros: want.total,
      error_count: 0,
      progress: 100,
    });
    expect(done.preview[0]).toMatchObject({ day: '2026-09-01' });
    expect(await linesOf(done._id)).toEqual(want);
    const asked = youtube.queries.filter((query) => query.startDate === '2026-09-01');
    expect(asked[0]).toMatchObject({
      ids: 'contentOwner==owner-analytics',
      endDate: '2026-09-30',
      metrics: 'estimatedRevenue,estimatedAdRevenue,views',
      dimensions: 'video,day',
      filters: 'claimedStatus==claimed;uploaderType==self',
      startIndex: '1',
      maxResults: String(ANALYTICS_PAGE_SIZE),
    });
    expect(asked.map((query) => query.startIndex)).toContain(String(1 + ANALYTICS_PAGE_SIZE));
    expect(asked.some((query) => query.filters?.endsWith('uploaderType==thirdParty'))).toBe(true);
    expect(await auditsOf(done._id)).toHaveLength(1);
  });

  it('changes nothing when the same month reads the same; replaces it with an audit when it differs', async () => {
    const [inForce] = await t.db
      .select()
      .from(revenueImports)
      .where(and(eq(revenueImports.period, '2026-09-01'), eq(revenueImports.status, 'imported')));
    const before = await linesOf(inForce!.id);
    const again = await settled((await start('2026-09')).body.result._id);
    expect(again).toMatchObject({ status: 'unchanged', row_count: before.n, total_micros: before.total });
    expect(await linesOf(again._id)).toEqual({ n: 0, total: '0' });
    expect(await linesOf(inForce!.id)).toEqual(before);
    expect(
      (await answerOf(t.app, manager, 'GET', `/royalties/revenue/imports/${inForce!.id}`)).body.result,
    ).toMatchObject({ status: 'imported' });
    expect(await auditsOf(again._id)).toHaveLength(0);
    // An unchanged import is no open work: it does not count against the person's limit.
    const [{ open }] = await t.db
      .select({ open: sql<number>`count(*)::int` })
      .from(revenueImports)
      .where(sql`status in ('uploaded','checking','checked','importing','failed')`);
    expect(open).toBe(0);

    // A video synced since (published in the month): YouTube now reports more.
    const [some] = await t.db.select().from(youtubeVideos).limit(1);
    await t.db.insert(youtubeVideos).values({
      channelId: some!.channelId,
      videoId: 'newVideo123',
      title: 'Published in September',
      publishedAt: new Date('2026-09-20T10:00:00Z'),
    });
    const want = await expected('2026-09');
    const replaced = await settled((await start('2026-09')).body.result._id);
    expect(replaced).toMatchObject({ status: 'imported', row_count: want.n, total_micros: want.total });
    expect(
      (await answerOf(t.app, manager, 'GET', `/royalties/revenue/imports/${inForce!.id}`)).body.result,
    ).toMatchObject({ status: 'replaced', replaced_by: replaced._id });
    expect(await linesOf(inForce!.id)).toEqual({ n: 0, total: '0' });
    const [audit] = await auditsOf(replaced._id);
    expect(audit).toMatchObject({
      action: 'update',
      before: { import: inForce!.id, total_micros: before.total },
      after: { total_micros: want.total, source: 'youtube_analytics' },
    });
  });

  it('tries a failing call again, and resumes after the pages written when the attempt fails', async () => {
    // One 503 is tried again by the client at once.
    youtube.failAfter(0, { status: 503, reason: 'backendError' });
    const once = await settled((await start('2026-08')).body.result._id);
    expect(once.status).toBe('imported');
    expect(await linesOf(once._id)).toEqual(await expected('2026-08'));

    // Three 503s on the second page fail the attempt; the queue's retry goes on from that page.
    const first = youtube.queries.length;
    for (let i = 0; i < 3; i++) youtube.failAfter(i === 0 ? 1 : 0, { status: 503, reason: 'backendError' });
    const done = await settled((await start('2026-07')).body.result._id);
    expect(done.status).toBe('imported');
    expect(await linesOf(done._id)).toEqual(await expected('2026-07'));
    const asked = youtube.queries
      .slice(first)
      .map((query) => `${query.filters?.slice(-4)}:${query.startIndex}`);
    // Page 1, then page 2 three times (failed), then page 2 again after the retry: page 1 is not read twice.
    expect(asked.slice(0, 5)).toEqual(['self:1', 'self:201', 'self:201', 'self:201', 'self:201']);
  }, 30_000);

  it('refuses a viewer, a person with too many open imports and a future month', async () => {
    const viewer = await t.login('viewer@example.com');
    expect(
      (await answerOf(t.app, viewer, 'POST', '/royalties/revenue/analytics', { period: '2026-01' })).status,
    ).toBe(403);
    expect((await answerOf(t.app, viewer, 'GET', '/royalties/revenue/analytics')).body.result).toEqual({
      configured: true,
    });
    // Each person's open imports are limited, these as the file uploads.
    const [me] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'manager@example.com'));
    const open = await t.db
      .insert(revenueImports)
      .values(
        Array.from({ length: REVENUE_IMPORTS_OPEN_PER_PERSON }, (_, i) => ({
          source: 'youtube_report' as const,
          period: `2020-0${i + 1}-01`,
          sha256: '0'.repeat(64),
          bytes: 1,
          status: 'checked' as const,
          createdBy: me!.id,
        })),
      )
      .returning({ id: revenueImports.id });
    const held = await start('2026-01');
    expect(held.status).toBe(429);
    expect(held.body.message_id).toBe('royalties.too_many_open');
    await t.db.delete(revenueImports).where(
      inArray(
        revenueImports.id,
        open.map((row) => row.id),
      ),
    );
    const future = `${new Date().getUTCFullYear() + 1}-01`;
    const refused = await start(future);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ period: 'must be a past or current month, as YYYY-MM' });
  });
});

describe('the offline default', () => {
  it("reads a month from the stand-in the server serves, with Content ID's stand-in content owner", async () => {
    const port = await freePort();
    const contentId = contentIdSetup({
      contentId: undefined,
      contentIdStandIn: true,
      host: '127.0.0.1',
      port,
    });
    const setup = analyticsSetup(contentId, { host: '127.0.0.1', port });
    expect(setup.settings).toMatchObject({ contentOwnerId: contentId.settings!.contentOwnerId });
    const local = await createTestApp({ analytics: setup.settings, analyticsStandIn: setup.standIn });
    try {
      await local.app.listen({ port, host: '127.0.0.1' });
      const token = await local.login('admin@example.com');
      const started = await answerOf(local.app, token, 'POST', '/royalties/revenue/analytics', {
        period: '2026-06',
      });
      expect(started.status).toBe(202);
      let done = started.body.result;
      for (let i = 0; i < 150 && done.status === 'importing'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        done = (await answerOf(local.app, token, 'GET', `/royalties/revenue/imports/${done._id}`)).body
          .result;
      }
      expect(done).toMatchObject({ status: 'imported', source: 'youtube_analytics' });
      expect(done.row_count).toBeGreaterThan(0);
    } finally {
      await local.close();
    }
  }, 120_000);
});

describe('without the Analytics API', () => {
  it('says plainly it is not configured, and invents nothing', async () => {
    const bare = await createTestApp({ noWorker: true });
    try {
      const token = await bare.login('admin@example.com');
      const imports = async () =>
        (await bare.db.select({ n: sql<number>`count(*)::int` }).from(revenueImports))[0]!.n;
      // The demo seed's months are there already; the refused call adds none.
      const before = await imports();
      expect((await answerOf(bare.app, token, 'GET', '/royalties/revenue/analytics')).body.result).toEqual({
        configured: false,
      });
      const refused = await answerOf(bare.app, token, 'POST', '/royalties/revenue/analytics', {
        period: '2026-09',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message_id).toBe('royalties.analytics_not_configured');
      expect(await imports()).toBe(before);
    } finally {
      await bare.close();
    }
  }, 120_000);
});
