import { teamMembers as teamMembersDeclaration } from '../../../shared/resources/teamMembers';
import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { AccountStatus, DELETED_STATUS, INVITATION_TTL_MS } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { declaredList } from '../../platform/http/listQuery';
import { findUserByEmail } from '../users/repository';
import { teamMembers, users } from '../users/table';
import type { InviteeKind } from './mails';

type Filter = { owner?: string };

export const teamMemberListSpec = declaredList<Filter>(teamMembersDeclaration.whitelist, {
  sortable: { created_at: teamMembers.createdAt, status: teamMembers.status },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [],
  id: teamMembers.id,
  filters: { owner: (owner) => eq(teamMembers.ownerId, owner) },
});

// Names over the outer row, named with its table (unqualified, id would mean the inner row's).
const userField = (field: string, column: string) =>
  sql<string>`(select u.${sql.identifier(field)} from ${users} u where u.id = ${teamMembers}.${sql.identifier(column)})`;

/**
 * A membership: who works for whom, as what, and whether it is active. Until the invitation is
 * accepted there is no account: name and email are the invitation's, and `invited` is true.
 */
export const teamMemberView = {
  _id: teamMembers.id,
  member: teamMembers.memberId,
  name: sql<string>`coalesce(${userField('name', 'member_id')}, ${teamMembers.invitedName})`,
  email: sql<string>`coalesce(${userField('email', 'member_id')}, ${teamMembers.invitedEmail})`,
  invited: sql<boolean>`${teamMembers.acceptedAt} is null`,
  owner: teamMembers.ownerId,
  owner_name: userField('name', 'owner_id'),
  team_member_type: teamMembers.teamMemberType,
  status: teamMembers.status,
  created_at: teamMembers.createdAt,
};

/** Owners see their own team; staff every team. */
export const visibleTeamMembers = (auth: Pick<AuthContext, 'ownerId'>): SQL | undefined =>
  auth.ownerId ? eq(teamMembers.ownerId, auth.ownerId) : undefined;

export async function findTeamMember(db: Database, id: string, auth: Pick<AuthContext, 'ownerId'>) {
  const [row] = await db
    .select(teamMemberView)
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), visibleTeamMembers(auth)));
  return row;
}

/** Whether the owner's team already has an accepted, undeleted member with this email. */
export async function isAcceptedMember(db: Database, ownerId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.memberId))
    .where(
      and(
        eq(teamMembers.ownerId, ownerId),
        eq(users.email, email),
        isNotNull(teamMembers.acceptedAt),
        ne(teamMembers.status, DELETED_STATUS),
      ),
    );
  return row !== undefined;
}

export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opens an invitation, or renews the open one for this address and team (a new token, a new week,
 * active again if it had been declined or cancelled). Answers the membership's id.
 */
export async function openInvitation(
  tx: Database,
  invitation: { ownerId: string; teamMemberType: string; email: string; name: string; token: string },
): Promise<{ id: string; renewed: boolean }> {
  const fields = {
    invitedName: invitation.name,
    invitationTokenHash: invitationTokenHash(invitation.token),
    invitationExpiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    status: AccountStatus.ACTIVE,
  };
  const [renewed] = await tx
    .update(teamMembers)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(
      and(
        eq(teamMembers.ownerId, invitation.ownerId),
        eq(teamMembers.invitedEmail, invitation.email),
        isNull(teamMembers.acceptedAt),
      ),
    )
    .returning({ id: teamMembers.id });
  if (renewed) return { id: renewed.id, renewed: true };
  const [row] = await tx
    .insert(teamMembers)
    .values({
      ...fields,
      ownerId: invitation.ownerId,
      teamMemberType: invitation.teamMemberType,
      invitedEmail: invitation.email,
    })
    .returning({ id: teamMembers.id });
  return { id: row!.id, renewed: false };
}

/** The open invitation a token names: active, unaccepted, unexpired; with the inviting owner's name. */
export async function openInvitationOf(db: Database, token: string) {
  const [row] = await db
    .select({
      id: teamMembers.id,
      ownerId: teamMembers.ownerId,
      ownerName: users.name,
      email: teamMembers.invitedEmail,
      name: teamMembers.invitedName,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.ownerId))
    .where(
      and(
        eq(teamMembers.invitationTokenHash, invitationTokenHash(token)),
        isNull(teamMembers.acceptedAt),
        eq(teamMembers.status, AccountStatus.ACTIVE),
        gt(teamMembers.invitationExpiresAt, sql`now()`),
        eq(users.status, AccountStatus.ACTIVE),
      ),
    );
  return row?.email ? { ...row, email: row.email, name: row.name ?? '' } : undefined;
}

/**
 * Makes `memberId` a member through the invitation: the invitation row becomes the membership, or,
 * when the person was on this team before (a removed member), that row is active again and the
 * invitation goes. Answers the membership's id.
 */
export async function acceptInvitation(
  tx: Database,
  invitationId: string,
  ownerId: string,
  memberId: string,
) {
  const [earlier] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.memberId, memberId), eq(teamMembers.ownerId, ownerId)));
  const accepted = {
    status: AccountStatus.ACTIVE,
    acceptedAt: sql`now()`,
    invitationTokenHash: null,
    invitationExpiresAt: null,
    updatedAt: sql`now()`,
  };
  if (earlier) {
    await tx.delete(teamMembers).where(eq(teamMembers.id, invitationId));
    await tx.update(teamMembers).set(accepted).where(eq(teamMembers.id, earlier.id));
    return earlier.id;
  }
  await tx
    .update(teamMembers)
    .set({ ...accepted, memberId })
    .where(eq(teamMembers.id, invitationId));
  return invitationId;
}

/** Declining ends the invitation: deleted status, its token gone. */
export const declineInvitation = (tx: Database, invitationId: string) =>
  tx
    .update(teamMembers)
    .set({
      status: DELETED_STATUS,
      invitationTokenHash: null,
      invitationExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(teamMembers.id, invitationId));

/** Who an address belongs to, for the invitation: only a team member's account can join a team. */
export async function inviteeOf(db: Database, email: string) {
  const account = await findUserByEmail(db, email);
  const kind: InviteeKind = !account
    ? 'new'
    : account.type === UserType.RIGHT_HOLDER_TEAM
      ? 'member'
      : 'cannot_join';
  return { account, kind };
}
