import { and, eq, inArray, ne } from 'drizzle-orm';
import { DELETED_STATUS, MonitoredChannelType, TAKEDOWN_SCHEDULE_DAYS } from '../../../shared/constants';
import { TakedownDue, TakedownStatus, youtubeVideoIdOf } from '../../../shared/takedowns';
import { recordActivity } from '../activityLog/repository';
import { assets } from '../assets/table';
import { foundVideos, monitoredChannels } from '../monitoring/table';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { badRequest, forbidden } from '../../platform/http/errors';
import { takedownView } from './repository';
import { copyrightTakedowns as takedowns } from './table';

export const ENTITY = 'copyright-takedowns';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields of a notice as the API takes them. */
export interface NoticeBody {
  video_urls: string[];
  asset: string;
  owner_name: string;
  owner_address: string;
  owner_phone: string;
  owner_email: string;
  good_faith: boolean;
  accuracy: boolean;
  signature: string;
  scheduled?: boolean;
}

/** The videos' ids, each address parsed (never fetched), in order, once each; a 400 names a bad one. */
export function videoIdsOf(urls: readonly string[]): string[] {
  const ids: string[] = [];
  urls.forEach((url) => {
    const id = youtubeVideoIdOf(url);
    if (!id) throw badRequest('request.invalid', { video_urls: 'takedown.bad_video_url' });
    if (!ids.includes(id)) ids.push(id);
  });
  return ids;
}

/**
 * The asset a notice protects: one of the library's (400 otherwise), and for a rights holder's side
 * one of the owner's (403 otherwise). Its rights holder owns the notice.
 */
export async function assetFor(db: Database, auth: AuthContext, assetId: string) {
  const [asset] = await db
    .select({ id: assets.id, rightsHolderId: assets.rightsHolderId })
    .from(assets)
    .where(and(eq(assets.id, assetId), ne(assets.status, DELETED_STATUS)));
  if (!asset) throw badRequest('request.invalid', { asset: 'takedown.unknown_asset' });
  if (auth.ownerId && asset.rightsHolderId !== auth.ownerId) throw forbidden();
  return asset;
}

/** A notice is filed only with both statements made. */
export function checkStatements(body: Pick<NoticeBody, 'good_faith' | 'accuracy'>) {
  const missing = {
    ...(!body.good_faith && { good_faith: 'takedown.statement_required' as const }),
    ...(!body.accuracy && { accuracy: 'takedown.statement_required' as const }),
  };
  if (Object.keys(missing).length > 0) throw badRequest('request.invalid', missing);
}

/** The monitored channel (not whitelisted, not deleted) one of these videos was found on, if any. */
async function channelOfVideos(db: Database, videoIds: readonly string[]) {
  const [row] = await db
    .select({ id: monitoredChannels.id })
    .from(foundVideos)
    .innerJoin(monitoredChannels, eq(monitoredChannels.channelId, foundVideos.channelId))
    .where(
      and(
        inArray(foundVideos.videoId, [...videoIds]),
        ne(monitoredChannels.status, DELETED_STATUS),
        ne(monitoredChannels.type, MonitoredChannelType.WHITELISTED),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

async function namedChannel(db: Database, id: string) {
  const [row] = await db
    .select({ id: monitoredChannels.id })
    .from(monitoredChannels)
    .where(and(eq(monitoredChannels.id, id), ne(monitoredChannels.status, DELETED_STATUS)));
  if (!row) throw badRequest('request.invalid', { monitored_channel: 'takedown.unknown_channel' });
  return row.id;
}

/** The columns of a notice's submission now: submitted, or scheduled with its 7-day removal. */
export function submission(scheduled: boolean, now: Date) {
  return scheduled
    ? {
        status: TakedownStatus.SCHEDULED,
        submittedAt: now,
        scheduled: true,
        dueAt: new Date(now.getTime() + TAKEDOWN_SCHEDULE_DAYS * DAY_MS),
        dueKind: TakedownDue.REMOVAL,
        remindedAt: null,
      }
    : { status: TakedownStatus.SUBMITTED, submittedAt: now, dueAt: null, dueKind: null };
}

/**
 * Files a notice (POST /copyright/takedown/add): submitted at once, scheduled 7 days ahead, or kept
 * as a draft; linked to the monitored channel named, or else to the one its videos were found on.
 */
export async function fileTakedown(
  db: Database,
  auth: AuthContext,
  body: NoticeBody & { draft?: boolean; monitored_channel?: string },
) {
  const videoIds = videoIdsOf(body.video_urls);
  const asset = await assetFor(db, auth, body.asset);
  if (!body.draft) checkStatements(body);
  const channel = body.monitored_channel
    ? await namedChannel(db, body.monitored_channel)
    : await channelOfVideos(db, videoIds);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(takedowns)
      .values({
        rightsHolderId: asset.rightsHolderId,
        filedBy: auth.userId,
        assetId: asset.id,
        monitoredChannelId: channel,
        videoIds,
        ownerName: body.owner_name.trim(),
        ownerAddress: body.owner_address.trim(),
        ownerPhone: body.owner_phone.trim(),
        ownerEmail: body.owner_email.trim(),
        goodFaith: body.good_faith,
        accuracy: body.accuracy,
        signature: body.signature.trim(),
        scheduled: body.scheduled ?? false,
        ...(body.draft ? { status: TakedownStatus.DRAFT } : submission(body.scheduled ?? false, now)),
      })
      .returning({ id: takedowns.id });
    const [after] = await tx.select(takedownView).from(takedowns).where(eq(takedowns.id, row!.id));
    await recordActivity(tx, auth, { action: 'create', entity: ENTITY, entityId: row!.id, after });
    return after!;
  });
}
