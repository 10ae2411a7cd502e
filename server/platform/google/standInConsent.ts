import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { Strict } from '../http/schemas';
import { YOUTUBE_READONLY_SCOPE } from './client';
import type { CodeChallenge, GrantStore, StandInChannel } from './standInGrants';
import { answerFailuresWith, Param, PUBLIC } from './standInHttp';
import { CHANNEL_TITLE_MAX_LENGTH, consentPage, errorPage, pageSecurityPolicy } from './standInPage';

/** A YouTube channel id: UC and 22 base64url characters. */
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
/** Channels chosen before are offered again on the consent page, the latest first, up to this many. */
const REMEMBERED_CHANNELS = 20;

const authorizeFields = {
  client_id: Type.Optional(Param),
  redirect_uri: Type.Optional(Param),
  response_type: Type.Optional(Param),
  scope: Type.Optional(Param),
  state: Type.Optional(Param),
  code_challenge: Type.Optional(Param),
  code_challenge_method: Type.Optional(Param),
};

/** RFC 7636: a challenge (or a plain verifier) is 43 to 128 of these characters. */
const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The consent URL's parameters; the ones the stand-in does not act on are still accepted. */
const AuthorizeQuery = Strict({
  ...authorizeFields,
  access_type: Type.Optional(Type.Union([Type.Literal('online'), Type.Literal('offline')])),
  prompt: Type.Optional(Param),
  include_granted_scopes: Type.Optional(Param),
  login_hint: Type.Optional(Param),
});

const ConsentBody = Strict({
  ...authorizeFields,
  decision: Type.Union([Type.Literal('allow'), Type.Literal('cancel')]),
  channel_id: Type.Optional(Param),
  channel_title: Type.Optional(Type.String({ maxLength: CHANNEL_TITLE_MAX_LENGTH })),
});

interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state?: string;
  challenge?: CodeChallenge;
}

interface PageRefusal {
  error: string;
  description: string;
}

/** The same checks as Google, in its order; an unknown client or return address gets no redirect. */
function checkAuthorize(
  fields: Static<typeof ConsentBody> | Static<typeof AuthorizeQuery>,
  clientId: string,
): AuthorizeRequest | PageRefusal {
  const missing = (name: string): PageRefusal => ({
    error: 'invalid_request',
    description: `Missing required parameter: ${name}`,
  });
  if (!fields.client_id) return missing('client_id');
  if (fields.client_id !== clientId) {
    return { error: 'invalid_client', description: 'The OAuth client was not found.' };
  }
  if (!fields.redirect_uri) return missing('redirect_uri');
  if (!isWebAddress(fields.redirect_uri)) {
    return { error: 'invalid_request', description: 'Invalid parameter value for redirect_uri.' };
  }
  if (fields.response_type !== 'code') {
    return {
      error: 'unsupported_response_type',
      description: 'The stand-in only supports response_type=code.',
    };
  }
  if (!fields.scope?.split(' ').includes(YOUTUBE_READONLY_SCOPE)) {
    return { error: 'invalid_scope', description: `The scope must include ${YOUTUBE_READONLY_SCOPE}.` };
  }
  const challenge = checkChallenge(fields);
  if (challenge && 'error' in challenge) return challenge;
  return { clientId, redirectUri: fields.redirect_uri, scope: fields.scope, state: fields.state, challenge };
}

/** PKCE is optional, as at Google; given, its method defaults to plain (RFC 7636 §4.3). */
function checkChallenge(
  fields: Static<typeof ConsentBody> | Static<typeof AuthorizeQuery>,
): CodeChallenge | PageRefusal | undefined {
  const { code_challenge: challenge, code_challenge_method: method = 'plain' } = fields;
  if (challenge === undefined) {
    return fields.code_challenge_method === undefined
      ? undefined
      : { error: 'invalid_request', description: 'Missing required parameter: code_challenge' };
  }
  if (method !== 'S256' && method !== 'plain') {
    return { error: 'invalid_request', description: 'Invalid code_challenge_method.' };
  }
  if (!CODE_CHALLENGE.test(challenge)) {
    return { error: 'invalid_request', description: 'Invalid code_challenge.' };
  }
  return { challenge, method };
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.hash;
  } catch {
    return false;
  }
}

/**
 * The channel id a state names first (spec 000 §4: `UC…`, `UC…,channelid,<creator>`, `allow_UC…`),
 * after the one-use nonce the app puts before a dot.
 */
function channelIdOfState(state: string | undefined): string | undefined {
  const purpose = state?.slice(state.indexOf('.') + 1);
  const first = purpose?.split(',')[0].replace(/^(allow_|list_channel)/, '');
  return first && CHANNEL_ID.test(first) ? first : undefined;
}

const defaultTitle = (channelId: string) => `Demo channel ${channelId.slice(-4)}`;

/** A fresh, well-formed channel id: 16 random bytes are 22 base64url characters. */
const newChannelId = () => `UC${randomBytes(16).toString('base64url')}`;

/** A consent page's editable fields. */
interface ConsentChoice {
  channelId: string;
  channelTitle: string;
}

const CHANNEL_ID_RULE = 'A YouTube channel id is UC followed by 22 letters, digits, hyphens or underscores.';

function sendPage(reply: FastifyReply, status: number, html: string, redirectUri?: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', pageSecurityPolicy(redirectUri))
    .header('cache-control', 'no-store')
    .send(html);
}

/** `GET /o/oauth2/v2/auth` shows the consent page; posting it (or a test's form) gives the answer. */
export const consentRoutes: FastifyPluginAsyncTypebox<{ clientId: string; grants: GrantStore }> = async (
  app,
  { clientId, grants },
) => {
  // The channels chosen so far, oldest first, offered again on the page.
  const channels = new Map<string, StandInChannel>();
  answerFailuresWith(app, (reply, message) =>
    sendPage(reply, reply.statusCode, errorPage('invalid_request', message)),
  );

  const showConsent = (reply: FastifyReply, request: AuthorizeRequest, form: ConsentChoice, error?: string) =>
    sendPage(
      reply,
      error ? 400 : 200,
      consentPage({
        ...request,
        ...form,
        suggestions: [...new Set([form.channelId, ...[...channels.keys()].reverse()])].filter(Boolean),
        error,
      }),
      request.redirectUri,
    );

  function remember(channel: StandInChannel) {
    channels.delete(channel.id);
    channels.set(channel.id, channel);
    if (channels.size > REMEMBERED_CHANNELS) channels.delete([...channels.keys()][0]);
  }

  app.get(
    '/o/oauth2/v2/auth',
    { schema: { querystring: AuthorizeQuery }, config: PUBLIC },
    async (request, reply) => {
      const checked = checkAuthorize(request.query, clientId);
      if ('error' in checked) return sendPage(reply, 400, errorPage(checked.error, checked.description));
      // Without a channel in the state, a fresh id: Allow then works at once, and the id can be copied.
      const channelId = channelIdOfState(checked.state) ?? newChannelId();
      return showConsent(reply, checked, { channelId, channelTitle: defaultTitle(channelId) });
    },
  );

  app.post('/o/oauth2/v2/auth', { schema: { body: ConsentBody }, config: PUBLIC }, async (request, reply) => {
    const checked = checkAuthorize(request.body, clientId);
    if ('error' in checked) return sendPage(reply, 400, errorPage(checked.error, checked.description));
    const answer = (params: Record<string, string>) => {
      const back = new URL(checked.redirectUri);
      const all = { ...params, ...(checked.state !== undefined && { state: checked.state }) };
      for (const [name, value] of Object.entries(all)) back.searchParams.set(name, value);
      // 303: the browser follows the answer to a POST with a GET.
      return reply.redirect(back.toString(), 303);
    };
    if (request.body.decision === 'cancel') return answer({ error: 'access_denied' });

    const channelId = request.body.channel_id?.trim() ?? '';
    const title = request.body.channel_title?.trim() ?? '';
    if (!CHANNEL_ID.test(channelId)) {
      return showConsent(reply, checked, { channelId, channelTitle: title }, CHANNEL_ID_RULE);
    }
    const channel: StandInChannel = {
      id: channelId,
      title: title || defaultTitle(channelId),
      description: 'A channel of the development sign-in stand-in.',
      // Stable for a channel chosen again; YouTube's instants have whole seconds.
      publishedAt: channels.get(channelId)?.publishedAt ?? new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    };
    remember(channel);
    return answer({
      code: grants.issueCode({ channel, scope: checked.scope }, checked.redirectUri, checked.challenge),
      scope: checked.scope,
    });
  });
};
