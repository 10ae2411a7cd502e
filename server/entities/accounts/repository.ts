import { ACCOUNT_LIST } from '../../../shared/resources/accountList';
import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { UserType } from '../../../shared/roles';
import type { Database } from '../../platform/db/client';
import { declaredList } from '../../platform/http/listQuery';
import { normalizeEmail } from '../users/repository';
import { users } from '../users/table';

export type AccountColumns = Partial<typeof users.$inferInsert>;

/** Every account list sorts, searches and filters by the same columns of the users table. */
export const accountListSpec = declaredList<{ type?: number }>(ACCOUNT_LIST, {
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

/** Whether another account already uses this email. */
export async function emailTaken(db: Database, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), exceptId ? ne(users.id, exceptId) : undefined));
  return (row?.n ?? 0) > 0;
}
