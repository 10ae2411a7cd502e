import { MEDIA_LINK_SECONDS } from '../assets/mediaLink';
import { linkedId, signLink } from '../auth/signedLink';
import type { TokenSigner } from '../auth/tokens';

const DOWNLOAD_LINK = 'download';

/**
 * A short-lived link that saves one download's file (`/api/media/download?token=`): it names the
 * download, whose row says which stored file, and under what name.
 */
export const signDownloadLink = (signer: TokenSigner, downloadId: string, userId: string) =>
  signLink(signer, {
    kind: DOWNLOAD_LINK,
    id: downloadId,
    userId,
    path: '/api/media/download',
    seconds: MEDIA_LINK_SECONDS,
  });

/** The download a link's verified claims name, or undefined when they name none. */
export const linkedDownloadId = (claims: { sessionId: string } | null | undefined) =>
  linkedId(DOWNLOAD_LINK, claims);
