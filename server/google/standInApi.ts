import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { Strict } from '../http/schemas';
import type { GrantStore, IssuedTokens, Refusal } from './standInGrants';
import { answerFailuresWith, Param, PUBLIC } from './standInHttp';
import { channelIcon } from './standInPage';

/** Pixel sizes of YouTube's default, medium and high channel thumbnails. */
const THUMBNAIL_SIZES = { default: 88, medium: 240, high: 800 } as const;

const TokenBody = Strict({
  grant_type: Param,
  client_id: Param,
  client_secret: Param,
  code: Type.Optional(Param),
  redirect_uri: Type.Optional(Param),
  refresh_token: Type.Optional(Param),
  code_verifier: Type.Optional(Param),
});

function oauthFailure(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.status(status).send({ error, error_description: description });
}

/** Compares digests, so the time taken says nothing about how much of the secret matched. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** `POST /token`: codes and refresh tokens for access tokens, answering errors as Google does. */
export const tokenRoutes: FastifyPluginAsyncTypebox<{
  clientId: string;
  clientSecret: string;
  grants: GrantStore;
}> = async (app, { clientId, clientSecret, grants }) => {
  answerFailuresWith(app, (reply, message) =>
    reply.send({ error: 'invalid_request', error_description: message }),
  );

  app.post('/token', { schema: { body: TokenBody }, config: PUBLIC }, async (request, reply) => {
    const body = request.body;
    // Tokens must not be kept by any cache on the way (RFC 6749 §5.1).
    reply.header('cache-control', 'no-store');
    if (body.client_id !== clientId) {
      return oauthFailure(reply, 401, 'invalid_client', 'The OAuth client was not found.');
    }
    if (!sameSecret(body.client_secret, clientSecret)) {
      return oauthFailure(reply, 401, 'invalid_client', 'Unauthorized');
    }

    let outcome: IssuedTokens | Refusal;
    if (body.grant_type === 'authorization_code') {
      if (!body.code) return oauthFailure(reply, 400, 'invalid_request', 'Missing required parameter: code');
      if (!body.redirect_uri) {
        return oauthFailure(reply, 400, 'invalid_request', 'Missing required parameter: redirect_uri');
      }
      outcome = grants.redeemCode(body.code, body.redirect_uri, body.code_verifier);
    } else if (body.grant_type === 'refresh_token') {
      if (!body.refresh_token) {
        return oauthFailure(reply, 400, 'invalid_request', 'Missing required parameter: refresh_token');
      }
      outcome = grants.refresh(body.refresh_token);
    } else {
      return oauthFailure(reply, 400, 'unsupported_grant_type', `Invalid grant_type: ${body.grant_type}`);
    }
    if ('refused' in outcome) return oauthFailure(reply, 400, 'invalid_grant', outcome.refused);
    return {
      access_token: outcome.accessToken,
      expires_in: outcome.expiresInSeconds,
      refresh_token: outcome.refreshToken,
      scope: outcome.scope,
      token_type: 'Bearer',
    };
  });
};

/** The stand-in serves only what the app asks: the snippet of the token's own channel. */
const ChannelsQuery = Strict({
  part: Type.String({ pattern: '^(id|snippet)(,(id|snippet))*$' }),
  mine: Type.Literal('true'),
});

/** The YouTube Data API's error envelope. */
function apiFailure(reply: FastifyReply, status: string, reason: string, message: string) {
  return reply.send({
    error: { code: reply.statusCode, message, errors: [{ message, domain: 'global', reason }], status },
  });
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** `GET /youtube/v3/channels?part=snippet&mine=true`: the channel chosen at consent, as YouTube shapes it. */
export const youtubeRoutes: FastifyPluginAsyncTypebox<{ grants: GrantStore }> = async (app, { grants }) => {
  answerFailuresWith(app, (reply, message) =>
    reply.statusCode === 500
      ? apiFailure(reply, 'INTERNAL', 'backendError', message)
      : apiFailure(reply, 'INVALID_ARGUMENT', 'badRequest', message),
  );

  app.get(
    '/youtube/v3/channels',
    { schema: { querystring: ChannelsQuery }, config: PUBLIC },
    async (request, reply) => {
      const token = request.headers.authorization?.match(BEARER)?.[1];
      const consent = token ? grants.consentOf(token) : undefined;
      if (!consent) {
        return apiFailure(
          reply.status(401),
          'UNAUTHENTICATED',
          'authError',
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        );
      }
      const { id, title, description, publishedAt } = consent.channel;
      const url = channelIcon(id);
      const thumbnails = Object.fromEntries(
        Object.entries(THUMBNAIL_SIZES).map(([size, pixels]) => [
          size,
          { url, width: pixels, height: pixels },
        ]),
      );
      return {
        kind: 'youtube#channelListResponse',
        pageInfo: { totalResults: 1, resultsPerPage: 5 },
        items: [
          {
            kind: 'youtube#channel',
            id,
            snippet: { title, description, publishedAt, thumbnails, localized: { title, description } },
          },
        ],
      };
    },
  );
};
