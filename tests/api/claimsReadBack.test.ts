import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClaimStatus } from '../../shared/claims';
import { activityLogs } from '../../server/entities/activityLog/table';
import {
  CLAIM_READ_BACK_JOB,
  CLAIM_RELEASE_JOB,
  CLAIM_SEND_JOB,
} from '../../server/entities/claims/jobKinds';
import { claimJobHandlers } from '../../server/entities/claims/jobs';
import { assetContentIds } from '../../server/entities/library/table';
import { contentIdSetup } from '../../server/platform/google/contentIdSetup';
import { freePort } from '../../scripts/serverProcess';
import { claimReadBackHandlers } from '../../server/entities/claims/readBack';
import { claimReadBacks, manualClaims } from '../../server/entities/claims/table';
import { CLAIM_ENTITY } from '../../server/entities/claims/takedownRequest';
import { createContentIdClient, type ContentIdSettings } from '../../server/platform/google/contentId';
import {
  contentIdStandIn,
  createStandInContentId,
  type StandInContentId,
} from '../../server/platform/google/standInContentId';
import type { Job, JobHandler } from '../../server/platform/jobs/handler';
import { PermanentJobError } from '../../server/platform/jobs/queue';
import { jobs } from '../../server/platform/jobs/table';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

const peer = {
  clientId: 'cid-client',
  clientSecret: 'cid-secret',
  refreshToken: 'cid-refresh',
  contentOwnerId: 'owner-read-back',
};
/** Two claims a page: three claims in a state take two pages. */
const PAGE_SIZE = 2;
let server: FastifyInstance;
let youtube: StandInContentId;
let settings: ContentIdSettings;
let t: TestApp;

beforeAll(async () => {
  youtube = createStandInContentId({ pageSize: PAGE_SIZE });
  server = Fastify();
  await server.register(contentIdStandIn, { prefix: '/google', ...peer, state: youtube });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  settings = {
    apiUrl: `${base}/google/youtube/partner/v1`,
    contentOwnerId: peer.contentOwnerId,
    refreshToken: peer.refreshToken,
    google: { tokenUrl: `${base}/google/token`, clientId: peer.clientId, clientSecret: peer.clientSecret },
  };
  t = await createTestApp({ noWorker: true, contentId: settings });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const claimOf = async (title: string) =>
  (await t.db.select().from(manualClaims).where(eq(manualClaims.videoTitle, title)))[0]!;

/** A claim of YouTube's, not sent from here (another content owner's tool, say). */
const foreign = (status: string) => {
  const id = randomBytes(8).toString('hex');
  youtube.claims.set(id, {
    id,
    assetId: 'A-FOREIGN',
    videoId: `foreign${id.slice(0, 4)}`,
    contentType: 'audio',
    status,
    isManualClaim: true,
    policy: { rules: [{ action: 'track' }] },
    matchInfo: {},
    timeStatusLastModified: new Date().toISOString(),
  });
};

/** The seeded claim, as sent to YouTube (active there) and known here to be so. */
const sent = async (title: string) => {
  const row = await claimOf(title);
  const id = `yt-${row.id.slice(0, 8)}`;
  youtube.claims.set(id, {
    id,
    assetId: 'A-OURS',
    videoId: row.videoId,
    contentType: row.contentType,
    status: 'active',
    isManualClaim: true,
    policy: { rules: [{ action: row.policy }] },
    matchInfo: {},
    timeStatusLastModified: new Date().toISOString(),
  });
  await t.db
    .update(manualClaims)
    .set({ youtubeClaimId: id, youtubeSentAt: new Date(), youtubeStatus: 'active' })
    .where(eq(manualClaims.id, row.id));
  return id;
};

let progress: number[] = [];
const readBack = () =>
  claimReadBackHandlers({ db: t.db, contentId: createContentIdClient(settings) })[CLAIM_READ_BACK_JOB]!({
    job: { payload: {}, attempts: 1, maxAttempts: 5 } as unknown as Job,
    progress: async (percent) => {
      progress.push(percent);
    },
    signal: new AbortController().signal,
  });
const stateRow = async () =>
  (
    await t.db.select().from(claimReadBacks).where(eq(claimReadBacks.contentOwnerId, peer.contentOwnerId))
  )[0]!;
const youtubeEntries = async (claimId: string) =>
  (
    await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, CLAIM_ENTITY), eq(activityLogs.entityId, claimId)))
  ).filter((entry) => entry.after?.by === 'youtube');

beforeEach(() => {
  progress = [];
});

describe('the read-back of claims from Content ID', () => {
  it('pages through every state and moves here what YouTube changed, as YouTube', async () => {
    const harbour = await sent('Late night harbour mix');
    const porto = await sent('Night train to Porto');
    // A dispute made here only (the seed's): YouTube still has the claim active, and it stays disputed.
    const rainy = await sent('Rainy library ambience, 3 hours');
    for (let i = 0; i < 3; i++) foreign('active');
    for (let i = 0; i < 2; i++) foreign('inactive');
    youtube.setStatus(harbour, 'disputed');
    youtube.setStatus(porto, 'inactive');
    const searches = youtube.calls.search;

    await readBack();

    const disputed = await claimOf('Late night harbour mix');
    expect(disputed).toMatchObject({
      status: ClaimStatus.DISPUTED,
      disputedBy: null,
      youtubeStatus: 'disputed',
    });
    expect(disputed.dueAt).not.toBeNull();
    const released = await claimOf('Night train to Porto');
    expect(released).toMatchObject({ status: ClaimStatus.RELEASED, youtubeStatus: 'inactive' });
    expect(released.releasedAt).not.toBeNull();
    expect(await claimOf('Rainy library ambience, 3 hours')).toMatchObject({ status: ClaimStatus.DISPUTED });
    expect(await youtubeEntries(disputed.id)).toEqual([
      expect.objectContaining({
        action: 'status',
        actorId: disputed.rightsHolderId,
        before: { status: ClaimStatus.ACTIVE },
        after: expect.objectContaining({
          status: ClaimStatus.DISPUTED,
          transition: 'dispute',
          by: 'youtube',
        }),
      }),
    ]);
    expect(await youtubeEntries((await claimOf('Rainy library ambience, 3 hours')).id)).toEqual([]);
    // YouTube released it: nothing is sent back to YouTube.
    const releases = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, CLAIM_RELEASE_JOB), eq(jobs.subjectId, released.id)));
    expect(releases).toEqual([]);
    // active: 4 claims (2 pages), disputed 1, appealed 0, inactive 3 (2 pages), takedown 0.
    expect(youtube.calls.search - searches).toBe(7);
    expect(progress.length).toBe(7);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await stateRow()).toMatchObject({
      resumeState: 0,
      resumePageToken: null,
      claimsRead: 3,
      claimsChanged: 2,
      refusals: [],
      lastError: null,
    });
    expect((await stateRow()).lastCompletedAt).not.toBeNull();
    expect(youtube.searches.slice(-7).every((query) => query.statusModifiedAfter === undefined)).toBe(true);
    void rainy;
  });

  it('asks only for the changes since the last completed run started, with a day of overlap', async () => {
    const since = (await stateRow()).changesSince!;
    const asked = youtube.searches.length;
    await readBack();
    const day = new Date(since.getTime() - 86_400_000).toISOString().slice(0, 10);
    const searches = youtube.searches.slice(asked);
    expect(searches.map((query) => query.statusModifiedAfter)).toEqual(searches.map(() => day));
    expect(searches.map((query) => query.onBehalfOfContentOwner)).toEqual(
      searches.map(() => peer.contentOwnerId),
    );
    // Nothing changed at YouTube since: nothing changes here.
    expect(await stateRow()).toMatchObject({ claimsRead: 3, claimsChanged: 0 });
  });

  it('reports a change the transitions here refuse, once, and leaves the claim as it is', async () => {
    const sunrise = await sent('Sunrise over the Douro valley');
    youtube.setStatus(sunrise, 'disputed');
    await readBack();
    const kept = await claimOf('Sunrise over the Douro valley');
    expect(kept).toMatchObject({ status: ClaimStatus.APPEALED, youtubeStatus: 'disputed' });
    expect(await youtubeEntries(kept.id)).toEqual([]);
    expect((await stateRow()).refusals).toEqual([
      {
        claim_id: kept.id,
        video_title: 'Sunrise over the Douro valley',
        youtube_status: 'disputed',
        status: ClaimStatus.APPEALED,
        reason: 'A claim that is appealed cannot become disputed.',
        reason_message: {
          id: 'claims.transition_refused',
          params: { from: 'appealed', to: 'disputed' },
        },
      },
    ]);
    // Seen: the next run does not report it again.
    await readBack();
    expect((await stateRow()).refusals).toEqual([]);
  });

  it('a row rule refuses too: a claim is disputed once', async () => {
    const harbour = await claimOf('Late night harbour mix');
    // Disputed at YouTube (the first test), then upheld there: upheld here too.
    youtube.setStatus(harbour.youtubeClaimId!, 'active');
    await readBack();
    expect(await claimOf('Late night harbour mix')).toMatchObject({ status: ClaimStatus.ACTIVE });
    expect((await claimOf('Late night harbour mix')).upheldAt).not.toBeNull();
    youtube.setStatus(harbour.youtubeClaimId!, 'disputed');
    await readBack();
    expect(await claimOf('Late night harbour mix')).toMatchObject({
      status: ClaimStatus.ACTIVE,
      youtubeStatus: 'disputed',
    });
    expect((await stateRow()).refusals).toEqual([
      expect.objectContaining({
        claim_id: harbour.id,
        youtube_status: 'disputed',
        reason: 'This claim was disputed already: a claim is disputed once.',
        reason_message: { id: 'claims.already_disputed' },
      }),
    ]);
  });

  it('a failure part way through is retried from the page it reached', async () => {
    for (let i = 0; i < 3; i++) foreign('active');
    const bergen = await sent('Bergen in 48 hours');
    // Pending here, active at YouTube (as sent): then released there.
    youtube.setStatus(bergen, 'inactive');
    youtube.failAfter(1, { status: 500, reason: 'backendError' });
    const searches = youtube.calls.search;
    await expect(readBack()).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await stateRow()).toMatchObject({
      resumeState: 0,
      lastError: expect.stringContaining('backendError'),
    });
    expect((await stateRow()).resumePageToken).not.toBeNull();
    expect(youtube.calls.search - searches).toBe(2);

    const resumed = youtube.calls.search;
    await readBack();
    // The first page of the active claims is not read again; every other state's pages are.
    const pagesOf = (status: string) =>
      Math.max(
        1,
        Math.ceil([...youtube.claims.values()].filter((c) => c.status === status).length / PAGE_SIZE),
      );
    expect(youtube.calls.search - resumed).toBe(
      pagesOf('active') -
        1 +
        pagesOf('disputed') +
        pagesOf('appealed') +
        pagesOf('inactive') +
        pagesOf('takedown'),
    );
    expect(await claimOf('Bergen in 48 hours')).toMatchObject({ status: ClaimStatus.RELEASED });
    expect((await stateRow()).lastError).toBeNull();
  });

  it('over the quota, waits for the next quota day; refused for good, fails at once', async () => {
    youtube.failNext({ status: 403, reason: 'quotaExceeded' });
    await readBack();
    expect((await stateRow()).lastError).toContain('quotaExceeded');
    const [waiting] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, CLAIM_READ_BACK_JOB), inArray(jobs.state, ['queued'])));
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now());
    const followed = await answerOf(
      t.app,
      await t.login('manager@example.com'),
      'GET',
      '/manual/claim/read-back',
    );
    expect(followed.body.result).toMatchObject({
      job_id: waiting!.id,
      waiting_until: waiting!.runAt.toISOString(),
      last_error: expect.stringContaining('quotaExceeded'),
    });
    await t.db.delete(jobs).where(eq(jobs.id, waiting!.id));

    youtube.failNext({ status: 403, reason: 'forbidden' });
    await expect(readBack()).rejects.toBeInstanceOf(PermanentJobError);
    await readBack();
    expect((await stateRow()).lastError).toBeNull();
  });
});

describe('asking for a read-back', () => {
  const as = async (who: string) => t.login(`${who}@example.com`);

  it("is CRUD staff's: queued once, followed, refused to the others", async () => {
    const manager = await as('manager');
    const first = await answerOf(t.app, manager, 'POST', '/manual/claim/read-back');
    expect(first.status).toBe(200);
    const again = await answerOf(t.app, await as('admin'), 'POST', '/manual/claim/read-back');
    expect(again.body.result.job_id).toBe(first.body.result.job_id);
    const state = await answerOf(t.app, manager, 'GET', '/manual/claim/read-back');
    expect(state.status).toBe(200);
    expect(state.body.result).toMatchObject({
      configured: true,
      job_id: first.body.result.job_id,
      progress: 0,
      claims_changed: expect.any(Number),
    });
    for (const who of ['viewer', 'rightsholder', 'rhteam', 'creator']) {
      expect((await answerOf(t.app, await as(who), 'POST', '/manual/claim/read-back')).status).toBe(403);
      expect((await answerOf(t.app, await as(who), 'GET', '/manual/claim/read-back')).status).toBe(403);
    }
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, first.body.result.job_id));
    expect(job).toMatchObject({ kind: CLAIM_READ_BACK_JOB, requestedBy: expect.any(String) });
  });

  it('is refused (409) where Content ID is not configured', async () => {
    const bare = await createTestApp({ noWorker: true });
    try {
      const token = await bare.login('manager@example.com');
      const refused = await answerOf(bare.app, token, 'POST', '/manual/claim/read-back');
      expect(refused.status).toBe(409);
      expect(refused.body.message_id).toBe('claims.not_configured');
      const state = await answerOf(bare.app, token, 'GET', '/manual/claim/read-back');
      expect(state.body.result).toMatchObject({ configured: false, job_id: null });
    } finally {
      await bare.close();
    }
    // A second seeded app of its own: slow on a loaded machine.
  }, 120_000);
});

describe('the offline default', () => {
  it('sends an approved claim to the stand-in the server serves, and reads its release back', async () => {
    const port = await freePort();
    const setup = contentIdSetup({ contentId: undefined, contentIdStandIn: true, host: '127.0.0.1', port });
    const local = await createTestApp({
      noWorker: true,
      contentId: setup.settings,
      contentIdStandIn: setup.standIn,
    });
    try {
      await local.app.listen({ port, host: '127.0.0.1' });
      const client = createContentIdClient(setup.settings!);
      const run = async (kind: string, id: string, handlers: Record<string, JobHandler>) => {
        const [job] = await local.db.select().from(jobs).where(eq(jobs.id, id));
        await handlers[kind]!({ job: job!, progress: async () => {}, signal: new AbortController().signal });
      };
      const [lisbon] = await local.db
        .select()
        .from(manualClaims)
        .where(eq(manualClaims.videoTitle, 'Lisbon in a day'));
      await local.db
        .insert(assetContentIds)
        .values({ assetId: lisbon!.assetId, contentIdAssetId: 'A-PETAL-DRUMS' })
        .onConflictDoNothing();
      const manager = await local.login('manager@example.com');
      const approved = await answerOf(
        local.app,
        manager,
        'PUT',
        `/manual/claim/change-status/${lisbon!.id}`,
        {
          status: ClaimStatus.ACTIVE,
        },
      );
      expect(approved.status).toBe(200);
      expect(approved.body.result).toMatchObject({ youtube_configured: true, sent_to_youtube: false });
      const [send] = await local.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, CLAIM_SEND_JOB), eq(jobs.subjectId, lisbon!.id)));
      await run(CLAIM_SEND_JOB, send!.id, claimJobHandlers(local.db, client));

      const [sentRow] = await local.db.select().from(manualClaims).where(eq(manualClaims.id, lisbon!.id));
      const atYouTube = setup.standIn!.state.claims.get(sentRow!.youtubeClaimId!);
      expect(atYouTube).toMatchObject({
        videoId: lisbon!.videoId,
        assetId: 'A-PETAL-DRUMS',
        status: 'active',
      });

      // Released in YouTube Studio: read back, it is released here too.
      setup.standIn!.state.setStatus(atYouTube!.id, 'inactive');
      const queued = await answerOf(local.app, manager, 'POST', '/manual/claim/read-back');
      expect(queued.status).toBe(200);
      await run(
        CLAIM_READ_BACK_JOB,
        queued.body.result.job_id,
        claimReadBackHandlers({ db: local.db, contentId: client }),
      );
      const after = await answerOf(local.app, manager, 'PATCH', `/manual/claim/${lisbon!.id}`);
      expect(after.body.result).toMatchObject({ status: ClaimStatus.RELEASED, sent_to_youtube: true });
      expect(setup.standIn!.state.calls.search).toBeGreaterThanOrEqual(5);
    } finally {
      await local.close();
    }
  }, 120_000);
});
