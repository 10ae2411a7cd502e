import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Strict } from '../http/schemas';
import type { Consent, GrantStore, IssuedTokens, Refusal } from './standInGrants';
import type { StandInFailure, StandInYouTube } from './standInYouTube';
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

/**
 * The stand-in serves what the app asks: the snippet of the token's own channel (mine=true), or a
 * channel's uploads playlist (contentDetails, by id).
 */
const ChannelsQuery = Strict({
  part: Type.String({ pattern: '^(id|snippet|contentDetails)(,(id|snippet|contentDetails))*$' }),
  mine: Type.Optional(Type.Literal('true')),
  id: Type.Optional(Type.String({ pattern: '^UC[A-Za-z0-9_-]{22}(,UC[A-Za-z0-9_-]{22}){0,49}$' })),
  forHandle: Type.Optional(Type.String({ pattern: '^@?[A-Za-z0-9._-]{3,30}$' })),
  key: Type.Optional(Param),
});

/** search.list as the monitoring scan asks it: a hashtag's videos, newest first. */
const SearchQuery = Strict({
  part: Type.Literal('snippet'),
  q: Type.String({ minLength: 2, maxLength: 101 }),
  type: Type.Literal('video'),
  order: Type.Literal('date'),
  maxResults: Type.Optional(Type.String({ pattern: '^([0-9]|[1-4][0-9]|50)$' })),
  pageToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  key: Param,
});

const PlaylistItemsQuery = Strict({
  part: Type.String({ pattern: '^(id|snippet|contentDetails)(,(id|snippet|contentDetails))*$' }),
  playlistId: Type.String({ minLength: 1, maxLength: 64 }),
  maxResults: Type.Optional(Type.String({ pattern: '^([0-9]|[1-4][0-9]|50)$' })),
  pageToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  key: Type.Optional(Param),
});

const VideosQuery = Strict({
  part: Type.String({
    pattern:
      '^(id|snippet|contentDetails|statistics|status)(,(id|snippet|contentDetails|statistics|status))*$',
  }),
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,20}(,[A-Za-z0-9_-]{1,20}){0,49}$' }),
  maxResults: Type.Optional(Type.String({ pattern: '^([0-9]|[1-4][0-9]|50)$' })),
  key: Type.Optional(Param),
});

/** The YouTube Data API's error envelope. */
function apiFailure(reply: FastifyReply, status: string, reason: string, message: string) {
  return reply.send({
    error: { code: reply.statusCode, message, errors: [{ message, domain: 'global', reason }], status },
  });
}

/** Google's answer to a pageToken it did not hand out (playlistItems.list and search.list). */
const badPageToken = (reply: FastifyReply) =>
  apiFailure(reply.status(400), 'INVALID_ARGUMENT', 'invalidPageToken', 'The page token is not valid.');

/** Google's answers to the failures a test asks for. */
function failWith(reply: FastifyReply, failure: StandInFailure) {
  if (failure === 'quotaExceeded') {
    return apiFailure(
      reply.status(403),
      'PERMISSION_DENIED',
      'quotaExceeded',
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    );
  }
  return apiFailure(reply.status(500), 'INTERNAL', 'backendError', 'Backend Error');
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Every Data API call: a live token's consent, after any failure a test queued; else the answer sent. */
function authorised(
  grants: GrantStore,
  youtube: StandInYouTube,
  request: FastifyRequest,
  reply: FastifyReply,
  apiKey: string | undefined,
): Consent | FastifyReply {
  const failure = youtube.takeFailure();
  if (failure) return failWith(reply, failure);
  // Public data with the server's API key (no person's consent): a consent of no channel.
  const key = (request.query as { key?: string }).key;
  if (key !== undefined) {
    if (apiKey !== undefined && key === apiKey) {
      return { channel: KEY_CHANNEL } as unknown as Consent;
    }
    return apiFailure(
      reply.status(400),
      'INVALID_ARGUMENT',
      'keyInvalid',
      'API key not valid. Please pass a valid API key.',
    );
  }
  const token = request.headers.authorization?.match(BEARER)?.[1];
  const consent = token ? grants.consentOf(token) : undefined;
  if (consent) return consent;
  return apiFailure(
    reply.status(401),
    'UNAUTHENTICATED',
    'authError',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
  );
}

const isConsent = (value: Consent | FastifyReply): value is Consent => 'channel' in value;
/** What an API key's calls are made as: no channel of anyone's. */
const KEY_CHANNEL = { id: '', title: '', description: '', publishedAt: '' };

/** YouTube's thumbnails object, every size at `url`. */
const thumbnailsAt = (url: string) =>
  Object.fromEntries(
    Object.entries(THUMBNAIL_SIZES).map(([size, pixels]) => [size, { url, width: pixels, height: pixels }]),
  );

/**
 * `GET /youtube/v3/channels` (the token's own channel, or channels' uploads playlists),
 * `/playlistItems` (a playlist newest first, paged) and `/videos` (by id), as YouTube shapes them.
 */
export const youtubeRoutes: FastifyPluginAsyncTypebox<{
  grants: GrantStore;
  youtube: StandInYouTube;
  /** The API key public-data calls may use (standInApiKey); none: they are refused. */
  apiKey?: string;
}> = async (app, { grants, youtube, apiKey }) => {
  answerFailuresWith(app, (reply, message) =>
    reply.statusCode === 500
      ? apiFailure(reply, 'INTERNAL', 'backendError', message)
      : apiFailure(reply, 'INVALID_ARGUMENT', 'badRequest', message),
  );

  app.get(
    '/youtube/v3/channels',
    { schema: { querystring: ChannelsQuery }, config: PUBLIC },
    async (request, reply) => {
      youtube.calls.channels += 1;
      const { mine, id: ids, forHandle, part } = request.query;
      // Exactly one filter, as YouTube requires.
      if ([mine, ids, forHandle].filter((filter) => filter !== undefined).length !== 1) {
        return apiFailure(
          reply.status(400),
          'INVALID_ARGUMENT',
          'badRequest',
          'Give exactly one filter: id, forHandle or mine.',
        );
      }
      const consent = authorised(grants, youtube, request, reply, apiKey);
      if (!isConsent(consent)) return consent;
      if (forHandle !== undefined || (ids !== undefined && part.includes('snippet'))) {
        // Public channels, as the monitoring asks for them (snippet and uploads playlist).
        const found = (
          forHandle !== undefined ? [{ handle: forHandle }] : ids!.split(',').map((id) => ({ id }))
        )
          .map((ref) => youtube.channel(ref))
          .filter((channel) => channel !== undefined);
        return {
          kind: 'youtube#channelListResponse',
          pageInfo: { totalResults: found.length, resultsPerPage: 5 },
          ...(found.length > 0 && {
            items: found.map((channel) => ({
              kind: 'youtube#channel',
              id: channel.id,
              snippet: {
                title: channel.title,
                description: '',
                customUrl: channel.handle.toLowerCase(),
                publishedAt: '2020-03-01T12:00:00Z',
                thumbnails: thumbnailsAt(channelIcon(channel.id)),
              },
              contentDetails: {
                relatedPlaylists: { likes: '', uploads: youtube.uploadsPlaylistOf(channel.id) },
              },
            })),
          }),
        };
      }
      if (ids !== undefined) {
        return {
          kind: 'youtube#channelListResponse',
          pageInfo: { totalResults: ids.split(',').length, resultsPerPage: 5 },
          items: ids.split(',').map((id) => ({
            kind: 'youtube#channel',
            id,
            contentDetails: { relatedPlaylists: { likes: '', uploads: youtube.uploadsPlaylistOf(id) } },
          })),
        };
      }
      const { id, title, description, publishedAt } = consent.channel;
      return {
        kind: 'youtube#channelListResponse',
        pageInfo: { totalResults: 1, resultsPerPage: 5 },
        items: [
          {
            kind: 'youtube#channel',
            id,
            snippet: {
              title,
              description,
              publishedAt,
              thumbnails: thumbnailsAt(channelIcon(id)),
              localized: { title, description },
            },
          },
        ],
      };
    },
  );

  app.get(
    '/youtube/v3/playlistItems',
    { schema: { querystring: PlaylistItemsQuery }, config: PUBLIC },
    async (request, reply) => {
      youtube.calls.playlistItems += 1;
      const consent = authorised(grants, youtube, request, reply, apiKey);
      if (!isConsent(consent)) return consent;
      const { playlistId, pageToken, maxResults } = request.query;
      const page = youtube.playlistPage(
        playlistId,
        pageToken,
        maxResults === undefined ? 5 : Number(maxResults),
      );
      if (page === undefined) {
        return apiFailure(
          reply.status(404),
          'NOT_FOUND',
          'playlistNotFound',
          "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
        );
      }
      if (page === 'bad_token') {
        return badPageToken(reply);
      }
      return {
        kind: 'youtube#playlistItemListResponse',
        ...(page.nextPageToken && { nextPageToken: page.nextPageToken }),
        pageInfo: { totalResults: page.total, resultsPerPage: page.entries.length },
        items: page.entries.map((video) => ({
          kind: 'youtube#playlistItem',
          id: `${playlistId}.${video.videoId}`,
          contentDetails: { videoId: video.videoId, videoPublishedAt: video.publishedAt },
        })),
      };
    },
  );

  app.get(
    '/youtube/v3/videos',
    { schema: { querystring: VideosQuery }, config: PUBLIC },
    async (request, reply) => {
      youtube.calls.videos += 1;
      const consent = authorised(grants, youtube, request, reply, apiKey);
      if (!isConsent(consent)) return consent;
      const found = youtube.videos(request.query.id.split(','));
      return {
        kind: 'youtube#videoListResponse',
        pageInfo: { totalResults: found.length, resultsPerPage: found.length },
        items: found.map((video) => ({
          kind: 'youtube#video',
          id: video.videoId,
          snippet: {
            publishedAt: video.publishedAt,
            channelId: video.channelId,
            channelTitle: youtube.channel({ id: video.channelId })?.title ?? video.channelId,
            title: video.title,
            description: '',
            thumbnails: {
              default: { url: `https://i.ytimg.com/vi/${video.videoId}/default.jpg`, width: 120, height: 90 },
              medium: {
                url: `https://i.ytimg.com/vi/${video.videoId}/mqdefault.jpg`,
                width: 320,
                height: 180,
              },
              high: { url: `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`, width: 480, height: 360 },
            },
          },
          contentDetails: { duration: video.duration, dimension: '2d', definition: 'hd', caption: 'false' },
          statistics: {
            viewCount: String(video.viewCount),
            likeCount: String(Math.floor(video.viewCount / 40)),
          },
          status: { uploadStatus: 'processed', privacyStatus: video.privacyStatus, embeddable: true },
        })),
      };
    },
  );

  app.get(
    '/youtube/v3/search',
    { schema: { querystring: SearchQuery }, config: PUBLIC },
    async (request, reply) => {
      youtube.searches.calls += 1;
      const consent = authorised(grants, youtube, request, reply, apiKey);
      if (!isConsent(consent)) return consent;
      const { q, pageToken, maxResults } = request.query;
      const page = youtube.search(q, pageToken, maxResults === undefined ? 5 : Number(maxResults));
      if (!page) {
        return badPageToken(reply);
      }
      return {
        kind: 'youtube#searchListResponse',
        ...(page.nextPageToken && { nextPageToken: page.nextPageToken }),
        pageInfo: { totalResults: page.total, resultsPerPage: page.hits.length },
        items: page.hits.map((hit) => ({
          kind: 'youtube#searchResult',
          id: { kind: 'youtube#video', videoId: hit.videoId },
          snippet: {
            publishedAt: hit.publishedAt,
            channelId: hit.channelId,
            title: hit.title,
            description: '',
            channelTitle: hit.channelTitle,
            thumbnails: {
              medium: { url: `https://i.ytimg.com/vi/${hit.videoId}/mqdefault.jpg`, width: 320, height: 180 },
            },
          },
        })),
      };
    },
  );
};
