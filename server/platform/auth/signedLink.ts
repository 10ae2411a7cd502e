import { AccountStatus } from '../../../shared/constants';
import type { Database } from '../db/client';
import { eq } from 'drizzle-orm';
import { users } from '../../entities/users/table';
import { sessionCaller } from './plugin';
import type { TokenSigner } from './tokens';

/**
 * Whom a link is for, and what keeps it working: the session that asked for it (the link dies with
 * it: sign-out, a password change elsewhere, a disabled account or team), or, when `sessionId` is
 * null, the account alone, for a service that fetches the link later than any session may last.
 */
export interface LinkHolder {
  userId: string;
  sessionId: string | null;
}

/** The `issuedBy` of a link held by the account alone. */
const ACCOUNT_ONLY = 'account';

/**
 * A short-lived link the browser follows without the session's token (a player's source, a saved
 * file): the signed token is the key, and names one thing of one kind for one person.
 */
export async function signLink(
  signer: TokenSigner,
  link: { kind: string; id: string; holder: LinkHolder; path: string; seconds: number },
): Promise<string> {
  const token = await signer.sign(
    {
      sessionId: `${link.kind}:${link.id}`,
      userId: link.holder.userId,
      issuedBy: link.holder.sessionId ?? ACCOUNT_ONLY,
    },
    new Date(Date.now() + link.seconds * 1000),
  );
  return `${link.path}?token=${token}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id (a uuid) of the kind a link's verified claims name, or undefined when they name none. */
function linkedId(kind: string, claims: { sessionId: string }): string | undefined {
  const prefix = `${kind}:`;
  const id = claims.sessionId.startsWith(prefix) ? claims.sessionId.slice(prefix.length) : undefined;
  return id && UUID.test(id) ? id : undefined;
}

/**
 * The thing of this kind a link names and the person it is for, if the link is well signed,
 * unexpired, and what holds it still lives: its session (checked as every call's is), or its account
 * (active). Anything else, a session token included, is no link.
 */
export async function verifyLink(
  db: Database,
  signer: TokenSigner,
  token: string,
  kind: string,
): Promise<{ id: string; userId: string } | undefined> {
  const claims = await signer.verify(token);
  const id = claims && linkedId(kind, claims);
  if (!claims?.issuedBy || !id) return undefined;
  const live =
    claims.issuedBy === ACCOUNT_ONLY
      ? (await activeStatus(db, claims.userId)) === AccountStatus.ACTIVE
      : (await sessionCaller(db, claims.issuedBy, claims.userId)) !== undefined;
  return live ? { id, userId: claims.userId } : undefined;
}

/** The account's status, read from the identity table itself (the users' repository is an entity's). */
async function activeStatus(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status;
}
