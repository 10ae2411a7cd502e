import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ClaimStatus,
  statusChangeOf,
  CLAIM_STATUS_NAMES,
  type ClaimTransitionName,
} from '../../../shared/claims';
import { TITLE_MAX_LENGTH } from '../../../shared/constants';
import { canDo } from '../../../shared/resources';
import { msg } from '../../../shared/serverMessages';
import { isRightHolderSide } from '../../../shared/roles';
import type { AuthContext, RouteAccess } from '../../platform/auth/context';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import type { ContentIdClient } from '../../platform/google/contentId';
import { QUOTA_UNITS, videosById } from '../../platform/google/youtube';
import { activityLog } from '../../platform/http/activity';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http/errors';
import { Answer, IdParams, ListAnswer } from '../../platform/http/schemas';
import { enqueueJob } from '../../platform/jobs/queue';
import type { ChannelConnection } from '../channels/connection/connection';
import { assets, AssetStage } from '../assets/table';
import { callForPerson, publicAccess } from '../monitoring/google';
import { safeThumbnail } from './thumbnail';
import { CLAIM_SEND_ATTEMPTS, CLAIM_SEND_JOB, CLAIM_SENDS } from './jobKinds';
import { licenceBar } from './licence';
import { claimHistory, findClaim, listClaims } from './repository';
import {
  ClaimCreateBody,
  ClaimHistoryEntry,
  ClaimListBody,
  ClaimRecord,
  ClaimUpdateBody,
  ReasonBody,
  StatusChangeBody,
} from './schemas';
import { manualClaims, type ClaimSegment } from './table';
import { CLAIM_ENTITY } from './takedownRequest';
import { parseVideoRef } from './videoRef';
import { applyTransition } from './workflow';
import { claimScope } from './scope';

type ClaimingAction = 'read' | 'create' | 'update' | 'delete' | 'status' | 'send';
const claiming = (action: ClaimingAction) =>
  ({ access: { resource: 'assets/manual-claiming', action } }) as const;
const claimVideo = (action: 'read' | 'dispute' | 'appeal') =>
  ({ access: { resource: 'assets/claim-video', action } }) as const;

const ClaimAnswer = Answer(ClaimRecord);

/** Each segment ends after it starts, in the video and in the asset. */
function checkSegments(segments: readonly ClaimSegment[] | undefined) {
  const reasons: Record<string, 'claims.segment_order'> = {};
  segments?.forEach((s, i) => {
    if (s.video_end <= s.video_start) reasons[`segments.${i}.video_end`] = 'claims.segment_order';
    if (s.asset_end <= s.asset_start) reasons[`segments.${i}.asset_end`] = 'claims.segment_order';
  });
  if (Object.keys(reasons).length > 0) throw badRequest('request.invalid', reasons);
}

/** Territories go with their rule, and a rule with territories. */
function checkTerritories(rule: string | null | undefined, territories: readonly string[] | undefined) {
  if (rule === undefined && territories === undefined) return;
  if (Boolean(rule) !== (territories !== undefined && territories.length > 0)) {
    throw badRequest('request.invalid', { territory_rule: 'claims.territory_rule_needed' });
  }
}

/** The claimant's side: staff, or the rights holder's side for its own assets' claims (else 404). */
const claimantScope = (auth: AuthContext) =>
  isRightHolderSide(auth.type) ? claimScope(auth) : auth.ownerId === null ? undefined : sql`false`;

/**
 * Manual claims (issue 35): filing with the licence check, the lists of Manual Claiming and
 * Claimed Videos, edits, the transitions (shared/claims) and the Content ID sending.
 */
export const claimRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  connection: ChannelConnection;
  youtubeDailyQuota: number;
  contentId?: ContentIdClient;
  jobs?: { nudge(): void };
}> = async (app, { db, connection, youtubeDailyQuota, contentId, jobs }) => {
  const configured = contentId !== undefined;

  /** The claim the caller sees, with the claimant rule for writes (404 otherwise). */
  const claimFor = async (auth: AuthContext, id: string, claimant: boolean) => {
    const [row] = await db
      .select({ id: manualClaims.id })
      .from(manualClaims)
      .where(
        and(
          eq(manualClaims.id, id),
          ne(manualClaims.status, ClaimStatus.DELETED),
          claimant ? claimantScope(auth) : claimScope(auth),
        ),
      );
    if (!row) throw notFound('not_found.claim');
  };
  const answer = async (auth: AuthContext, id: string) => {
    const found = await findClaim(db, auth, id, configured);
    if (!found) throw notFound('not_found.claim');
    return found;
  };
  const queueSend = async (tx: Database, auth: AuthContext, id: string) => {
    if (!configured) return;
    await enqueueJob(
      tx,
      CLAIM_SEND_JOB,
      { claimId: id },
      { subjectId: id, requestedBy: auth.userId, limit: CLAIM_SENDS, maxAttempts: CLAIM_SEND_ATTEMPTS },
    );
  };
  /** One transition as its route makes it: the claim seen, the transition made, the answer read again. */
  const transition = async (
    auth: AuthContext,
    id: string,
    name: ClaimTransitionName,
    claimant: boolean,
    options: { reason?: string; note?: string } = {},
  ) => {
    await claimFor(auth, id, claimant);
    await db.transaction(async (tx) => {
      const after = await applyTransition(tx, id, name, auth.userId, options);
      if (name === 'approve' && after.status === ClaimStatus.ACTIVE) await queueSend(tx, auth, id);
    });
    jobs?.nudge();
    return answer(auth, id);
  };

  for (const [url, access, description] of <Array<[string, { access: RouteAccess }, string]>>[
    [
      '/manual/claim',
      claiming('read'),
      "Manual Claiming: the claims the caller sees (staff all, a rights holder's side its own).",
    ],
    [
      '/manual/claim/video',
      claimVideo('read'),
      "Claimed Videos: the claims the caller sees (a creator's side those on its own channels' videos).",
    ],
  ]) {
    app.post(
      url,
      {
        schema: { description, body: ClaimListBody, response: { 200: ListAnswer(ClaimRecord) } },
        config: access,
      },
      async (request) => ({ result: await listClaims(db, caller(request), request.body, configured) }),
    );
  }

  for (const [url, access] of <Array<[string, { access: RouteAccess }]>>[
    ['/manual/claim/:id', claiming('read')],
    ['/manual/claim/video/:id', claimVideo('read')],
  ]) {
    app.patch(
      url,
      {
        schema: { description: 'One claim.', params: IdParams, response: { 200: ClaimAnswer } },
        config: access,
      },
      async (request) => ({ result: await answer(caller(request), request.params.id) }),
    );
  }

  for (const [url, access] of <Array<[string, { access: RouteAccess }]>>[
    ['/manual/claim/history/:id', claiming('read')],
    ['/manual/claim/video/history/:id', claimVideo('read')],
  ]) {
    app.get(
      url,
      {
        schema: {
          description:
            "A claim's history, oldest first: who filed, edited, decided, disputed or appealed it and when, with the transitions, reasons and overrides (404 for a claim the caller does not see).",
          params: IdParams,
          response: { 200: Answer(Type.Array(ClaimHistoryEntry)) },
        },
        config: access,
      },
      async (request) => {
        const history = await claimHistory(db, caller(request), request.params.id);
        if (!history) throw notFound('not_found.claim');
        return { result: history };
      },
    );
  }

  app.post(
    '/manual/claim/add',
    {
      schema: {
        description:
          "Files a claim: a YouTube video (checked through the YouTube Data API), an approved asset (a rights holder's side: its own), match segments, content type and policy. 409 for the same video and asset twice, and for a video whose channel holds an active agreement covering the asset or is whitelisted (CRUD staff may override with a written reason, logged).",
        body: ClaimCreateBody,
        response: { 201: ClaimAnswer },
      },
      config: claiming('create'),
    },
    async (request, reply) => {
      const auth = caller(request);
      const body = request.body;
      const videoId = parseVideoRef(body.video);
      if (!videoId) throw badRequest('request.invalid', { video: 'claims.bad_video' });
      checkSegments(body.segments);
      checkTerritories(body.territory_rule, body.territories);
      if (body.override_reason !== undefined && !canDo('assets/manual-claiming', 'override', auth.type)) {
        throw forbidden();
      }
      const [asset] = await db
        .select({ id: assets.id, rightsHolderId: assets.rightsHolderId })
        .from(assets)
        .where(
          and(
            eq(assets.id, body.asset_id),
            eq(assets.stage, AssetStage.APPROVED),
            ne(assets.status, ClaimStatus.DELETED),
            auth.ownerId === null ? undefined : eq(assets.rightsHolderId, auth.ownerId),
          ),
        );
      if (!asset || (auth.ownerId !== null && !isRightHolderSide(auth.type))) {
        throw badRequest('request.invalid', { asset_id: 'claims.asset_not_claimable' });
      }
      const duplicate = () => conflict('claims.duplicate', { video: 'field.already_used' });
      const taken = await db
        .select({ id: manualClaims.id })
        .from(manualClaims)
        .where(
          and(
            eq(manualClaims.videoId, videoId),
            eq(manualClaims.assetId, asset.id),
            ne(manualClaims.status, ClaimStatus.DELETED),
          ),
        );
      if (taken.length > 0) throw duplicate();
      const access = publicAccess(connection);
      const [video] = await callForPerson(db, QUOTA_UNITS.videos, youtubeDailyQuota, () =>
        videosById(access.settings, access.credential, [videoId]),
      );
      if (!video?.channelId) {
        throw badRequest('claims.no_such_video', { video: 'claims.no_such_video_field' });
      }
      const bar = await licenceBar(db, video.channelId, asset.id);
      if (bar && body.override_reason === undefined) {
        throw bar.kind === 'agreement'
          ? conflict(msg('claims.licensed', { agreement: bar.title }), undefined)
          : conflict('claims.whitelisted');
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(manualClaims)
          .values({
            videoId,
            videoTitle: video.title.slice(0, TITLE_MAX_LENGTH) || videoId,
            channelYoutubeId: video.channelId,
            channelTitle: (video.channelTitle || video.channelId).slice(0, TITLE_MAX_LENGTH),
            thumbnailUrl: safeThumbnail(video.thumbnailUrl),
            assetId: asset.id,
            rightsHolderId: asset.rightsHolderId,
            filedBy: auth.userId,
            segments: body.segments,
            contentType: body.content_type,
            policy: body.policy,
            territoryRule: body.territory_rule ?? null,
            territories: body.territories ?? [],
            ...(bar && {
              overrideReason: body.override_reason,
              overrideAgreementId: bar.kind === 'agreement' ? bar.id : null,
              overriddenBy: auth.userId,
            }),
          })
          .onConflictDoNothing()
          .returning({ id: manualClaims.id });
        if (!row) throw duplicate();
        await activityLog().record(tx, auth.userId, [
          {
            action: 'create',
            entity: CLAIM_ENTITY,
            entityId: row.id,
            after: {
              video_id: videoId,
              asset_id: asset.id,
              status: ClaimStatus.PENDING,
              ...(bar && {
                override: bar.kind === 'agreement' ? `agreement ${bar.title}` : 'whitelisted channel',
                override_reason: body.override_reason,
              }),
            },
          },
        ]);
        return row.id;
      });
      reply.status(201);
      return { result: await answer(auth, id), message: 'Claim filed.' };
    },
  );

  app.put(
    '/manual/claim/:id',
    {
      schema: {
        description:
          "Edits a pending (or potential) claim's terms: segments, content type, policy, territories.",
        params: IdParams,
        body: ClaimUpdateBody,
        response: { 200: ClaimAnswer },
      },
      config: claiming('update'),
    },
    async (request) => {
      const auth = caller(request);
      const { id } = request.params;
      const body = request.body;
      checkSegments(body.segments);
      await claimFor(auth, id, true);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(manualClaims).where(eq(manualClaims.id, id)).for('update');
        if (!before) throw notFound('not_found.claim');
        if (before.status !== ClaimStatus.PENDING && before.status !== ClaimStatus.POTENTIAL) {
          throw conflict('claims.not_editable');
        }
        const rule = body.territory_rule !== undefined ? body.territory_rule : before.territoryRule;
        const territories = body.territories ?? before.territories;
        checkTerritories(rule, territories);
        const changes = {
          ...(body.segments && { segments: body.segments }),
          ...(body.content_type && { contentType: body.content_type }),
          ...(body.policy && { policy: body.policy }),
          territoryRule: rule,
          territories,
        };
        await tx
          .update(manualClaims)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(manualClaims.id, id));
        await activityLog().record(tx, auth.userId, [
          {
            action: 'update',
            entity: CLAIM_ENTITY,
            entityId: id,
            before: {
              segments: before.segments,
              content_type: before.contentType,
              policy: before.policy,
              territory_rule: before.territoryRule,
              territories: before.territories,
            },
            after: {
              segments: changes.segments ?? before.segments,
              content_type: changes.contentType ?? before.contentType,
              policy: changes.policy ?? before.policy,
              territory_rule: rule,
              territories,
            },
          },
        ]);
      });
      return { result: await answer(auth, id), message: 'Claim updated.' };
    },
  );

  app.delete(
    '/manual/claim/:id',
    {
      schema: {
        description: 'Deletes a claim (status 3) that is not in force: pending, potential or released.',
        params: IdParams,
        response: { 200: Answer(Type.Null()) },
      },
      config: claiming('delete'),
    },
    async (request) => {
      const auth = caller(request);
      await claimFor(auth, request.params.id, true);
      await db.transaction((tx) => applyTransition(tx, request.params.id, 'delete', auth.userId));
      return { result: null, message: 'Claim deleted.' };
    },
  );

  app.put(
    '/manual/claim/change-status/:id',
    {
      schema: {
        description:
          'A transition of the claim (shared/claims), named by its target state: approve (2 from 1 or 7, CRUD staff), uphold (2 from 4), release (6), takedown (8 from 4 or 5). Anything else is 409 with the reason.',
        params: IdParams,
        body: StatusChangeBody,
        response: { 200: ClaimAnswer },
      },
      config: claiming('status'),
    },
    async (request) => {
      const auth = caller(request);
      const { id } = request.params;
      await claimFor(auth, id, true);
      const [row] = await db
        .select({ status: manualClaims.status })
        .from(manualClaims)
        .where(eq(manualClaims.id, id));
      const name = statusChangeOf(row!.status, request.body.status);
      if (!name) {
        throw conflict(
          msg('claims.transition_refused', {
            from: CLAIM_STATUS_NAMES[row!.status],
            to: CLAIM_STATUS_NAMES[request.body.status],
          }),
        );
      }
      const needs = name === 'approve' ? 'decide' : 'respond';
      if (!canDo('assets/manual-claiming', needs, auth.type)) throw forbidden();
      const result = await transition(auth, id, name, true, { note: request.body.note });
      return { result, message: 'Claim updated.' };
    },
  );

  for (const name of ['dispute', 'appeal'] as const) {
    app.post(
      `/manual/claim/${name}/:id`,
      {
        schema: {
          description:
            name === 'dispute'
              ? "The uploader disputes an active claim on its channel's video, with a reason: the claimant has 30 days to answer, else the claim is released."
              : 'The uploader appeals an upheld claim, once, with a reason: the claimant has 30 days to release or request a takedown, else the claim is released.',
          params: IdParams,
          body: ReasonBody,
          response: { 200: ClaimAnswer },
        },
        config: claimVideo(name),
      },
      async (request) => {
        const auth = caller(request);
        const result = await transition(auth, request.params.id, name, false, {
          reason: request.body.reason,
        });
        return { result, message: name === 'dispute' ? 'Claim disputed.' : 'Claim appealed.' };
      },
    );
  }

  app.post(
    '/manual/claim/send/:id',
    {
      schema: {
        description:
          'Sends (again) a claim in force to YouTube Content ID, as a job; 503 when Content ID is not configured (the claim is tracked here only).',
        params: IdParams,
        response: { 200: ClaimAnswer },
      },
      config: claiming('send'),
    },
    async (request) => {
      const auth = caller(request);
      const { id } = request.params;
      await claimFor(auth, id, true);
      if (!configured) throw new HttpError(503, 'claims.not_configured');
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(manualClaims).where(eq(manualClaims.id, id)).for('update');
        if (row!.status !== ClaimStatus.ACTIVE || row!.youtubeClaimId) throw conflict('claims.not_in_force');
        await queueSend(tx, auth, id);
      });
      jobs?.nudge();
      return { result: await answer(auth, id), message: 'Claim queued for YouTube.' };
    },
  );
};
