import { and, asc, count, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import {
  AccountStatus,
  CreatorChannelStatus,
  DELETED_STATUS,
  MAX_PAGE_SIZE,
  type Theme,
} from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { agreements } from '../agreements/table';
import type { AuthContext } from '../../platform/auth/context';
import { channels } from '../channels/table';
import type { Database } from '../../platform/db/client';
import { likePattern } from '../../platform/http/listQuery';
import type { ContentOwnerEntry, CurrentUser } from './schemas';
import { teamMembers, users, type UserRow } from './table';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A member's accepted, active memberships of active owners (of one owner if named), the default first. */
const activeMemberships = (db: Database, memberId: string, ownerId?: string) =>
  db
    .select()
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.ownerId))
    .where(
      and(
        eq(teamMembers.memberId, memberId),
        ownerId ? eq(teamMembers.ownerId, ownerId) : undefined,
        eq(teamMembers.status, AccountStatus.ACTIVE),
        isNotNull(teamMembers.acceptedAt),
        eq(users.status, AccountStatus.ACTIVE),
      ),
    )
    .orderBy(desc(teamMembers.isDefault), asc(teamMembers.createdAt), asc(teamMembers.id));

/** The owner a team member's new session acts for: the default membership, else the oldest. */
export async function defaultMembership(db: Database, memberId: string) {
  const [row] = await activeMemberships(db, memberId);
  return row?.team_members;
}

/** The member's active membership of that owner, if any: what allows acting for them. */
export async function activeMembership(db: Database, memberId: string, ownerId: string) {
  const [row] = await activeMemberships(db, memberId, ownerId);
  return row?.team_members;
}

/** The owners a team member may act for; empty for everyone else. */
export async function contentOwnersOf(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'ownerId' | 'teamMemberType'>,
): Promise<ContentOwnerEntry[]> {
  if (!auth.teamMemberType) return [];
  const rows = await activeMemberships(db, auth.userId);
  return rows.map(({ users: owner }) => ({
    content_owner_id: owner.id,
    company: owner.company,
    name: owner.name,
    profile_picture: owner.profilePicture,
    default_active: owner.id === auth.ownerId,
  }));
}

async function agreementCount(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(agreements)
    .where(
      and(
        ne(agreements.status, DELETED_STATUS),
        or(eq(agreements.rightsHolderId, ownerId), eq(agreements.creatorId, ownerId)),
      ),
    );
  return row.n;
}

async function hasChannel(db: Database, creatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.creatorId, creatorId), ne(channels.status, DELETED_STATUS)))
    .limit(1);
  return row !== undefined;
}

/**
 * The current user as the app reads it. A team member sees their own name and picture, and their
 * owner's company, asset label and agreement count, since those decide what they may work on.
 */
export async function currentUser(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'ownerId' | 'teamMemberType'>,
) {
  const self = await findUserById(db, auth.userId);
  if (!self) return undefined;
  const owner = auth.ownerId && auth.ownerId !== self.id ? await findUserById(db, auth.ownerId) : self;
  if (!owner) return undefined;
  const creatorSide = owner.type === UserType.CREATOR;
  const [contractCount, connected] = await Promise.all([
    auth.ownerId ? agreementCount(db, auth.ownerId) : Promise.resolve(0),
    creatorSide ? hasChannel(db, owner.id) : Promise.resolve(true),
  ]);
  const view: CurrentUser = {
    _id: self.id,
    type: self.type,
    name: self.name,
    email: self.email,
    profile_picture: self.profilePicture,
    theme: self.theme,
    company: owner.company,
    status: self.status,
    asset_label: { label_id: owner.assetLabelId ?? '', labelName: owner.assetLabelName ?? '' },
    channel_status: connected ? CreatorChannelStatus.CONNECTED : CreatorChannelStatus.NONE,
    contractCount,
    browse_hidden: self.browseHidden,
    login_id: self.id,
    team_member_type: auth.teamMemberType,
  };
  return view;
}

export const updatePasswordHash = (db: Database, userId: string, passwordHash: string) =>
  db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

export const updateTheme = (db: Database, userId: string, theme: Theme) =>
  db
    .update(users)
    .set({ theme, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

/** Active accounts of one type, for pickers. */
export async function accountsOfType(db: Database, type: number, search: string | undefined) {
  const pattern = search?.trim() ? likePattern(search.trim().toLowerCase()) : undefined;
  return db
    .select({ _id: users.id, name: users.name, email: users.email, company: users.company })
    .from(users)
    .where(
      and(
        eq(users.type, type),
        eq(users.status, AccountStatus.ACTIVE),
        pattern
          ? or(sql`lower(${users.name}) like ${pattern}`, sql`${users.email} like ${pattern}`)
          : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(MAX_PAGE_SIZE);
}
