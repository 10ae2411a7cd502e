import { and, desc, eq } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { Database } from '../db/client';
import { packages, type PackageRow } from './table';

/** The package row as the top bar reads it (spec 001 §3, package row). */
export const packageView = (row: PackageRow) => ({
  id: row.id,
  _id: row.id,
  title: row.title,
  file: `/api/CID/asset/zip/package/${row.id}/file`,
});

/** A user's packages, newest first. */
export const packagesOf = (db: Database, userId: string) =>
  db
    .select()
    .from(packages)
    .where(eq(packages.userId, userId))
    .orderBy(desc(packages.createdAt), desc(packages.id))
    .limit(MAX_PAGE_SIZE);

/** The user's own package of that id; another user's is as good as missing. */
export async function ownPackage(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.userId, userId)));
  return row;
}

export const deletePackage = (db: Database, id: string) => db.delete(packages).where(eq(packages.id, id));
