import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { AccountStatus, DELETED_STATUS } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { agreements } from '../agreements/table';
import { assets, AssetStage } from '../assets/table';
import { InquiryStatus, inquiries } from '../inquiries/table';
import type { AuthContext } from '../../platform/auth/context';
import { constant } from '../../platform/db/prepared';

const RIGHT_HOLDER_SIDE: readonly UserType[] = [UserType.RIGHT_HOLDER, UserType.RIGHT_HOLDER_TEAM];

/** Approved and not deleted: what the library holds at all. */
export const inLibrary = and(
  eq(assets.stage, constant(AssetStage.APPROVED)),
  ne(assets.status, constant(DELETED_STATUS)),
)!;

/**
 * An active agreement licenses the item to this creator: the agreement is between the item's rights
 * holder and the creator, is active and runs today, and is the item's own agreement when it has one
 * or the one a licence request for the item was approved under (server/entities/inquiries).
 */
const licensedTo = (creatorId: string) => {
  const running = sql`c.creator_id = ${creatorId} and c.status = ${AccountStatus.ACTIVE}
    and c.start_date <= current_date and (c.end_date is null or c.end_date >= current_date)`;
  // The rights holders first, so the items are read on their index rather than the whole library
  // walked to test each one; then the item's own agreement, when it has one.
  return sql`${assets.rightsHolderId} in (select c.rights_holder_id from ${agreements} c where ${running})
    and exists (select 1 from ${agreements} c where ${running}
    and c.rights_holder_id = ${assets.rightsHolderId}
    and (${assets.agreementId} is null or ${assets.agreementId} = c.id
      or exists (select 1 from ${inquiries} i where i.asset_id = ${assets.id} and i.agreement_id = c.id
        and i.status = ${InquiryStatus.APPROVED})))`;
};

/**
 * The library items a caller sees (spec 001 §7): staff every one; a rights holder's side (the owner
 * or a team member acting for it) its own; a creator's side what is licensed to it.
 */
export function visibleLibrary(auth: AuthContext): SQL {
  if (!auth.ownerId) return inLibrary;
  if (RIGHT_HOLDER_SIDE.includes(auth.type)) return and(inLibrary, eq(assets.rightsHolderId, auth.ownerId))!;
  return and(inLibrary, licensedTo(auth.ownerId))!;
}

/** A creator's side: it sees what its running agreements license to it, a few of the library's items. */
export const licensedSide = (auth: AuthContext) =>
  auth.ownerId !== null && !RIGHT_HOLDER_SIDE.includes(auth.type);

/** The rights holder whose own items alone the caller sees (its side), if any. */
export const ownRightsHolder = (auth: AuthContext) =>
  auth.ownerId && RIGHT_HOLDER_SIDE.includes(auth.type) ? auth.ownerId : undefined;

/** One item, if the caller sees it. */
export const libraryItem = (id: string, auth: AuthContext) => and(eq(assets.id, id), visibleLibrary(auth))!;

/** The Licensing Library (/browse): the library's items their owners offer for licensing, every owner's. */
export const inBrowse = and(inLibrary, eq(assets.licensable, constant(true)))!;
