import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AccountStatus, SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS } from '../../../shared/constants';
import type { Database } from '../db/client';
import { users, type UserRow } from '../../entities/users/table';
import { forgetSessions } from './sessionMemory';
import { sessions } from './table';

/** Runs a write that ends or changes sessions, then forgets the sessions remembered in memory. */
async function changingSessions(write: PromiseLike<unknown>): Promise<void> {
  await write;
  forgetSessions();
}

/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Database, userId: string, actingOwnerId: string | null) {
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_MS);
  const [session] = await db.insert(sessions).values({ userId, actingOwnerId, expiresAt }).returning();
  return session;
}

/** Points a team member's session at another owner; the caller has checked the membership. */
export const setActingOwner = (db: Database, sessionId: string, ownerId: string) =>
  changingSessions(db.update(sessions).set({ actingOwnerId: ownerId }).where(eq(sessions.id, sessionId)));

/**
 * The lookup every signed-in call makes, built once per database: its SQL is not rebuilt per call,
 * and on PostgreSQL it is a named statement each connection parses and plans once.
 */
const liveSessionQueries = new WeakMap<Database, ReturnType<typeof prepareLiveSession>>();

const owners = alias(users, 'owner');

function prepareLiveSession(db: Database) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(owners, eq(owners.id, sessions.actingOwnerId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        // A session acting for an owner (a team member's) lives only while that owner is active.
        or(isNull(sessions.actingOwnerId), eq(owners.status, AccountStatus.ACTIVE)),
        gt(sessions.lastSeenAt, sql`now() - ${SESSION_IDLE_TIMEOUT_MS} * interval '1 millisecond'`),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('live_session');
}

/**
 * The session and its account, if the session is live: not revoked, not idle too long, not expired,
 * and, when it acts for an owner, that owner still active.
 */
export async function findLiveSession(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<{ session: typeof sessions.$inferSelect; user: UserRow } | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSession(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId });
  if (!row) return undefined;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
  }
  return row;
}

export const revokeSession = (db: Database, sessionId: string) =>
  changingSessions(
    db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),
  );

/** Revokes every session of an account, but the one named in `except` (the caller's own). */
export const revokeUserSessions = (db: Database, userId: string, except?: string) =>
  changingSessions(
    db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          except ? ne(sessions.id, except) : undefined,
        ),
      ),
  );

/** Revokes the sessions acting for an owner (their team members'): the owner was disabled or deleted. */
export const revokeSessionsActingFor = (db: Database, ownerId: string) =>
  changingSessions(
    db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.actingOwnerId, ownerId), isNull(sessions.revokedAt))),
  );

/** Signs a member out of the sessions acting for this owner: they no longer work for them. */
export const revokeActingSessions = (db: Database, memberId: string, ownerId: string) =>
  changingSessions(
    db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sessions.userId, memberId), eq(sessions.actingOwnerId, ownerId), isNull(sessions.revokedAt)),
      ),
  );
