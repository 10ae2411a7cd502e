import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimStatus } from '../../shared/claims';
import { CLAIM_RELEASE_JOB, CLAIM_SEND_JOB } from '../../server/entities/claims/jobKinds';
import { claimJobHandlers } from '../../server/entities/claims/jobs';
import { manualClaims } from '../../server/entities/claims/table';
import { assetContentIds } from '../../server/entities/library/table';
import type { Job } from '../../server/platform/jobs/handler';
import { PermanentJobError } from '../../server/platform/jobs/queue';
import { createTestApp, type TestApp } from '../support/testApp';
import { GoogleError } from '../../server/platform/google/client';
import {
  createContentIdClient,
  segmentTime,
  type ClaimToInsert,
  type ContentIdSettings,
} from '../../server/platform/google/contentId';
import {
  contentIdStandIn,
  createStandInContentId,
  type StandInContentId,
} from '../../server/platform/google/standInContentId';

const peer = {
  clientId: 'cid-client',
  clientSecret: 'cid-secret',
  refreshToken: 'cid-refresh',
  contentOwnerId: 'owner-1',
};
let server: FastifyInstance;
let state: StandInContentId;
let settings: ContentIdSettings;

beforeAll(async () => {
  state = createStandInContentId();
  server = Fastify();
  await server.register(contentIdStandIn, { prefix: '/google', ...peer, state });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  settings = {
    apiUrl: `${base}/google/youtube/partner/v1`,
    contentOwnerId: peer.contentOwnerId,
    refreshToken: peer.refreshToken,
    google: { tokenUrl: `${base}/google/token`, clientId: peer.clientId, clientSecret: peer.clientSecret },
  };
});
afterAll(() => server.close());

const claim = (videoId: string, overrides: Partial<ClaimToInsert> = {}): ClaimToInsert => ({
  assetId: 'A123456789',
  videoId,
  contentType: 'audio',
  action: 'monetize',
  segments: [{ start: 65.5, finish: 3725 }],
  ...overrides,
});
/** The error a call fails with (it must fail). */
const failureOf = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
};

describe('the Content ID client against its stand-in', () => {
  it('writes segment bounds as Content ID does', () => {
    expect(segmentTime(0)).toBe('00:00:00.000');
    expect(segmentTime(3725.25)).toBe('01:02:05.250');
  });

  it('inserts a manual claim, finds it, and releases it, with one token', async () => {
    const client = createContentIdClient(settings);
    const inserted = await client.insertClaim(
      claim('vid00000001', { territories: { type: 'include', territories: ['DE', 'AT'] } }),
    );
    expect(inserted.status).toBe('active');
    const stored = state.claims.get(inserted.id)!;
    expect(stored).toMatchObject({ videoId: 'vid00000001', assetId: 'A123456789', isManualClaim: true });
    expect(stored.matchInfo).toEqual({
      matchSegments: [{ manual_segment: { start: '00:01:05.500', finish: '01:02:05.000' } }],
    });
    expect(stored.policy).toEqual({
      rules: [
        {
          action: 'monetize',
          conditions: { requiredTerritories: { type: 'include', territories: ['DE', 'AT'] } },
        },
      ],
    });
    await client.insertClaim(claim('vid00000002', { contentType: 'audiovisual', action: 'track' }));

    const byVideo = await client.searchClaims({ videoId: 'vid00000001' });
    expect(byVideo).toEqual({
      items: [expect.objectContaining({ id: inserted.id })],
      nextPageToken: null,
      totalResults: 1,
    });
    const byAsset = await client.searchClaims({ assetId: 'A123456789' });
    expect(byAsset.items.map((c) => c.videoId).sort()).toEqual(['vid00000001', 'vid00000002']);
    const byState = await client.searchClaims({ status: 'active', statusModifiedAfter: '2000-01-01' });
    expect(byState.items.map((c) => c.id)).toContain(inserted.id);
    expect(state.searches.at(-1)).toMatchObject({ status: 'active', statusModifiedAfter: '2000-01-01' });
    expect(await client.getClaim(inserted.id)).toMatchObject({ id: inserted.id, status: 'active' });

    const released = await client.releaseClaim(inserted.id);
    expect(released.status).toBe('inactive');
    expect(state.claims.get(inserted.id)!.status).toBe('inactive');
    expect((await client.getClaim(inserted.id)).status).toBe('inactive');
    expect(state.calls.token).toBe(1);
  });

  it('surfaces refusals and failures as clear errors naming no secret', async () => {
    const client = createContentIdClient(settings);
    state.failNext({ status: 403, reason: 'forbidden' });
    const forbidden = await failureOf(client.insertClaim(claim('vid00000003')));
    expect(forbidden).toBeInstanceOf(GoogleError);
    expect(forbidden).toMatchObject({ kind: 'forbidden' });
    expect((forbidden as Error).message).toContain('forbidden');

    state.failNext({ status: 500, reason: 'backendError' });
    const down = await failureOf(client.releaseClaim('whatever'));
    expect(down).toMatchObject({ kind: 'unavailable' });

    state.failNext({ status: 403, reason: 'quotaExceeded' });
    expect(await failureOf(client.searchClaims({ videoId: 'x' }))).toMatchObject({ kind: 'quota' });

    const missing = await failureOf(client.releaseClaim('no-such-claim'));
    expect(missing).toMatchObject({ kind: 'forbidden' });
    expect((missing as Error).message).toContain('notFound');

    const invalid = await failureOf(client.insertClaim(claim('vid00000004', { segments: [] })));
    expect((invalid as Error).message).toContain('invalidValue');

    const otherOwner = createContentIdClient({ ...settings, contentOwnerId: 'owner-2' });
    const refused = await failureOf(otherOwner.insertClaim(claim('vid00000005')));
    expect(refused).toMatchObject({ kind: 'forbidden' });
    expect((refused as Error).message).toContain('content owner');

    const badGrant = createContentIdClient({ ...settings, refreshToken: 'revoked' });
    const grant = await failureOf(badGrant.insertClaim(claim('vid00000006')));
    expect(grant).toMatchObject({ kind: 'invalid_grant' });
    expect((grant as Error).message).not.toContain('revoked');
    expect(JSON.stringify([...state.claims.values()].map((c) => c.videoId))).not.toContain('vid00000005');
  });
});

describe('the sendings of claims to Content ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ noWorker: true });
  });
  afterAll(() => t.close());

  const run = (kind: string, claimId: string) =>
    claimJobHandlers(t.db, createContentIdClient(settings))[kind]!({
      job: { payload: { claimId } } as unknown as Job,
      progress: async () => {},
      signal: new AbortController().signal,
    });
  const claimOf = async (title: string) =>
    (await t.db.select().from(manualClaims).where(eq(manualClaims.videoTitle, title)))[0]!;

  it('sends a claim in force with its policy and territories, and releases it', async () => {
    const before = await claimOf('Late night harbour mix');
    expect(before.status).toBe(ClaimStatus.ACTIVE);
    await t.db.insert(assetContentIds).values({ assetId: before.assetId, contentIdAssetId: 'A-LIGHTHOUSE' });
    await run(CLAIM_SEND_JOB, before.id);
    const sent = await claimOf('Late night harbour mix');
    expect(sent.youtubeClaimId).not.toBeNull();
    expect(sent.youtubeSentAt).not.toBeNull();
    expect(state.claims.get(sent.youtubeClaimId!)).toMatchObject({
      assetId: 'A-LIGHTHOUSE',
      videoId: before.videoId,
      policy: {
        rules: [
          {
            action: 'block',
            conditions: { requiredTerritories: { type: 'include', territories: ['DE', 'AT', 'CH'] } },
          },
        ],
      },
    });
    await t.db
      .update(manualClaims)
      .set({ status: ClaimStatus.RELEASED })
      .where(eq(manualClaims.id, before.id));
    await run(CLAIM_RELEASE_JOB, before.id);
    expect(state.claims.get(sent.youtubeClaimId!)!.status).toBe('inactive');
  });

  it("keeps Content ID's refusal on the claim and stops retrying", async () => {
    const claim = await claimOf('Night train to Porto');
    await t.db.insert(assetContentIds).values({ assetId: claim.assetId, contentIdAssetId: 'A-NIGHTBLOOM' });
    state.failNext({ status: 403, reason: 'forbidden' });
    await expect(run(CLAIM_SEND_JOB, claim.id)).rejects.toBeInstanceOf(PermanentJobError);
    const after = await claimOf('Night train to Porto');
    expect(after.youtubeClaimId).toBeNull();
    expect(after.youtubeError).toContain('forbidden');
  });
});
