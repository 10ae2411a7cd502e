import type { Static } from '@sinclair/typebox';
import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { AccountStatus, DELETED_STATUS } from '../../shared/constants';
import { UserType } from '../../shared/roles';
import { agreements } from '../agreements/table';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/client';
import type { ListSpec } from '../http/listQuery';
import { listTable } from '../http/listTable';
import { normalizeEmail } from '../users/repository';
import { users } from '../users/table';
import type { RightsHolderCreateBody, RightsHolderListBody, RightsHolderUpdateBody } from './schemas';

const listSpec: ListSpec<Record<never, never>> = {
  sortable: {
    name: users.name,
    email: users.email,
    company: users.company,
    labelName: users.assetLabelName,
    status: users.status,
    created_at: users.createdAt,
    updated_at: users.updatedAt,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [users.name, users.email, users.company],
  id: users.id,
  filters: {},
};

/**
 * A rights holder as the API shows it; the agreement count is of agreements not deleted. The outer
 * id is named with its table: unqualified, it would mean the agreement's own id inside the subquery.
 */
export const rightsHolderView = {
  _id: users.id,
  name: users.name,
  email: users.email,
  company: users.company,
  label_id: users.assetLabelId,
  labelName: users.assetLabelName,
  phone: users.phone,
  address: users.address,
  profile_picture: users.profilePicture,
  status: users.status,
  contractCount: sql<number>`(select count(*)::int from ${agreements} a where a.rights_holder_id = ${users}.id and a.status <> ${DELETED_STATUS})`,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
};
export type RightsHolderView = Awaited<ReturnType<typeof findRightsHolder>>;

/** Staff see every rights holder; a rights holder only their own record. */
function visible(auth: AuthContext): SQL | undefined {
  return and(eq(users.type, UserType.RIGHT_HOLDER), auth.ownerId ? eq(users.id, auth.ownerId) : undefined);
}

/** Deleted rights holders are kept and hidden; asking for status 3 shows them. */
const statusCondition = (status: number | undefined) =>
  status === undefined ? ne(users.status, DELETED_STATUS) : eq(users.status, status);

type ListBody = Static<typeof RightsHolderListBody>;

export function listRightsHolders(db: Database, body: ListBody, auth: AuthContext) {
  const { status, ...filter } = body.filter ?? {};
  return listTable(
    db,
    users,
    rightsHolderView,
    listSpec,
    { ...body, filter },
    and(visible(auth), statusCondition(status)),
  );
}

export async function countRightsHolders(db: Database, body: ListBody, auth: AuthContext) {
  const list = await listRightsHolders(db, { ...body, page: 1, limit: 1, after: undefined }, auth);
  return list.total;
}

export async function findRightsHolder(db: Database, id: string, auth: AuthContext) {
  const [row] = await db
    .select(rightsHolderView)
    .from(users)
    .where(and(eq(users.id, id), visible(auth)));
  return row;
}

const columnsOf = (body: Static<typeof RightsHolderUpdateBody>) => ({
  ...(body.name !== undefined && { name: body.name.trim() }),
  ...(body.email !== undefined && { email: normalizeEmail(body.email) }),
  ...(body.company !== undefined && { company: body.company.trim() }),
  ...(body.label_id !== undefined && { assetLabelId: body.label_id?.trim() || null }),
  ...(body.labelName !== undefined && { assetLabelName: body.labelName?.trim() || null }),
  ...(body.phone !== undefined && { phone: body.phone }),
  ...(body.address !== undefined && { address: body.address?.trim() || null }),
});

export async function insertRightsHolder(
  tx: Database,
  body: Static<typeof RightsHolderCreateBody>,
  passwordHash: string,
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({
      type: UserType.RIGHT_HOLDER,
      name: body.name.trim(),
      email: normalizeEmail(body.email),
      company: body.company.trim(),
      passwordHash,
      status: body.status ?? AccountStatus.ACTIVE,
      ...columnsOf(body),
    })
    .returning({ id: users.id });
  return row!.id;
}

export const updateRightsHolder = (tx: Database, id: string, body: Static<typeof RightsHolderUpdateBody>) =>
  tx
    .update(users)
    .set({ ...columnsOf(body), updatedAt: sql`now()` })
    .where(eq(users.id, id));

export const setAccountStatus = (tx: Database, id: string, status: number) =>
  tx
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(users.id, id));

/** Whether another account already uses this email. */
export async function emailTaken(db: Database, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), exceptId ? ne(users.id, exceptId) : undefined));
  return (row?.n ?? 0) > 0;
}
