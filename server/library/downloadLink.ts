import { MEDIA_LINK_SECONDS } from '../assets/mediaLink';
import type { TokenSigner } from '../auth/tokens';

const DOWNLOAD_LINK_PREFIX = 'download:';

/**
 * A short-lived link that saves one download's file (`/api/media/download?token=`): the browser
 * follows it without the session's token, so the signed token is the key, and names the download
 * (its row says which stored file, and under what name).
 */
export async function signDownloadLink(
  signer: TokenSigner,
  downloadId: string,
  userId: string,
): Promise<string> {
  const token = await signer.sign(
    { sessionId: `${DOWNLOAD_LINK_PREFIX}${downloadId}`, userId },
    new Date(Date.now() + MEDIA_LINK_SECONDS * 1000),
  );
  return `/api/media/download?token=${token}`;
}

/** The download a link's verified claims name, or undefined when they name none. */
export function linkedDownloadId(claims: { sessionId: string } | null | undefined): string | undefined {
  return claims?.sessionId.startsWith(DOWNLOAD_LINK_PREFIX)
    ? claims.sessionId.slice(DOWNLOAD_LINK_PREFIX.length)
    : undefined;
}
