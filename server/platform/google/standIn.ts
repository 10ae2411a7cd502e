import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GoogleSettings } from './client';
import { tokenRoutes, youtubeRoutes } from './standInApi';
import { consentRoutes } from './standInConsent';
import { createGrantStore } from './standInGrants';
import { createStandInYouTube, standInApiKey, type StandInYouTube } from './standInYouTube';

/** The one client the stand-in knows, as the app is configured with it. */
export interface StandInOptions {
  clientId: string;
  clientSecret: string;
  /** How long an access token works; 0 issues tokens that are already expired (for tests). */
  accessTokenTtlSeconds?: number;
  /** The channels' uploads it serves, which tests drive (see standInYouTube); its own when not given. */
  youtube?: StandInYouTube;
}

/** Google's usual access-token lifetime. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 3599;

/** Settings that point the Google client at a stand-in registered at `baseUrl` (e.g. …/dev/google). */
export function standInSettings(baseUrl: string, clientId: string, clientSecret: string): GoogleSettings {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    clientId,
    clientSecret,
    authorizeUrl: `${base}/o/oauth2/v2/auth`,
    tokenUrl: `${base}/token`,
    youtubeApiUrl: `${base}/youtube/v3`,
    apiKey: standInApiKey(clientSecret),
  };
}

/**
 * A development stand-in for Google's sign-in and the YouTube Data API calls the app makes (channels,
 * playlistItems, videos), speaking the same protocol
 * for the subset the app uses, so the channel connection can be walked without Google credentials and
 * tested offline. Register it under a prefix (e.g. /dev/google) and point the client at it with
 * standInSettings. Codes and tokens live in this instance's memory: run it in one server process only.
 */
export const googleStandIn: FastifyPluginAsyncTypebox<StandInOptions> = async (app, options) => {
  const ttl = options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl < 0) {
    throw new Error('accessTokenTtlSeconds must be a whole number from 0');
  }
  const youtube = options.youtube ?? createStandInYouTube();
  const grants = createGrantStore(ttl, youtube.isRevoked);
  // Google's token endpoint and the consent form both post form-encoded bodies; only in this scope.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  await app.register(consentRoutes, { clientId: options.clientId, grants });
  await app.register(tokenRoutes, { clientId: options.clientId, clientSecret: options.clientSecret, grants });
  await app.register(youtubeRoutes, { grants, youtube, apiKey: standInApiKey(options.clientSecret) });
};
