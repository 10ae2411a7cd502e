import { and, count, eq, gt, lt } from 'drizzle-orm';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLE_WINDOW_MS,
} from '../../shared/constants';
import type { Database } from '../db/client';
import { loginFailures } from './table';

/**
 * Failed sign-ins are counted in the database (not in memory) so every server instance sees them.
 * Per account the limit is tight; per address it is loose, so one attacked account does not lock out
 * the others behind the same address.
 */
export async function isLoginThrottled(db: Database, email: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_THROTTLE_WINDOW_MS);
  const [[byAccount], [byAddress]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since))),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.address, address), gt(loginFailures.at, since))),
  ]);
  return byAccount.n >= LOGIN_FAILURES_PER_ACCOUNT || byAddress.n >= LOGIN_FAILURES_PER_ADDRESS;
}

export async function recordLoginFailure(db: Database, email: string, address: string): Promise<void> {
  await db.insert(loginFailures).values({ email, address });
  // Old rows are useless once outside the window; pruning here keeps the table small without a job.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - LOGIN_THROTTLE_WINDOW_MS)));
}

export const clearLoginFailures = (db: Database, email: string) =>
  db.delete(loginFailures).where(eq(loginFailures.email, email));
