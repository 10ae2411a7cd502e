import { msg } from '../../../../shared/serverMessages';
import { isAllowedChannelIcon } from '../../../../shared/channelIcons';
import { eq, sql } from 'drizzle-orm';
import { URL_MAX_LENGTH, type ChannelVerification } from '../../../../shared/constants';
import { channels, type ChannelRow } from '../table';
import type { Database } from '../../../platform/db/client';
import {
  channelsOfToken,
  GoogleError,
  refreshAccessToken,
  type GoogleSettings,
  type GoogleTokens,
  type YouTubeChannel,
} from '../../../platform/google/client';
import type { TokenCipher } from '../../../platform/google/tokenCipher';
import { badRequest, conflict, HttpError } from '../../../platform/http/errors';
import { openAccessGrant, openRefreshGrant, type AccessGrant } from './grants';

/** How the API reaches Google (or the development stand-in), and the key its tokens are kept with. */
export interface ChannelConnection {
  /** Undefined when neither Google nor the stand-in is configured (production without a client). */
  settings: GoogleSettings | undefined;
  /** What a channel connected through these settings is marked with: only Google's word verifies it. */
  verification: ChannelVerification;
  cipher: TokenCipher;
}

/** The Google settings, or a plain 503 when the server has none. */
export function googleSettings(connection: ChannelConnection): GoogleSettings {
  if (!connection.settings) {
    throw new HttpError(503, 'google.not_configured');
  }
  return connection.settings;
}

/** An access token this close to its expiry is refreshed before use, not sent to fail. */
const EXPIRY_MARGIN_MS = 60 * 1000;
export const INVALID_CHANNEL_ID = 'channel.invalid_id';

/** Google's failures as the API reports them; tokens never reach the message (see GoogleError). */
export function googleFailure(error: unknown): unknown {
  if (!(error instanceof GoogleError)) return error;
  switch (error.kind) {
    case 'invalid_grant':
      return badRequest(msg('google.refused', { reason: error.message }), { code: 'field.not_valid' });
    case 'unauthorized':
      return badRequest('google.expired', {
        access_token: 'field.has_expired',
      });
    case 'forbidden':
      return new HttpError(502, msg('google.youtube_refused', { reason: error.message }));
    case 'quota':
      return new HttpError(503, msg('google.youtube_refused', { reason: error.message }));
    case 'invalid_client':
      return new HttpError(502, 'google.misconfigured');
    case 'unavailable':
      return new HttpError(503, 'google.unreachable');
  }
}

async function withGoogle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw googleFailure(error);
  }
}

/**
 * The channels the grant's account owns, refreshing its access token first when it has expired.
 * Answers the tokens used, so what is stored is what worked.
 */
async function channelsOfGrant(connection: ChannelConnection, grant: AccessGrant) {
  let tokens: GoogleTokens = {
    accessToken: grant.token,
    refreshToken: grant.refresh,
    expiresAt: new Date(grant.expiresAt),
  };
  return withGoogle(async () => {
    if (tokens.expiresAt.getTime() - EXPIRY_MARGIN_MS < Date.now() && grant.refresh) {
      tokens = {
        ...(await refreshAccessToken(googleSettings(connection), grant.refresh)),
        refreshToken: grant.refresh,
      };
    }
    return { channels: await channelsOfToken(googleSettings(connection), tokens.accessToken), tokens };
  });
}

/** The channel, when it is one of the grant's: a channel id alone proves nothing. */
export async function verifiedChannel(connection: ChannelConnection, grant: AccessGrant, channelId: string) {
  const { channels: owned, tokens } = await channelsOfGrant(connection, grant);
  const channel = owned.find((c) => c.id === channelId);
  if (!channel) {
    throw badRequest(INVALID_CHANNEL_ID, { channel_id: 'channel.not_this_account' });
  }
  return { channel, tokens };
}

/**
 * A channel as a Google sign-in gives it: the grant opened for this user, the channel verified as the
 * signed-in account's, then YouTube's data and the encrypted tokens as the columns to store.
 */
export async function connectedColumns(
  connection: ChannelConnection,
  userId: string,
  channelId: string,
  handles: { access_token: string; refresh_token?: string },
) {
  const grant = openAccessGrant(connection.cipher, userId, handles.access_token);
  if (handles.refresh_token)
    grant.refresh = openRefreshGrant(connection.cipher, userId, handles.refresh_token);
  const { channel, tokens } = await verifiedChannel(connection, grant, channelId);
  return {
    ...youtubeColumns(channel),
    ...storedTokens(connection, tokens),
    verification: connection.verification,
  };
}

/** The spec's channel info (spec 000 §3). */
export const channelInfo = (channel: YouTubeChannel) => ({
  title: channel.title,
  description: channel.description,
  date: channel.date,
  icon: channel.icon,
});

/** A channel's columns from YouTube, as a new or re-authorised channel stores them. */
export const youtubeColumns = (channel: YouTubeChannel) => ({
  channelTitle: channel.title,
  channelDescription: channel.description,
  channelStartDate: channel.date,
  // An icon from anywhere but YouTube's image hosts is not kept (see shared/channelIcons).
  channelIconUrl:
    channel.icon && channel.icon.length <= URL_MAX_LENGTH && isAllowedChannelIcon(channel.icon)
      ? channel.icon
      : null,
});

/** The tokens as they are kept: encrypted; the stored refresh token stays when none is given. */
export function storedTokens(connection: ChannelConnection, tokens: GoogleTokens) {
  return {
    accessToken: connection.cipher.encrypt(tokens.accessToken),
    ...(tokens.refreshToken && { refreshToken: connection.cipher.encrypt(tokens.refreshToken) }),
    tokenExpiresAt: tokens.expiresAt,
  };
}

/**
 * A working access token for a connected channel: the stored one, or a new one from its refresh
 * token once it has expired, stored for the next use.
 */
export async function freshAccessToken(
  db: Database,
  connection: ChannelConnection,
  channel: ChannelRow,
): Promise<string> {
  if (!channel.accessToken || !channel.refreshToken || !channel.tokenExpiresAt) {
    throw conflict('channel.not_connected', { channel_id: 'channel.not_connected_field' });
  }
  if (channel.tokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now()) {
    return connection.cipher.decrypt(channel.accessToken);
  }
  const refreshToken = connection.cipher.decrypt(channel.refreshToken);
  const tokens = await withGoogle(async () => {
    try {
      return await refreshAccessToken(googleSettings(connection), refreshToken);
    } catch (error) {
      // The person revoked the app's access, or it lapsed: only a new sign-in helps.
      if (error instanceof GoogleError && error.kind === 'invalid_grant') {
        throw conflict('channel.access_revoked', {
          channel_id: 'channel.access_revoked_field',
        });
      }
      throw error;
    }
  });
  await db
    .update(channels)
    .set({ ...storedTokens(connection, tokens), updatedAt: sql`now()` })
    .where(eq(channels.id, channel.id));
  return tokens.accessToken;
}

/** The connected channel's YouTube data, read with its own stored tokens. */
export async function storedChannelInfo(db: Database, connection: ChannelConnection, channel: ChannelRow) {
  const accessToken = await freshAccessToken(db, connection, channel);
  const owned = await withGoogle(() => channelsOfToken(googleSettings(connection), accessToken));
  const found = owned.find((c) => c.id === channel.channelId);
  if (!found) throw badRequest(INVALID_CHANNEL_ID, { channel_id: 'channel.no_longer_this_account' });
  return found;
}
