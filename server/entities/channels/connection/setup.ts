import { randomBytes } from 'node:crypto';
import { ChannelVerification } from '../../../../shared/constants';
import { resolveServerSecret } from '../../../platform/auth/tokens';
import type { Config } from '../../../config';
import type { Database } from '../../../platform/db/client';
import { standInSettings, type StandInOptions } from '../../../platform/google/standIn';
import { createTokenCipher, parseTokenKey, TOKEN_KEY_BYTES } from '../../../platform/google/tokenCipher';
import type { ChannelConnection } from './connection';

/** Where the development sign-in stand-in is served when no Google client is configured. */
export const STAND_IN_PREFIX = '/dev/google';
const STAND_IN_CLIENT_ID = 'drm-development-stand-in';
const TOKEN_KEY_NAME = 'channel_token_key';

export interface GoogleSetup {
  connection: ChannelConnection;
  /** Set when the app serves the stand-in itself (no Google client, and not in production). */
  standIn?: StandInOptions;
  /** Whether the token key was generated and kept in the database rather than configured. */
  generatedKey: boolean;
}

/** The loopback address the server reaches itself on, for the stand-in's token and YouTube calls. */
const selfAddress = (host: string) => (['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host);

/**
 * Google as configured, or the stand-in this server serves at /dev/google (the person's browser
 * reaches it at APP_URL, the server itself on its own port), or neither: channels then cannot be
 * connected, and the calls say so.
 */
export async function googleSetup(db: Database, config: Config): Promise<GoogleSetup> {
  const keyText = await resolveServerSecret(db, TOKEN_KEY_NAME, config.tokenEncryptionKey, TOKEN_KEY_BYTES);
  const cipher = createTokenCipher(parseTokenKey(keyText));
  const generatedKey = config.tokenEncryptionKey === undefined;
  if (config.google) {
    return {
      connection: { settings: config.google, verification: ChannelVerification.GOOGLE, cipher },
      generatedKey,
    };
  }
  if (!config.googleStandIn) {
    return {
      connection: { settings: undefined, verification: ChannelVerification.GOOGLE, cipher },
      generatedKey,
    };
  }
  // A secret of this process's own: the stand-in and its client live and die together.
  const standIn = { clientId: STAND_IN_CLIENT_ID, clientSecret: randomBytes(24).toString('base64url') };
  const local = standInSettings(
    `http://${selfAddress(config.host)}:${config.port}${STAND_IN_PREFIX}`,
    standIn.clientId,
    standIn.clientSecret,
  );
  const { authorizeUrl } = standInSettings(
    `${config.appUrl}${STAND_IN_PREFIX}`,
    standIn.clientId,
    standIn.clientSecret,
  );
  return {
    // Anyone may claim any channel through it: what it adds is marked as not verified.
    connection: {
      settings: { ...local, authorizeUrl },
      verification: ChannelVerification.STAND_IN,
      cipher,
    },
    standIn,
    generatedKey,
  };
}
