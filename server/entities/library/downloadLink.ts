import { MEDIA_LINK_SECONDS } from '../assets/mediaLink';
import { signLink, verifyLink, type LinkHolder } from '../../platform/auth/signedLink';
import type { TokenSigner } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';

const DOWNLOAD_LINK = 'download';

/**
 * A short-lived link that saves one download's file (`/api/media/download?token=`): it names the
 * download, whose row says which stored file, and under what name; it works while the session that
 * asked for it does.
 */
export const signDownloadLink = (signer: TokenSigner, downloadId: string, holder: LinkHolder) =>
  signLink(signer, {
    kind: DOWNLOAD_LINK,
    id: downloadId,
    holder,
    path: '/api/media/download',
    seconds: MEDIA_LINK_SECONDS,
  });

/** The download a link names and whose it is, if it is one and still works. */
export const verifyDownloadLink = (db: Database, signer: TokenSigner, token: string) =>
  verifyLink(db, signer, token, DOWNLOAD_LINK);
