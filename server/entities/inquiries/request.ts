import { and, count, eq } from 'drizzle-orm';
import { INQUIRY_PENDING_LIMIT } from '../../../shared/constants';
import { msg } from '../../../shared/serverMessages';
import { channelOfCreator } from '../agreements/repository';
import { assets } from '../assets/table';
import { inBrowse } from '../library/scope';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { inquiryView } from './repository';
import { InquiryStatus, inquiries } from './table';

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
};

/**
 * A creator's side asks for a licence of a licensable item for one of the creator's channels: the
 * request is the creator's (also when a team member asks), one pending per item and channel, at most
 * INQUIRY_PENDING_LIMIT pending per creator.
 */
export async function requestLicence(
  db: Database,
  auth: AuthContext,
  body: { asset: string; channel: string; message?: string },
) {
  const creatorId = auth.ownerId;
  if (!creatorId) throw forbidden();
  const [asset] = await db
    .select({ id: assets.id, rightsHolderId: assets.rightsHolderId })
    .from(assets)
    .where(and(eq(assets.id, body.asset), inBrowse));
  if (!asset) throw notFound('not_found.library_item');
  if (!(await channelOfCreator(db, body.channel, creatorId))) {
    throw badRequest('request.invalid', { channel: 'agreement.channel_not_creators' });
  }
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ n: count() })
      .from(inquiries)
      .where(and(eq(inquiries.creatorId, creatorId), eq(inquiries.status, InquiryStatus.PENDING)));
    if ((pending?.n ?? 0) >= INQUIRY_PENDING_LIMIT) {
      throw conflict(msg('inquiry.limit', { count: INQUIRY_PENDING_LIMIT }));
    }
    let id: string;
    try {
      const [row] = await tx
        .insert(inquiries)
        .values({
          creatorId,
          requestedBy: auth.userId,
          rightsHolderId: asset.rightsHolderId,
          assetId: asset.id,
          channelId: body.channel,
          message: body.message?.trim() ?? '',
        })
        .returning({ id: inquiries.id });
      id = row!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('inquiry.duplicate');
      throw error;
    }
    const [record] = await tx.select(inquiryView).from(inquiries).where(eq(inquiries.id, id));
    return record!;
  });
}
