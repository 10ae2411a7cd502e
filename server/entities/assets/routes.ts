import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordActivity } from '../activityLog/repository';
import { caller } from '../../platform/auth/plugin';
import { afterResponse } from '../../platform/http/afterResponse';
import { badRequest, conflict, errorBody, notFound } from '../../platform/http/errors';
import { Answer, FileAnswer, IdParams, MessageAnswer, Strict, Text } from '../../platform/http/schemas';
import { retryJob } from '../../platform/jobs/queue';
import { jobs, JobState } from '../../platform/jobs/table';
import type { ApiServices } from '../../services';
import { sendStoredFile } from '../../platform/storage/send';
import { users } from '../users/table';
import { reviewMail } from './mail';
import { PROCESSING_JOBS } from './jobKinds';
import { assetView, OPEN_STAGES, visibleAssets } from './repository';
import { AssetRecord, ReviewBody, SubmitBody } from './schemas';
import { signMediaLink, verifyMediaLink } from './mediaLink';
import { assetFiles, assets, AssetStage } from './table';

/** How long a media link works: long enough to start playing, short enough not to be passed on. */

const read = { access: { resource: 'assets', action: 'read' } } as const;
const write = { access: { resource: 'assets', action: 'update' } } as const;

/**
 * Content's calls beyond the resource kit's: submitting drafts, the review decision, links to play a
 * file, and retrying a failed processing job.
 */
export const assetRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (app, services) => {
  const { db, signer, storage } = services;

  app.post(
    '/CID/asset/submit',
    {
      schema: { body: SubmitBody, response: { 200: Answer(Type.Object({ submitted: Type.Integer() })) } },
      config: write,
    },
    async (request) => {
      const auth = caller(request);
      const submitted = await db.transaction(async (tx) => {
        const rows = await tx
          .select(assetView)
          .from(assets)
          .where(
            and(
              inArray(assets.id, request.body.ids),
              visibleAssets(auth),
              inArray(assets.stage, [...OPEN_STAGES]),
              sql`${assets.status} <> 3`,
            ),
          )
          .for('update');
        for (const before of rows) {
          await tx
            .update(assets)
            .set({ stage: AssetStage.PENDING_REVIEW, updatedAt: new Date() })
            .where(eq(assets.id, before._id));
          const [after] = await tx.select(assetView).from(assets).where(eq(assets.id, before._id));
          await recordActivity(tx, auth, {
            action: 'update',
            entity: 'assets',
            entityId: before._id,
            before,
            after,
          });
        }
        return rows.length;
      });
      if (submitted === 0) throw conflict('asset.none_submittable');
      return { result: { submitted }, message: `${submitted} submitted for review.` };
    },
  );

  app.post(
    '/CID/asset/review/:id',
    {
      schema: { params: IdParams, body: ReviewBody, response: { 200: Answer(AssetRecord) } },
      config: { access: { resource: 'assets', action: 'review' } },
    },
    async (request) => {
      const auth = caller(request);
      const { decision } = request.body;
      const note = request.body.note?.trim() || null;
      if (decision !== 'approve' && !note)
        throw badRequest('request.invalid', { note: 'asset.note_required' });
      const stage = {
        approve: AssetStage.APPROVED,
        reject: AssetStage.REJECTED,
        request_changes: AssetStage.CHANGES_REQUESTED,
      }[decision];
      const after = await db.transaction(async (tx) => {
        const [before] = await tx
          .select(assetView)
          .from(assets)
          .where(and(eq(assets.id, request.params.id), sql`${assets.status} <> 3`))
          .for('update');
        if (!before) throw notFound('not_found.content');
        if (before.stage !== AssetStage.PENDING_REVIEW) throw conflict('asset.not_in_review');
        await tx
          .update(assets)
          .set({
            stage,
            reviewNote: note,
            reviewedBy: auth.userId,
            reviewedAt: new Date(),
            ...(stage === AssetStage.APPROVED && { approvedAt: new Date() }),
            updatedAt: new Date(),
          })
          .where(eq(assets.id, before._id));
        const [changed] = await tx.select(assetView).from(assets).where(eq(assets.id, before._id));
        await recordActivity(tx, auth, {
          action: 'update',
          entity: 'assets',
          entityId: before._id,
          before,
          after: changed,
        });
        return changed!;
      });
      if (decision !== 'approve') {
        afterResponse(request, async () => {
          const [owner] = await db
            .select({ email: users.email, name: users.name })
            .from(users)
            .where(eq(users.id, after.rights_holder));
          if (owner)
            await services.mailer.send(reviewMail(owner, after.title, decision, note!, services.appUrl));
        });
      }
      const message = {
        approve: 'Approved: it is in the library.',
        reject: 'Rejected.',
        request_changes: 'Changes requested.',
      }[decision];
      return { result: after, message };
    },
  );

  app.get(
    '/CID/asset/file/:id/link',
    {
      schema: { params: IdParams, response: { 200: Answer(Type.Object({ url: Type.String() })) } },
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const [file] = await db
        .select({ id: assetFiles.id })
        .from(assetFiles)
        .innerJoin(assets, eq(assets.id, assetFiles.assetId))
        .where(and(eq(assetFiles.id, request.params.id), visibleAssets(auth)));
      if (!file) throw notFound('not_found.file');
      return { result: { url: await signMediaLink(signer, file.id, auth) } };
    },
  );

  // The player's requests carry no Authorization header: the short-lived signed link is the key.
  app.get(
    '/media',
    {
      schema: {
        description:
          'A file of content, by the short-lived link GET /CID/asset/file/{id}/link answers (HTTP ranges).',
        querystring: Strict({ token: Text(2000, 1) }),
        response: {
          200: FileAnswer('audio/*', 'video/*', 'image/jpeg'),
          206: FileAnswer('audio/*', 'video/*'),
          404: MessageAnswer,
        },
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const link = await verifyMediaLink(db, signer, request.query.token);
      if (!link) return reply.status(404).send(errorBody('not_found.file'));
      const [file] = await db.select().from(assetFiles).where(eq(assetFiles.id, link.id));
      if (!file) return reply.status(404).send(errorBody('not_found.file'));
      return sendStoredFile(request, reply, storage, file.storageKey, {
        contentType: file.mimeType,
        fileName: file.fileName,
        disposition: 'inline',
      });
    },
  );

  app.post(
    '/CID/asset/job/:id/retry',
    {
      schema: {
        params: IdParams,
        body: Type.Optional(Strict({})),
        response: { 200: Answer(Type.Boolean()) },
      },
      config: write,
    },
    async (request) => {
      const auth = caller(request);
      const [job] = await db
        .select({ id: jobs.id, state: jobs.state })
        .from(jobs)
        .innerJoin(assets, eq(assets.id, jobs.subjectId))
        .where(and(eq(jobs.id, request.params.id), visibleAssets(auth)));
      if (!job) throw notFound('not_found.job');
      if (
        job.state !== JobState.FAILED ||
        !(await retryJob(db, job.id, { requestedBy: auth.userId, limit: PROCESSING_JOBS }))
      )
        throw conflict('asset.retry_failed_only');
      services.jobs?.nudge();
      return { result: true, message: 'Processing again.' };
    },
  );
};
