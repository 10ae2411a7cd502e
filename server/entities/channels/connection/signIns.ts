import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { GOOGLE_SIGN_IN_TTL_MS, GOOGLE_SIGN_INS_PER_SESSION } from '../../../../shared/constants';
import { boundSignInState, splitSignInState } from '../../../../shared/signInState';
import type { Database } from '../../../platform/db/client';
import { newPkce } from '../../../platform/google/pkce';
import { badRequest, forbidden } from '../../../platform/http/errors';
import { googleSignIns } from './table';

/**
 * Starts a Google sign-in for this session: a new one-use state (nonce and purpose) and PKCE pair,
 * kept here; answers the state and the challenge for the consent URL. Expired sign-ins are dropped,
 * and the session keeps only its latest few open, so no one can fill the table.
 */
export async function startSignIn(db: Database, sessionId: string, purpose: string | undefined) {
  const nonce = randomBytes(32).toString('base64url');
  const { verifier, challenge } = newPkce();
  await db.transaction(async (tx) => {
    await tx.delete(googleSignIns).where(lt(googleSignIns.expiresAt, sql`now()`));
    const latest = tx
      .select({ state: googleSignIns.state })
      .from(googleSignIns)
      .where(eq(googleSignIns.sessionId, sessionId))
      .orderBy(desc(googleSignIns.createdAt))
      .limit(GOOGLE_SIGN_INS_PER_SESSION - 1);
    await tx
      .delete(googleSignIns)
      .where(and(eq(googleSignIns.sessionId, sessionId), notInArray(googleSignIns.state, latest)));
    await tx.insert(googleSignIns).values({
      state: nonce,
      sessionId,
      purpose: purpose ?? '',
      codeVerifier: verifier,
      expiresAt: sql`now() + ${GOOGLE_SIGN_IN_TTL_MS} * interval '1 millisecond'`,
    });
  });
  return { state: boundSignInState(nonce, purpose), challenge };
}

/**
 * Spends the sign-in a returned state names, once, and only for the session that started it, before
 * it expires: answers its PKCE verifier. In one statement, so a state sent twice at once is spent
 * once. Otherwise a 400 (not started here, used, expired) or 403 (another session's) saying so.
 */
export async function spendSignIn(db: Database, sessionId: string, text: string): Promise<string> {
  const { nonce, purpose = '' } = splitSignInState(text);
  const [spent] = await db
    .update(googleSignIns)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(googleSignIns.state, nonce),
        eq(googleSignIns.sessionId, sessionId),
        eq(googleSignIns.purpose, purpose),
        isNull(googleSignIns.usedAt),
        gt(googleSignIns.expiresAt, sql`now()`),
      ),
    )
    .returning({ verifier: googleSignIns.codeVerifier });
  if (spent) return spent.verifier;

  const [row] = await db.select().from(googleSignIns).where(eq(googleSignIns.state, nonce));
  if (!row || row.purpose !== purpose) {
    throw badRequest('google.not_started_here', {
      state: 'google.not_started_here_field',
    });
  }
  if (row.sessionId !== sessionId) {
    throw forbidden('google.other_session');
  }
  if (row.usedAt) {
    throw badRequest('google.already_used', { state: 'field.already_spent' });
  }
  throw badRequest('google.expired_start_again', { state: 'field.has_expired' });
}
