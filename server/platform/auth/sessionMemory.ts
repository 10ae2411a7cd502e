import type { AuthContext } from './context';

/**
 * How long a live session is remembered once looked up. Within one server process every change that
 * ends or narrows a session forgets them all at once (`forgetSessions`); another process hears of it
 * when its memory of that session runs out, so this is how long a revocation can take to reach every
 * process of a deployment (and the most a check racing with one can keep the old answer).
 */
export const SESSION_MEMORY_MS = 2_000;
/** Sessions remembered at most; the oldest go first. */
const SESSION_MEMORY_MAX = 10_000;

const remembered = new Map<string, { auth: AuthContext; until: number }>();
let generation = 0;

/** The caller of this session, if it was looked up a moment ago and nothing has changed since. */
export function recallSession(sessionId: string, userId: string, now = Date.now()): AuthContext | undefined {
  const entry = remembered.get(sessionId);
  if (!entry) return undefined;
  if (entry.until <= now || entry.auth.userId !== userId) {
    remembered.delete(sessionId);
    return undefined;
  }
  return entry.auth;
}

/** Where the lookup started: what it found is kept only if no session changed meanwhile. */
export const sessionGeneration = () => generation;

export function rememberSession(auth: AuthContext, since: number, expiresAt: Date, now = Date.now()): void {
  if (since !== generation) return;
  if (remembered.size >= SESSION_MEMORY_MAX) remembered.delete(remembered.keys().next().value!);
  remembered.set(auth.sessionId, { auth, until: Math.min(now + SESSION_MEMORY_MS, expiresAt.getTime()) });
}

/** Forgets every remembered session: one was revoked, switched, or its account's role or status changed. */
export function forgetSessions(): void {
  generation++;
  remembered.clear();
}
