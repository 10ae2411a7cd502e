import type { TokenSigner } from './tokens';

/**
 * A short-lived link the browser follows without the session's token (a player's source, a saved
 * file): the signed token is the key, and names one thing of one kind for one person.
 */
export async function signLink(
  signer: TokenSigner,
  link: { kind: string; id: string; userId: string; path: string; seconds: number },
): Promise<string> {
  const token = await signer.sign(
    { sessionId: `${link.kind}:${link.id}`, userId: link.userId },
    new Date(Date.now() + link.seconds * 1000),
  );
  return `${link.path}?token=${token}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id (a uuid) of the kind a link's verified claims name, or undefined when they name none. */
export function linkedId(kind: string, claims: { sessionId: string } | null | undefined): string | undefined {
  const prefix = `${kind}:`;
  const id = claims?.sessionId.startsWith(prefix) ? claims.sessionId.slice(prefix.length) : undefined;
  return id && UUID.test(id) ? id : undefined;
}
