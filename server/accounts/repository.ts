import { ACCOUNT_LIST } from '../../shared/resources/accountList';
import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { DELETED_STATUS } from '../../shared/constants';
import type { UserType } from '../../shared/roles';
import type { Database } from '../db/client';
import { declaredList, type ListBodyValue } from '../http/listQuery';
import { listTable } from '../http/listTable';
import { normalizeEmail } from '../users/repository';
import { users } from '../users/table';

export type AccountColumns = Partial<typeof users.$inferInsert>;

/** Every account list sorts, searches and filters by the same columns of the users table. */
const listSpec = declaredList<{ type?: number }>(ACCOUNT_LIST, {
  sortable: {
    name: users.name,
    email: users.email,
    company: users.company,
    labelName: users.assetLabelName,
    type: users.type,
    status: users.status,
    created_at: users.createdAt,
    updated_at: users.updatedAt,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [users.name, users.email, users.company],
  id: users.id,
  filters: { type: (type) => eq(users.type, type) },
});

/** The fields every kind of account shares. */
export const accountView = {
  _id: users.id,
  name: users.name,
  email: users.email,
  company: users.company,
  type: users.type,
  profile_picture: users.profilePicture,
  status: users.status,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
};

/** The accounts of these types the caller may see; deleted ones stay hidden unless asked for. */
export function accountScope(
  types: readonly UserType[],
  status: number | undefined,
  extra?: SQL,
): SQL | undefined {
  return and(
    inArray(users.type, [...types]),
    status === undefined ? ne(users.status, DELETED_STATUS) : eq(users.status, status),
    extra,
  );
}

export function listAccounts<V extends SelectedFields & { _id: unknown }>(
  db: Database,
  view: V,
  body: ListBodyValue<{ status?: number; type?: number; ids?: string[] }>,
  types: readonly UserType[],
  extra?: SQL,
) {
  const { status, ...filter } = body.filter ?? {};
  return listTable(db, users, view, listSpec, { ...body, filter }, accountScope(types, status, extra));
}

export async function findAccount<V extends SelectedFields>(
  db: Database,
  view: V,
  id: string,
  types: readonly UserType[],
  extra?: SQL,
) {
  const [row] = await db
    .select(view)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.type, [...types]), extra));
  return row;
}

/** Name, email and company as stored: trimmed, the email lower-cased. */
export const sharedColumns = (body: {
  name?: string;
  email?: string;
  company?: string | null;
}): AccountColumns => ({
  ...(body.name !== undefined && { name: body.name.trim() }),
  ...(body.email !== undefined && { email: normalizeEmail(body.email) }),
  ...(body.company !== undefined && { company: body.company?.trim() || null }),
});

export async function insertAccount(tx: Database, values: typeof users.$inferInsert): Promise<string> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export const updateAccount = (tx: Database, id: string, columns: AccountColumns) =>
  tx
    .update(users)
    .set({ ...columns, updatedAt: sql`now()` })
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
