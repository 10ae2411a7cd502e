import { and, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { DELETED_STATUS } from '../../../shared/constants';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { MenuBadge } from '../../../shared/menu';
import { assetKeptTotal } from '../assets/repository';
import { assets, AssetStage } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { likePattern, scalar } from '../../platform/http/listQuery';
import { users } from '../users/table';
import { ContactUsStatus } from '../contactUs/table';
import { countKeptThreads } from '../contactUs/totals';
import { countDue } from '../payments/badge';
import { InquiryStatus } from '../inquiries/table';
import { countKeptInquiries } from '../inquiries/totals';
import { countUnclaimedVideos } from '../videos/repository';
import { countNewAudio } from '../monitoring/videos';
import { countClaims } from '../claims/scope';

/** What the POST count calls may send; each count reads the fields it knows. */
export interface BadgeBody {
  search?: string;
  asset_label?: string;
  type?: number;
  status?: number;
}

type Count = (db: Database, auth: AuthContext, body: BadgeBody) => Promise<number>;

async function countRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * The asset label whose assets the caller counts: the owner's own label for rights holders and
 * their team (spec 001 §6), so the body can narrow a count but never widen it; none for staff.
 */
async function ownAssetLabel(db: Database, auth: AuthContext): Promise<string | null | undefined> {
  if (auth.ownerId === null) return undefined;
  const [owner] = await db
    .select({ label: users.assetLabelName })
    .from(users)
    .where(eq(users.id, auth.ownerId));
  return owner?.label?.trim() || null;
}

/** Assets at one stage, filtered by the body's label and title search, within the caller's label. */
async function countAssets(db: Database, auth: AuthContext, body: BadgeBody, stage: AssetStage) {
  const own = await ownAssetLabel(db, auth);
  // A rights holder with no label has uploaded nothing under one.
  if (own === null) return 0;
  const label = body.asset_label?.trim();
  const search = body.search?.trim();
  // Staff's unnarrowed count is the kept stage totals'.
  const kept = label || search ? undefined : assetKeptTotal(auth, { filter: { stage } });
  if (kept !== undefined) return scalar(db, kept);
  return countRows(
    db,
    assets,
    and(
      eq(assets.stage, stage),
      ne(assets.status, DELETED_STATUS),
      own === undefined ? undefined : eq(assets.assetLabel, own),
      label ? eq(assets.assetLabel, label) : undefined,
      search ? ilike(assets.title, likePattern(search)) : undefined,
    ),
  );
}

/** Each menu badge's count, over the tables that hold its data. */
export const BADGE_COUNTS: Record<MenuBadge, Count> = {
  // New threads (staff's badge), as the triggers keep them.
  contactUs: (db) => countKeptThreads(db, ContactUsStatus.NEW),
  // Pending requests (staff's badge), as the triggers keep them.
  inquiries: (db) => countKeptInquiries(db, InquiryStatus.PENDING),
  // What waits for the caller (spec 001 §6: type 1 for staff, 2 for rights holders): staff review
  // submissions, a rights holder's side acts on change requests.
  pendingReview: (db, auth, body) =>
    countAssets(db, auth, body, auth.ownerId ? AssetStage.CHANGES_REQUESTED : AssetStage.PENDING_REVIEW),
  // Pending claims (server/entities/claims), as the menu asks: `{status: 1}`.
  claims: (db, auth, body) => countClaims(db, auth, body.status),
  // New found videos with audio of ours (server/entities/monitoring).
  monitoredAudio: (db) => countNewAudio(db),
  // Those of the channels the caller may see (staff: all).
  unclaimedVideos: (db, auth) => countUnclaimedVideos(db, auth),
  // What is due to the caller (server/entities/payments/badge.ts).
  paymentsOverview: (db, auth) => countDue(db, auth),
  uploads: (db, auth, body) => countAssets(db, auth, body, AssetStage.DRAFT),
};
