import { and, eq, sql } from 'drizzle-orm';
import {
  APPEAL_RESPONSE_DAYS,
  CLAIM_STATUS_NAMES,
  CLAIM_TRANSITIONS,
  canLeave,
  ClaimStatus,
  DISPUTE_RESPONSE_DAYS,
  type ClaimTransitionName,
} from '../../../shared/claims';
import { msg } from '../../../shared/serverMessages';
import type { Database } from '../../platform/db/client';
import { activityLog } from '../../platform/http/activity';
import { conflict, notFound } from '../../platform/http/errors';
import { enqueueJob } from '../../platform/jobs/queue';
import { settleClaimRevenue } from '../royalties/earnings/settle';
import { CLAIM_RELEASE_JOB, CLAIM_SEND_ATTEMPTS } from './jobKinds';
import { CLAIM_ENTITY, requestTakedown } from './takedownRequest';
import { manualClaims, type ManualClaimRow } from './table';

const dueIn = (days: number) => sql`now() + make_interval(days => ${days})`;

/** The columns a transition sets beside the status. */
function changesOf(name: ClaimTransitionName, actorId: string | null, reason: string | undefined) {
  const to = CLAIM_TRANSITIONS[name].to;
  switch (name) {
    case 'uphold':
      return { status: to, upheldAt: sql`now()`, dueAt: null };
    case 'release':
    case 'expire':
      return { status: to, releasedAt: sql`now()`, dueAt: null };
    case 'takedown':
      return { status: to, dueAt: null };
    case 'dispute':
      return {
        status: to,
        disputeReason: reason,
        disputedBy: actorId,
        disputedAt: sql`now()`,
        disputeDueAt: dueIn(DISPUTE_RESPONSE_DAYS),
        dueAt: dueIn(DISPUTE_RESPONSE_DAYS),
      };
    case 'appeal':
      return {
        status: to,
        appealReason: reason,
        appealedBy: actorId,
        appealedAt: sql`now()`,
        appealDueAt: dueIn(APPEAL_RESPONSE_DAYS),
        dueAt: dueIn(APPEAL_RESPONSE_DAYS),
      };
    default:
      return { status: to };
  }
}

/** The row rules on top of the transition table: a dispute once, an appeal once and only after an upheld dispute. */
function refusalOf(name: ClaimTransitionName, row: ManualClaimRow) {
  if (!canLeave(name, row.status)) {
    return conflict(
      msg('claims.transition_refused', {
        from: CLAIM_STATUS_NAMES[row.status],
        to: CLAIM_STATUS_NAMES[CLAIM_TRANSITIONS[name].to],
      }),
    );
  }
  if (name === 'dispute' && row.disputedAt) return conflict('claims.already_disputed');
  if (name === 'appeal' && row.appealedAt) return conflict('claims.already_appealed');
  if (name === 'appeal' && !row.upheldAt) return conflict('claims.appeal_needs_upheld');
  return undefined;
}

/**
 * Makes one transition of a claim (shared/claims), in the caller's transaction: the row locked and
 * checked against the table and the row rules (409 with the reason), changed, logged with who and
 * why; a takedown request goes through the takedowns' seam; a release of a claim YouTube has is
 * sent on to YouTube as a job. The caller has checked the role and that the caller sees the claim.
 */
export async function applyTransition(
  tx: Database,
  id: string,
  name: ClaimTransitionName,
  actorId: string,
  options: { reason?: string; note?: string; by?: 'clock' | 'youtube' } = {},
): Promise<ManualClaimRow> {
  const [row] = await tx.select().from(manualClaims).where(eq(manualClaims.id, id)).for('update');
  if (!row || row.status === ClaimStatus.DELETED) throw notFound('not_found.claim');
  const refusal = refusalOf(name, row);
  if (refusal) throw refusal;
  const [after] = await tx
    .update(manualClaims)
    // YouTube's uploader is no person of ours: a dispute or appeal read back names nobody.
    .set({
      ...changesOf(name, options.by === 'youtube' ? null : actorId, options.reason),
      updatedAt: sql`now()`,
    })
    .where(and(eq(manualClaims.id, id), eq(manualClaims.status, row.status)))
    .returning();
  await activityLog().record(tx, actorId, [
    {
      action: name === 'delete' ? 'delete' : 'status',
      entity: CLAIM_ENTITY,
      entityId: id,
      before: { status: row.status },
      after: {
        status: after!.status,
        transition: name,
        ...(options.reason !== undefined && { reason: options.reason }),
        ...(options.note !== undefined && { note: options.note }),
        ...(options.by && { by: options.by }),
      },
    },
  ]);
  if (name === 'takedown') await requestTakedown(tx, after!, actorId);
  // The claim's held revenue is released or voided with the change that decides it.
  await settleClaimRevenue(tx, id, after!.status);
  // A release read back from YouTube is YouTube's already: nothing to send.
  if (after!.status === ClaimStatus.RELEASED && after!.youtubeClaimId && options.by !== 'youtube') {
    await enqueueJob(
      tx,
      CLAIM_RELEASE_JOB,
      { claimId: id },
      { subjectId: id, maxAttempts: CLAIM_SEND_ATTEMPTS },
    );
  }
  return after!;
}
