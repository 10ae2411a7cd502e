import { errorBody } from '../../platform/http/errors';
import { randomUUID } from 'node:crypto';
import type { Lock, Locker, RequestRelease } from '@tus/utils';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { uploadLocks } from './table';

/**
 * A request that waited its time for an upload another request holds: 423 Locked, as tusd answers,
 * which tus clients retry (tus's own lockers answer 500).
 */
export const UPLOAD_LOCKED = {
  status_code: 423,
  body: JSON.stringify(errorBody('upload.busy')),
};

export interface LockerOptions {
  /** How long a lock holds without its holder renewing it (its process died). */
  leaseSeconds?: number;
  /** How often a holder renews its lease and looks whether another request wants the upload. */
  renewMs?: number;
  /** How often a waiting request tries again. */
  pollMs?: number;
  /** How long a request waits for the lock before it is refused (tus's own default: 30 s). */
  acquireTimeoutMs?: number;
}

/**
 * tus's lock on the database, so one request at a time works on an upload across every server
 * process (tus's MemoryLocker only sees its own process): a row per locked upload, held under a lease.
 * PostgreSQL's advisory locks would need one connection kept per held lock (a session lock is
 * released only by the connection that took it, and the pool hands out any), and PGlite, with its
 * one session, would grant them to every request; a leased row works the same on both. A waiting
 * request asks the holder to let go, as tus's own lockers do, and the holder's request is ended.
 */
export function databaseLocker(db: Database, options: LockerOptions = {}): Locker {
  const leaseSeconds = options.leaseSeconds ?? 30;
  const renewMs = options.renewMs ?? 500;
  const pollMs = options.pollMs ?? 100;
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const lease = sql`now() + make_interval(secs => ${leaseSeconds})`;

  return {
    newLock(id): Lock {
      const holder = randomUUID();
      let renewal: NodeJS.Timeout | undefined;

      /** Takes the row when it is free or its lease ran out; true when this lock holds it now. */
      const tryAcquire = async () => {
        const taken = await db
          .insert(uploadLocks)
          .values({ uploadId: id, holder, expiresAt: lease })
          .onConflictDoUpdate({
            target: uploadLocks.uploadId,
            set: { holder, expiresAt: lease, releaseRequested: false },
            setWhere: sql`${uploadLocks.expiresAt} < now()`,
          })
          .returning({ holder: uploadLocks.holder });
        return taken.length > 0;
      };

      /** Keeps the lease; lets go when another request asked, or when the lease was lost. */
      const keep = (requestRelease: RequestRelease) => {
        let released = false;
        renewal = setInterval(() => {
          void db
            .update(uploadLocks)
            .set({ expiresAt: lease })
            .where(and(eq(uploadLocks.uploadId, id), eq(uploadLocks.holder, holder)))
            .returning({ asked: uploadLocks.releaseRequested })
            .then(async ([row]) => {
              if (released || (row && !row.asked)) return;
              released = true;
              await requestRelease();
            })
            // The database is away for a moment: the next renewal tries again within the lease.
            .catch(() => undefined);
        }, renewMs);
        renewal.unref();
      };

      return {
        async lock(signal, requestRelease) {
          const deadline = Date.now() + acquireTimeoutMs;
          for (;;) {
            if (await tryAcquire()) return keep(requestRelease);
            if (signal.aborted || Date.now() >= deadline) throw UPLOAD_LOCKED;
            await db.update(uploadLocks).set({ releaseRequested: true }).where(eq(uploadLocks.uploadId, id));
            await new Promise((resolve) => setTimeout(resolve, pollMs));
          }
        },
        async unlock() {
          clearInterval(renewal);
          await db
            .delete(uploadLocks)
            .where(and(eq(uploadLocks.uploadId, id), eq(uploadLocks.holder, holder)));
        },
      };
    },
  };
}
