import type { TokenSigner } from '../auth/tokens';

/** How long a link to a stored file works: long enough to start playing or downloading it. */
export const MEDIA_LINK_SECONDS = 10 * 60;
const MEDIA_LINK_PREFIX = 'media:';

/**
 * A short-lived link to one stored file (`/api/media?token=`): the player's and the browser's
 * requests carry no Authorization header, so the signed token is the key, and names its file. A
 * service that fetches the file later (Rev AI) gets a link that works longer.
 */
export async function signMediaLink(
  signer: TokenSigner,
  fileId: string,
  userId: string,
  seconds = MEDIA_LINK_SECONDS,
): Promise<string> {
  const token = await signer.sign(
    { sessionId: `${MEDIA_LINK_PREFIX}${fileId}`, userId },
    new Date(Date.now() + seconds * 1000),
  );
  return `/api/media?token=${token}`;
}

/** The file a link's verified claims name, or undefined when they name none. */
export function linkedFileId(claims: { sessionId: string } | null | undefined): string | undefined {
  return claims?.sessionId.startsWith(MEDIA_LINK_PREFIX)
    ? claims.sessionId.slice(MEDIA_LINK_PREFIX.length)
    : undefined;
}
