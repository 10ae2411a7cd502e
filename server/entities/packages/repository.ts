import { englishOf, messageOf, type ServerMessage } from '../../../shared/messages';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { jobs } from '../../platform/jobs/table';
import { PACKAGE_BUILD_JOB } from './build';
import { packages, PackageState, type PackageRow } from './table';

/** The newest build job's progress and error, beside the row (a seeded package has none). */
const buildJob = {
  progress: sql<number | null>`(select j.progress from ${jobs} j where j.subject_id = ${packages}.id
    and j.kind = ${PACKAGE_BUILD_JOB} order by j.created_at desc limit 1)`,
  error: sql<string | null>`(select j.error from ${jobs} j where j.subject_id = ${packages}.id
    and j.kind = ${PACKAGE_BUILD_JOB} order by j.created_at desc limit 1)`,
  errorMessage: sql<ServerMessage | null>`(select j.error_message from ${jobs} j
    where j.subject_id = ${packages}.id and j.kind = ${PACKAGE_BUILD_JOB} order by j.created_at desc limit 1)`,
};

export type PackageListRow = PackageRow & {
  progress: number | null;
  error: string | null;
  errorMessage: ServerMessage | null;
};

/**
 * The package row as the top bar reads it (spec 001 §3, package row: id, _id, title, file), with how
 * its build is going: its state, progress (0 to 100), why it failed, its size and when it expires.
 */
export const packageView = (
  row: PackageRow & { progress?: number | null; error?: string | null; errorMessage?: ServerMessage | null },
) => ({
  id: row.id,
  _id: row.id,
  title: row.title,
  file: `/api/CID/asset/zip/package/${row.id}/file`,
  state: row.state,
  progress: row.state === PackageState.BUILDING ? (row.progress ?? 0) : 100,
  error: row.state === PackageState.FAILED ? (row.error ?? englishOf('job.package_failed')) : null,
  error_message:
    row.state === PackageState.FAILED ? (row.errorMessage ?? messageOf('job.package_failed')) : null,
  size: row.sizeBytes,
  expires_at: row.expiresAt,
});

/** A user's packages, newest first. */
export const packagesOf = (db: Database, userId: string): Promise<PackageListRow[]> =>
  db
    .select({ ...getTableColumns(packages), ...buildJob })
    .from(packages)
    .where(eq(packages.userId, userId))
    .orderBy(desc(packages.createdAt), desc(packages.id))
    .limit(MAX_PAGE_SIZE);

/** The user's own package of that id; another user's is as good as missing. */
export async function ownPackage(
  db: Database,
  userId: string,
  id: string,
): Promise<PackageListRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(packages), ...buildJob })
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.userId, userId)));
  return row;
}

export const deletePackage = (db: Database, id: string) => db.delete(packages).where(eq(packages.id, id));
