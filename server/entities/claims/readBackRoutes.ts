import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { CLAIM_STATUSES } from '../../../shared/claims';
import { CLAIM_READ_BACK_CALL, CLAIM_READ_BACK_STATE_CALL } from '../../../shared/claimsReadBack';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import type { ContentIdClient } from '../../platform/google/contentId';
import { conflict } from '../../platform/http/errors';
import { Answer, CatalogueMessage, Nullable, Timestamp, Uuid } from '../../platform/http/schemas';
import { pendingReadBack, queueReadBack } from './readBack';
import { claimReadBacks } from './table';

const access = { access: { resource: 'assets/manual-claiming', action: 'readBack' } } as const;
const pathOf = (call: string) => call.split(' ')[1]!;

const Refusal = Type.Object({
  claim_id: Uuid,
  video_title: Type.String(),
  youtube_status: Type.String(),
  status: Type.Union(CLAIM_STATUSES.map((status) => Type.Literal(status))),
  reason: Type.String(),
  reason_message: CatalogueMessage,
});

const ReadBackState = Answer(
  Type.Object({
    /** Content ID is configured (really, or the offline stand-in): claims are read back. */
    configured: Type.Boolean(),
    /** The pending read-back's job, while one is queued or running. */
    job_id: Nullable(Uuid),
    /** 0 to 100 within the current run. */
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    /** While the pending read-back waits for Content ID's next quota day: when it is due. */
    waiting_until: Nullable(Timestamp),
    last_completed_at: Nullable(Timestamp),
    /** Claims of ours the current (or last) run read, and moved here. */
    claims_read: Type.Integer({ minimum: 0 }),
    claims_changed: Type.Integer({ minimum: 0 }),
    /** Changes YouTube made that the transitions here refused: not made, reported. */
    refusals: Type.Array(Refusal),
    /** The last run's failure (Content ID failing, over its quota), kept until a run completes. */
    last_error: Nullable(Type.String()),
  }),
);

/**
 * The read-back of the claims sent to YouTube Content ID (readBack.ts): asked for by CRUD staff on
 * Manual Claiming, and followed. The clock reads back on its own every CLAIM_READ_BACK_EVERY_SECONDS.
 */
export const claimReadBackRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  contentId?: ContentIdClient;
  jobs?: { nudge(): void };
}> = async (app, { db, contentId, jobs }) => {
  app.post(
    pathOf(CLAIM_READ_BACK_CALL),
    {
      schema: {
        description:
          'Reads the claims sent to YouTube Content ID back now, as a job (the pending one when one is queued or running); 409 when Content ID is not configured (claims are tracked here only).',
        response: { 200: Answer(Type.Object({ job_id: Uuid })) },
      },
      config: access,
    },
    async (request) => {
      if (!contentId) throw conflict('claims.not_configured');
      const job = await queueReadBack(db, caller(request).userId);
      jobs?.nudge();
      return { result: { job_id: job.id } };
    },
  );

  app.get(
    pathOf(CLAIM_READ_BACK_STATE_CALL),
    {
      schema: {
        description:
          'Where the read-back from YouTube Content ID stands: the pending job and its progress, the last run completed, its counts, the changes refused here, its failure.',
        response: { 200: ReadBackState },
      },
      config: access,
    },
    async () => {
      const [state] = contentId
        ? await db
            .select()
            .from(claimReadBacks)
            .where(eq(claimReadBacks.contentOwnerId, contentId.contentOwnerId))
        : [];
      const pending = contentId ? await pendingReadBack(db) : undefined;
      return {
        result: {
          configured: contentId !== undefined,
          job_id: pending?.id ?? null,
          progress: pending?.progress ?? 0,
          waiting_until: pending && pending.runAt.getTime() > Date.now() ? pending.runAt : null,
          last_completed_at: state?.lastCompletedAt ?? null,
          claims_read: state?.claimsRead ?? 0,
          claims_changed: state?.claimsChanged ?? 0,
          refusals: state?.refusals ?? [],
          last_error: state?.lastError ?? null,
        },
      };
    },
  );
};
