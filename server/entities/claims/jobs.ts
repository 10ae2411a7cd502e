import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  CLAIM_EXPIRY_BATCH,
  CLAIM_EXPIRY_EVERY_SECONDS,
  ClaimStatus,
  TerritoryRule,
} from '../../../shared/claims';
import { msg } from '../../../shared/serverMessages';
import type { Database } from '../../platform/db/client';
import type { ContentIdClient } from '../../platform/google/contentId';
import { GoogleError } from '../../platform/google/client';
import type { Clock } from '../../platform/jobs/clocks';
import type { JobHandler } from '../../platform/jobs/handler';
import { PermanentJobError } from '../../platform/jobs/queue';
import { assetContentIds } from '../library/table';
import { CLAIM_EXPIRY_CLOCK, CLAIM_RELEASE_JOB, CLAIM_SEND_JOB } from './jobKinds';
import { manualClaims } from './table';
import { applyTransition } from './workflow';

const claimIdOf = (payload: unknown) => (payload as { claimId?: string } | null)?.claimId ?? '';

/** Google's failure kept on the claim (the page shows it); forbidden and refused calls are final. */
async function failed(db: Database, claimId: string, error: unknown): Promise<never> {
  const detail = error instanceof Error ? error.message : String(error);
  await db.update(manualClaims).set({ youtubeError: detail }).where(eq(manualClaims.id, claimId));
  const final =
    error instanceof GoogleError && !['unavailable', 'quota', 'unauthorized'].includes(error.kind);
  throw final ? new PermanentJobError(msg('claims.content_id_failed', { detail })) : error;
}

/** The Content ID sendings: a claim in force inserted, a released one released. */
export function claimJobHandlers(db: Database, contentId: ContentIdClient): Record<string, JobHandler> {
  return {
    [CLAIM_SEND_JOB]: async ({ job }) => {
      const claimId = claimIdOf(job.payload);
      const [claim] = await db.select().from(manualClaims).where(eq(manualClaims.id, claimId));
      // Released, deleted or already sent since it was queued: nothing to send.
      if (!claim || claim.youtubeClaimId || claim.status !== ClaimStatus.ACTIVE) return;
      const [mapping] = await db
        .select({ id: assetContentIds.contentIdAssetId })
        .from(assetContentIds)
        .where(eq(assetContentIds.assetId, claim.assetId));
      if (!mapping) {
        await failed(db, claimId, new PermanentJobError('claims.no_content_id_asset'));
        return;
      }
      try {
        const sent = await contentId.insertClaim({
          assetId: mapping.id,
          videoId: claim.videoId,
          contentType: claim.contentType,
          action: claim.policy,
          ...(claim.territories.length > 0 && {
            territories: {
              type: claim.territoryRule ?? TerritoryRule.INCLUDE,
              territories: claim.territories,
            },
          }),
          segments: claim.segments.map((s) => ({ start: s.video_start, finish: s.video_end })),
        });
        await db
          .update(manualClaims)
          .set({
            youtubeClaimId: sent.id,
            youtubeSentAt: new Date(),
            youtubeError: null,
            // What the read-back compares YouTube's later states with.
            youtubeStatus: sent.status ?? 'active',
          })
          .where(eq(manualClaims.id, claimId));
      } catch (error) {
        await failed(db, claimId, error);
      }
    },
    [CLAIM_RELEASE_JOB]: async ({ job }) => {
      const claimId = claimIdOf(job.payload);
      const [claim] = await db.select().from(manualClaims).where(eq(manualClaims.id, claimId));
      if (!claim?.youtubeClaimId) return;
      try {
        await contentId.releaseClaim(claim.youtubeClaimId);
        await db
          .update(manualClaims)
          .set({ youtubeError: null, youtubeStatus: 'inactive' })
          .where(eq(manualClaims.id, claimId));
      } catch (error) {
        await failed(db, claimId, error);
      }
    },
  };
}

/**
 * Releases the disputes and appeals whose due date has passed by `now` (YouTube: an unanswered
 * dispute or appeal expires and the claim is released), each in its own transaction, logged as
 * the clock's in the claimant's name. Answers how many it released.
 */
export async function expireOverdueClaims(db: Database, now: Date = new Date()): Promise<number> {
  const overdue = await db
    .select({ id: manualClaims.id, rightsHolderId: manualClaims.rightsHolderId })
    .from(manualClaims)
    .where(
      and(
        isNotNull(manualClaims.dueAt),
        lte(manualClaims.dueAt, now),
        inArray(manualClaims.status, [ClaimStatus.DISPUTED, ClaimStatus.APPEALED]),
      ),
    )
    .orderBy(asc(manualClaims.dueAt))
    .limit(CLAIM_EXPIRY_BATCH);
  for (const claim of overdue) {
    await db.transaction((tx) =>
      applyTransition(tx, claim.id, 'expire', claim.rightsHolderId, { by: 'clock' }),
    );
  }
  return overdue.length;
}

export const claimExpiryClock = (db: Database): Clock => ({
  kind: CLAIM_EXPIRY_CLOCK,
  everySeconds: CLAIM_EXPIRY_EVERY_SECONDS,
  run: async () => {
    await expireOverdueClaims(db);
  },
});
