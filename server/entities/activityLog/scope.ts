import { and, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isCreatorSide } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import { agreements } from '../agreements/table';
import { CLAIM_ENTITY } from '../claims/takedownRequest';
import { claimScope } from '../claims/scope';
import { manualClaims } from '../claims/table';
import { channels } from '../channels/table';
import { contactUsMessages } from '../contactUs/table';
import { inquiries } from '../inquiries/table';
import { teamMembers } from '../users/table';
import { activityLogs } from './table';

/**
 * An entry is about one of `table`'s records whose `owner` column is the owner: the owner's records
 * (few, on the owner's index) found first, then their entries on the entity index, rather than every
 * entry of the kind checked against its record.
 */
const ownedIn = (entity: string, table: PgTable, id: PgColumn, owner: PgColumn, ownerId: string) =>
  and(
    eq(activityLogs.entity, entity),
    inArray(activityLogs.entityId, sql`(select ${id} from ${table} where ${owner} = ${ownerId})`),
  );

/** The creator side's entries, as conditions on an entry: any one of them lets the entry in. */
function creatorBranches(auth: AuthContext, ownerId: string): SQL[] {
  const otherTeam = sql`(select 1 from ${teamMembers} other where other.member_id = ${teamMembers.memberId}
    and other.owner_id <> ${ownerId})`;
  const onlyTeam = sql`(select ${teamMembers.memberId} from ${teamMembers}
    where ${teamMembers.ownerId} = ${ownerId} and ${teamMembers.memberId} is not null and ${notExists(otherTeam)})`;
  return [
    eq(activityLogs.actorId, ownerId),
    inArray(activityLogs.actorId, onlyTeam),
    and(inArray(activityLogs.entity, ['users', 'creators']), eq(activityLogs.entityId, ownerId)),
    ownedIn('channels', channels, channels.id, channels.creatorId, ownerId),
    ownedIn('contracts', agreements, agreements.id, agreements.creatorId, ownerId),
    ownedIn('contact-us', contactUsMessages, contactUsMessages.id, contactUsMessages.creatorId, ownerId),
    ownedIn('inquiries', inquiries, inquiries.id, inquiries.creatorId, ownerId),
    ownedIn('team-members', teamMembers, teamMembers.id, teamMembers.ownerId, ownerId),
    // The claims on its channels' videos (few), found first: not every claim entry checked for it.
    and(
      eq(activityLogs.entity, CLAIM_ENTITY),
      inArray(
        activityLogs.entityId,
        sql`(select ${manualClaims.id} from ${manualClaims} where ${claimScope(auth)})`,
      ),
    ),
  ].filter((branch): branch is SQL => branch !== undefined);
}

/**
 * The entries a caller reads, in SQL: staff every entry; a creator's side (the creator and its team
 * acting for it) the entries about the creator's own records (the account, its channels, contracts,
 * messages, licence requests, team, and the claims on its channels' videos) and the actions of the
 * creator and of its team. A team member who also works for another owner is counted by the records
 * only: the log does not say for whom an action was done, so another owner's work never shows.
 * Any other owner reads nothing here (the declaration lets no one else in).
 */
export function activityScope(auth: AuthContext): SQL | undefined {
  if (auth.ownerId === null) return undefined;
  if (!isCreatorSide(auth.type)) return sql`false`;
  return or(...creatorBranches(auth, auth.ownerId));
}

/**
 * The same entries as `activityScope`, written as the union of each condition's entries: each is read
 * on its own index (the actor's, or the entity's records), where the conditions joined by "or" make a
 * report read every entry of its range. For the reports, which group all of a range's entries:
 * `narrow` (their range and filters) goes into each part, so none reads its entries of other days.
 */
export function activityScopeByUnion(auth: AuthContext, narrow?: SQL): SQL | undefined {
  if (auth.ownerId === null || !isCreatorSide(auth.type)) return activityScope(auth);
  const each = creatorBranches(auth, auth.ownerId).map(
    (branch) => sql`select ${activityLogs.id} from ${activityLogs} where ${and(branch, narrow)}`,
  );
  return inArray(activityLogs.id, sql`(${sql.join(each, sql` union `)})`);
}
