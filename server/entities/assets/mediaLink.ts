import { signLink, verifyLink, type LinkHolder } from '../../platform/auth/signedLink';
import type { TokenSigner } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';

/** How long a link to a stored file works: long enough to start playing or downloading it. */
export const MEDIA_LINK_SECONDS = 10 * 60;
const MEDIA_LINK = 'media';
const MEDIA_PATH = '/api/media';

/**
 * A short-lived link to one stored file (`/api/media?token=`): the player's and the browser's
 * requests carry no Authorization header, so the signed token is the key, and names its file. It
 * works while the session that asked for it does.
 */
export const signMediaLink = (signer: TokenSigner, fileId: string, holder: LinkHolder) =>
  signLink(signer, { kind: MEDIA_LINK, id: fileId, holder, path: MEDIA_PATH, seconds: MEDIA_LINK_SECONDS });

/**
 * The link a service fetches the file by, later (Rev AI, up to a day after the request): it works
 * while the account that asked is active, not only its session, which may well have ended by then.
 * It goes to the service, never to a browser, so a stolen session cannot have kept one.
 */
export const signServiceMediaLink = (signer: TokenSigner, fileId: string, userId: string, seconds: number) =>
  signLink(signer, {
    kind: MEDIA_LINK,
    id: fileId,
    holder: { userId, sessionId: null },
    path: MEDIA_PATH,
    seconds,
  });

/** The file a media link names, if it is one and still works. */
export const verifyMediaLink = (db: Database, signer: TokenSigner, token: string) =>
  verifyLink(db, signer, token, MEDIA_LINK);
