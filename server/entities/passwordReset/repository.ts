import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { AccountStatus } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { users } from '../users/table';
import { passwordTokens } from './table';

export type TokenPurpose = 'reset' | 'invite' | 'email';

/** Links that let their holder choose a password: an email-change link never does. */
const PASSWORD_PURPOSES: TokenPurpose[] = ['reset', 'invite'];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link's token; only its hash is stored. */
export async function issuePasswordToken(
  tx: Database,
  userId: string,
  purpose: TokenPurpose,
  ttlMs: number,
  newEmail?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordTokens).values({
    userId,
    tokenHash: hashOf(token),
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
    newEmail: newEmail ?? null,
  });
  return token;
}

/** The email change a token confirms: unused, unexpired, of an active account. */
export async function usableEmailToken(db: Database, token: string) {
  const [row] = await db
    .select({
      id: passwordTokens.id,
      userId: users.id,
      email: users.email,
      newEmail: passwordTokens.newEmail,
    })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(
        eq(passwordTokens.tokenHash, hashOf(token)),
        eq(passwordTokens.purpose, 'email'),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
        eq(users.status, AccountStatus.ACTIVE),
      ),
    );
  return row?.newEmail ? { ...row, newEmail: row.newEmail } : undefined;
}

/** The address an open email-change link of the account would set, if any. */
export async function pendingEmailOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: passwordTokens.newEmail })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, 'email'),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(passwordTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** Ends the account's open email-change links (a newer one replaces them). */
export const spendEmailTokens = (tx: Database, userId: string) =>
  tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, 'email'),
        isNull(passwordTokens.usedAt),
      ),
    );

/** The account a token lets choose a password: unused, unexpired, of an active account. */
export async function usableToken(db: Database, token: string) {
  const [row] = await db
    .select({ id: passwordTokens.id, userId: users.id, email: users.email, name: users.name })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(
        eq(passwordTokens.tokenHash, hashOf(token)),
        inArray(passwordTokens.purpose, PASSWORD_PURPOSES),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
        eq(users.status, AccountStatus.ACTIVE),
      ),
    );
  return row;
}

/** Uses up every open link of the account, of every purpose: one password choice ends them all. */
export const spendPasswordTokens = (tx: Database, userId: string) =>
  tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
