import { and, count, eq, isNull, min, sql } from 'drizzle-orm';
import { msg, type Said } from '../../../shared/serverMessages';
import { UPLOAD_KEEP_HOURS, UPLOAD_SWEEP_EVERY_SECONDS } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { users } from '../users/table';
import { uploads } from './table';

/** How much a person may hold in uploads no asset has claimed (see UPLOAD_PENDING_MAX). */
export interface UploadQuota {
  uploads: number;
  bytes: number;
}

/** A creation the quota refuses: 429 for too many uploads (with when one is freed at the latest), 413 for too many bytes. */
export interface QuotaRefusal {
  status: 429 | 413;
  said: Said;
  retryAfterSeconds?: number;
}

/** A size as the upload page writes it: 5 GB, 700 MB, 12 KB (binary units). */
function sizeText(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, '')} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Writes a new upload's row unless its owner's unclaimed uploads would then pass the quota, in
 * one transaction that holds the owner's user row: creations of one person are counted one after
 * another, so a burst of parallel ones cannot pass the limit together (others are not held up).
 */
export async function startUpload(
  db: Database,
  row: { id: string; ownerId: string; fileName: string; size: number },
  quota: UploadQuota,
): Promise<QuotaRefusal | undefined> {
  return db.transaction(async (tx) => {
    // NO KEY UPDATE: rows that refer to the user (their uploads among them) can still be written.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.ownerId)).for('no key update');
    const [held] = await tx
      .select({
        uploads: count(),
        bytes: sql<string>`coalesce(sum(${uploads.size}), 0)`,
        oldest: min(uploads.createdAt),
      })
      .from(uploads)
      .where(and(eq(uploads.ownerId, row.ownerId), isNull(uploads.claimedAt)));
    if (held.uploads >= quota.uploads) {
      // At the latest, the sweep frees the oldest one after UPLOAD_KEEP_HOURS.
      const oldest = held.oldest ? new Date(held.oldest).getTime() : Date.now();
      const freed = oldest + UPLOAD_KEEP_HOURS * 3_600_000 + UPLOAD_SWEEP_EVERY_SECONDS * 1000;
      return {
        status: 429,
        said: msg('upload.too_many', { count: held.uploads }),
        retryAfterSeconds: Math.max(1, Math.ceil((freed - Date.now()) / 1000)),
      } as const;
    }
    const bytes = Number(held.bytes);
    if (bytes + row.size > quota.bytes)
      return {
        status: 413,
        said: msg('upload.too_much', {
          held: sizeText(bytes),
          allowed: sizeText(quota.bytes),
          needed: sizeText(row.size),
        }),
      } as const;
    await tx.insert(uploads).values(row);
    return undefined;
  });
}
