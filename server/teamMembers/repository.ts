import type { Static } from '@sinclair/typebox';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { DELETED_STATUS } from '../../shared/constants';
import type { AuthContext } from '../auth/context';
import { sessions } from '../auth/table';
import type { Database } from '../db/client';
import type { ListSpec } from '../http/listQuery';
import { listTable } from '../http/listTable';
import { teamMembers, users } from '../users/table';
import type { TeamMemberListBody } from './schemas';

type Filter = { owner?: string };

const listSpec: ListSpec<Filter> = {
  sortable: { created_at: teamMembers.createdAt, status: teamMembers.status },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [],
  id: teamMembers.id,
  filters: { owner: (owner) => eq(teamMembers.ownerId, owner) },
};

// Names over the outer row, named with its table (unqualified, id would mean the inner row's).
const userField = (field: string, column: string) =>
  sql<string>`(select u.${sql.identifier(field)} from ${users} u where u.id = ${teamMembers}.${sql.identifier(column)})`;

/** A membership: who works for whom, as what, and whether it is active. */
const view = {
  _id: teamMembers.id,
  member: teamMembers.memberId,
  name: userField('name', 'member_id'),
  email: userField('email', 'member_id'),
  owner: teamMembers.ownerId,
  owner_name: userField('name', 'owner_id'),
  team_member_type: teamMembers.teamMemberType,
  status: teamMembers.status,
  created_at: teamMembers.createdAt,
};

/** Owners see their own team; staff every team. */
const visible = (auth: AuthContext): SQL | undefined =>
  auth.ownerId ? eq(teamMembers.ownerId, auth.ownerId) : undefined;

export function listTeamMembers(db: Database, body: Static<typeof TeamMemberListBody>, auth: AuthContext) {
  const { status, ...filter } = body.filter ?? {};
  const statusCondition =
    status === undefined ? ne(teamMembers.status, DELETED_STATUS) : eq(teamMembers.status, status);
  return listTable(db, teamMembers, view, listSpec, { ...body, filter }, and(visible(auth), statusCondition));
}

export async function findTeamMember(db: Database, id: string, auth: AuthContext) {
  const [row] = await db
    .select(view)
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), visible(auth)));
  return row;
}

export async function membershipOf(db: Database, memberId: string, ownerId: string) {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.memberId, memberId), eq(teamMembers.ownerId, ownerId)));
  return row;
}

export async function insertMembership(
  tx: Database,
  memberId: string,
  ownerId: string,
  teamMemberType: string,
) {
  const [row] = await tx
    .insert(teamMembers)
    .values({ memberId, ownerId, teamMemberType })
    .returning({ id: teamMembers.id });
  return row!.id;
}

export const setMembershipStatus = (tx: Database, id: string, status: number) =>
  tx
    .update(teamMembers)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(teamMembers.id, id));

/** Signs a member out of the sessions acting for this owner: they no longer work for them. */
export const revokeActingSessions = (tx: Database, memberId: string, ownerId: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, memberId), eq(sessions.actingOwnerId, ownerId), isNull(sessions.revokedAt)),
    );
