import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { PACKAGE_EXPIRE_EVERY_SECONDS, PACKAGE_MAX_BYTES } from '../../../shared/constants';
import { assetFiles, assets, MediaRole } from '../assets/table';
import type { Database } from '../../platform/db/client';
import type { Clock } from '../../platform/jobs/clocks';
import { jobs } from '../../platform/jobs/table';
import { PermanentJobError, type JobContext, type JobHandler } from '../../platform/jobs/queue';
import { jobMessageOf } from '../../platform/jobs/saidError';
import { msg } from '../../../shared/serverMessages';
import { keyExtension, titleFileName, uniqueNames } from '../library/fileNames';
import type { FileStorage } from '../../platform/storage/storage';
import { removePackageFile } from './files';
import { writeZip } from './zip';
import { packages, PackageState } from './table';

export const PACKAGE_BUILD_JOB = 'packages.build';
export const PACKAGE_EXPIRE_JOB = 'packages.expire';
/** A storage error may pass; what is wrong with the items fails at once (PermanentJobError). */
export const PACKAGE_BUILD_ATTEMPTS = 3;
/** Expired packages removed per transaction, so one run never holds many rows locked for long. */
const EXPIRE_BATCH = 100;
/** How a package too large is refused, in whole gigabytes (GiB). */
/** The most a package holds, in whole GB, as its messages say it. */
export const PACKAGE_LIMIT_GB = Math.floor(PACKAGE_MAX_BYTES / 1024 ** 3);
/** Room for the zip's own records (headers, central directory) above the files' bytes. */
const ZIP_RECORDS_MAX_BYTES = 1024 ** 2;

/** Where a built package's zip is in the file storage: named by its id, never by its title. */
export const packageKey = (id: string) => `packages/${id}.zip`;

interface Services {
  db: Database;
  storage: FileStorage;
  filesDir: string;
  /** How long a built package is kept (PACKAGE_KEEP_HOURS). */
  keepHours: number;
}

/** Each item's newest original file, with the item's title, for the items still in the table. */
export async function originalsOf(db: Database, assetIds: readonly string[]) {
  if (assetIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([assetFiles.assetId], {
      assetId: assetFiles.assetId,
      title: assets.title,
      key: assetFiles.storageKey,
      size: assetFiles.size,
    })
    .from(assetFiles)
    .innerJoin(assets, eq(assets.id, assetFiles.assetId))
    .where(and(inArray(assetFiles.assetId, [...assetIds]), eq(assetFiles.role, MediaRole.ORIGINAL)))
    .orderBy(assetFiles.assetId, desc(assetFiles.createdAt));
  const byAsset = new Map(rows.map((row) => [row.assetId, row]));
  // In the order the items were chosen.
  return assetIds.flatMap((id) => byAsset.get(id) ?? []);
}

/**
 * Builds a package: the original files of its items, named after their titles, zipped into the file
 * storage, with progress; then ready, with its size and when it expires. A package deleted meanwhile
 * leaves no zip behind; one that cannot be built is failed with the reason (on the job).
 */
async function buildPackage(services: Services, context: JobContext) {
  const { db, storage, keepHours } = services;
  const { packageId } = context.job.payload as { packageId: string };
  const [row] = await db.select().from(packages).where(eq(packages.id, packageId));
  if (!row || row.state !== PackageState.BUILDING) return;
  const originals = await originalsOf(db, row.assetIds);
  if (originals.length === 0) throw new PermanentJobError('job.package_no_files');
  const total = originals.reduce((sum, file) => sum + file.size, 0);
  if (total > PACKAGE_MAX_BYTES)
    throw new PermanentJobError(msg('job.package_too_large', { size: PACKAGE_LIMIT_GB }));
  const names = uniqueNames(originals.map((file) => titleFileName(file.title, keyExtension(file.key))));
  let reported = 0;
  const key = packageKey(row.id);
  const size = await writeZip(
    storage,
    key,
    originals.map((file, index) => ({ name: names[index]!, key: file.key, title: file.title })),
    {
      onBytes: async (done) => {
        const percent = Math.floor((done / Math.max(total, 1)) * 99);
        // A step of a percent at most: each report is a write to the job's row.
        if (percent > reported) {
          reported = percent;
          await context.progress(percent);
        }
      },
      signal: context.signal,
    },
  );
  // The files grew since they were counted: the zip is not kept.
  if (size > PACKAGE_MAX_BYTES + ZIP_RECORDS_MAX_BYTES) {
    await storage.remove(key);
    throw new PermanentJobError(msg('job.package_too_large', { size: PACKAGE_LIMIT_GB }));
  }
  const kept = await db
    .update(packages)
    .set({
      state: PackageState.READY,
      storageKey: key,
      sizeBytes: size,
      expiresAt: sql`now() + make_interval(hours => ${keepHours})`,
    })
    .where(and(eq(packages.id, row.id), eq(packages.state, PackageState.BUILDING)))
    .returning({ id: packages.id });
  if (kept.length === 0) await storage.remove(key);
}

/**
 * The job's last attempt failed (or its failure is final): the package is failed, and expires like a
 * built one, so the clock clears it from the list. A worker that is stopping is no failure: the job
 * runs again elsewhere.
 */
async function buildOrFail(services: Services, context: JobContext) {
  try {
    await buildPackage(services, context);
  } catch (error) {
    const stopping =
      context.signal.aborted && (context.signal.reason as Error | undefined)?.name !== 'TimeoutError';
    const final = error instanceof PermanentJobError || context.job.attempts >= context.job.maxAttempts;
    if (final && !stopping) {
      const { packageId } = context.job.payload as { packageId: string };
      const reason = error instanceof Error ? error.message : String(error);
      // The reason goes on the job with the state, so the list never shows a failure without it.
      await services.db.transaction(async (tx) => {
        await tx
          .update(jobs)
          .set({ error: reason, errorMessage: jobMessageOf(error, reason) })
          .where(eq(jobs.id, context.job.id));
        await tx
          .update(packages)
          .set({
            state: PackageState.FAILED,
            expiresAt: sql`now() + make_interval(hours => ${services.keepHours})`,
          })
          .where(and(eq(packages.id, packageId), eq(packages.state, PackageState.BUILDING)));
      });
    }
    throw error;
  }
}

/** The package jobs, by kind, for the worker. */
export const packageJobHandlers = (services: Services): Record<string, JobHandler> => ({
  [PACKAGE_BUILD_JOB]: (context) => buildOrFail(services, context),
});

/**
 * Removes the packages past their expiry, rows and zips, in one transaction per batch: rows taken
 * with SKIP LOCKED (one being deleted by its owner is left to them), and a zip that cannot be removed
 * rolls its rows back, to be tried again at the next run. Seeded packages (no expiry) stay. Answers
 * how many were removed.
 */
export async function expirePackages({ db, storage, filesDir }: Omit<Services, 'keepHours'>) {
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: packages.id })
        .from(packages)
        .where(lt(packages.expiresAt, sql`now()`))
        .limit(EXPIRE_BATCH)
        .for('update', { skipLocked: true });
      const doomed = await tx
        .delete(packages)
        .where(inArray(packages.id, due))
        .returning({ id: packages.id, key: packages.storageKey });
      for (const { id, key } of doomed) {
        if (key) await storage.remove(key);
        else await removePackageFile(filesDir, id);
      }
      return doomed.length;
    });
    removed += batch;
    if (batch < EXPIRE_BATCH) return removed;
  }
}

/** The hourly clock that removes expired packages. */
export const packageExpiryClock = (services: Omit<Services, 'keepHours'>): Clock => ({
  kind: PACKAGE_EXPIRE_JOB,
  everySeconds: PACKAGE_EXPIRE_EVERY_SECONDS,
  run: async () => {
    await expirePackages(services);
  },
});
