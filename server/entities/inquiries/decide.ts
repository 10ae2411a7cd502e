import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { AccountStatus, DELETED_STATUS } from '../../../shared/constants';
import { recordActivity } from '../activityLog/repository';
import { agreements } from '../agreements/table';
import { assets } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/http/errors';
import { inquiryView } from './repository';
import { InquiryStatus, inquiries } from './table';

const AGREEMENT_TITLE_MAX = 300;

/** Today in the database's calendar, as the library's scope reads agreements' dates. */
const today = sql<string>`current_date`;

/**
 * The active agreement, running today, between the rights holder and the creator for this channel
 * (or one for all the creator's channels), or a new one from today for that channel. Its id.
 */
async function agreementFor(
  tx: Database,
  request: {
    rightsHolderId: string;
    creatorId: string;
    channelId: string;
    assetTitle: string;
    territory: string;
  },
) {
  const [running] = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.rightsHolderId, request.rightsHolderId),
        eq(agreements.creatorId, request.creatorId),
        or(eq(agreements.channelId, request.channelId), isNull(agreements.channelId)),
        eq(agreements.status, AccountStatus.ACTIVE),
        lte(agreements.startDate, today),
        or(isNull(agreements.endDate), sql`${agreements.endDate} >= current_date`),
      ),
    )
    // The channel's own agreement before one for every channel.
    .orderBy(sql`${agreements.channelId} is null`, agreements.createdAt)
    .limit(1);
  if (running) return running.id;
  const [created] = await tx
    .insert(agreements)
    .values({
      title: `Licence: ${request.assetTitle}`.slice(0, AGREEMENT_TITLE_MAX),
      rightsHolderId: request.rightsHolderId,
      creatorId: request.creatorId,
      channelId: request.channelId,
      startDate: sql`current_date` as unknown as string,
      territory: request.territory,
      // The share is an earning admin's to set (agreements' rule), so a new one starts without.
      status: AccountStatus.ACTIVE,
    })
    .returning({ id: agreements.id });
  return created!.id;
}

/**
 * Approves or rejects a pending licence request, in one transaction: the status, and on approval the
 * agreement that licenses the asset to the creator for the channel (an existing running one, or a
 * new one). The library's scope then shows the asset to the creator (server/entities/library/scope).
 */
export async function decideInquiry(
  db: Database,
  auth: AuthContext,
  id: string,
  approve: boolean,
  reason: string | null,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(inquiryView).from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!before) throw notFound('not_found.inquiry');
    if (before.status !== InquiryStatus.PENDING) throw conflict('inquiry.already_decided');
    const now = new Date();
    // The decision first, then the agreement: a failing agreement undoes the decision with it.
    await tx
      .update(inquiries)
      .set({
        status: approve ? InquiryStatus.APPROVED : InquiryStatus.REJECTED,
        decidedBy: auth.userId,
        decidedAt: now,
        reason,
        updatedAt: now,
      })
      .where(eq(inquiries.id, id));
    if (approve) {
      const [asset] = await tx
        .select({ title: assets.title, territory: assets.territory, status: assets.status })
        .from(assets)
        .where(eq(assets.id, before.asset));
      if (!asset || asset.status === DELETED_STATUS) throw conflict('inquiry.asset_gone');
      const agreementId = await agreementFor(tx, {
        rightsHolderId: before.rights_holder,
        creatorId: before.creator,
        channelId: before.channel,
        assetTitle: asset.title,
        territory: asset.territory,
      });
      await tx.update(inquiries).set({ agreementId }).where(eq(inquiries.id, id));
    }
    const [after] = await tx.select(inquiryView).from(inquiries).where(eq(inquiries.id, id));
    await recordActivity(tx, auth, { action: 'update', entity: 'inquiries', entityId: id, before, after });
    return after!;
  });
}
