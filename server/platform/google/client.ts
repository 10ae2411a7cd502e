import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { cleanProviderMessage } from '../http/providerMessage';

/** Where the app reaches Google; tests and the offline default point these at the stand-in. */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** e.g. https://accounts.google.com/o/oauth2/v2/auth */
  authorizeUrl: string;
  /** e.g. https://oauth2.googleapis.com/token */
  tokenUrl: string;
  /** e.g. https://www.googleapis.com/youtube/v3 */
  youtubeApiUrl: string;
  /** The server's API key for public data (channels we monitor, searches): no person's token. */
  apiKey?: string;
}

/** Who a YouTube call is made as: a person's access token, or the server's API key for public data. */
export type YouTubeCredential = string | { apiKey: string };

export interface GoogleTokens {
  accessToken: string;
  /** Only on a first consent (or with prompt=consent); a refresh answer has none: keep the stored one. */
  refreshToken?: string;
  expiresAt: Date;
}

/** A channel as the spec's channel info needs it (spec 000 §3). */
export interface YouTubeChannel {
  id: string;
  title: string;
  description: string;
  /** yyyy-MM-dd, the UTC day the channel was created. */
  date: string;
  /** The largest thumbnail's URL; null when the channel has none. */
  icon: string | null;
}

/** What went wrong, as the caller acts on it. */
export type GoogleErrorKind =
  /** The code or refresh token cannot be used (bad, expired, reused, revoked): sign in again. */
  | 'invalid_grant'
  /** The app's client id or secret is wrong: a configuration fault. */
  | 'invalid_client'
  /** The access token is expired or invalid: refresh it. */
  | 'unauthorized'
  /** Google refused the call (missing scope, bad request). */
  | 'forbidden'
  /** The project's YouTube quota is spent (403 quotaExceeded, dailyLimitExceeded, rate limits): wait. */
  | 'quota'
  /** Google could not be reached, timed out, failed or answered something unreadable: try later. */
  | 'unavailable';

/** Carries the provider's message, never a token, code or secret. */
export class GoogleError extends Error {
  override readonly name = 'GoogleError';

  constructor(
    readonly kind: GoogleErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const YOUTUBE_READONLY_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
/** Google answers in well under a second; a hung connection must not hold a request for long. */
export const GOOGLE_TIMEOUT_MS = 10_000;

const TokenAnswer = Type.Object({
  access_token: Type.String({ minLength: 1 }),
  expires_in: Type.Number({ minimum: 0 }),
  refresh_token: Type.Optional(Type.String({ minLength: 1 })),
});

const OAuthErrorAnswer = Type.Object({
  error: Type.String(),
  error_description: Type.Optional(Type.String()),
});

const Thumbnail = Type.Object({ url: Type.String({ minLength: 1 }) });

const ChannelListAnswer = Type.Object({
  // Absent when the account has no channel.
  items: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.String({ minLength: 1 }),
        snippet: Type.Object({
          title: Type.String(),
          description: Type.Optional(Type.String()),
          publishedAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T' }),
          thumbnails: Type.Optional(
            Type.Object({
              default: Type.Optional(Thumbnail),
              medium: Type.Optional(Thumbnail),
              high: Type.Optional(Thumbnail),
            }),
          ),
        }),
      }),
    ),
  ),
});

const ApiErrorAnswer = Type.Object({
  error: Type.Object({
    message: Type.String(),
    errors: Type.Optional(Type.Array(Type.Object({ reason: Type.Optional(Type.String()) }))),
  }),
});

/**
 * The URL of Google's consent page, asking for read access to the person's YouTube channels, with
 * the PKCE challenge (S256) of a verifier the server keeps.
 */
export function consentUrl(
  settings: GoogleSettings,
  { redirectUri, state, codeChallenge }: { redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(settings.authorizeUrl);
  const params = {
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: YOUTUBE_READONLY_SCOPE,
    // A refresh token, and a new one on every consent, so a reconnected channel gets a working one.
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The code for tokens, with the PKCE verifier whose challenge went with the consent. */
export function exchangeCode(
  settings: GoogleSettings,
  { code, redirectUri, codeVerifier }: { code: string; redirectUri: string; codeVerifier: string },
): Promise<GoogleTokens> {
  return requestTokens(
    settings,
    { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier },
    [code, codeVerifier],
  );
}

export function refreshAccessToken(settings: GoogleSettings, refreshToken: string): Promise<GoogleTokens> {
  return requestTokens(settings, { grant_type: 'refresh_token', refresh_token: refreshToken }, [
    refreshToken,
  ]);
}

/** The channels of the account that granted the token (usually one, none for an account without). */
export async function channelsOfToken(
  settings: GoogleSettings,
  accessToken: string,
): Promise<YouTubeChannel[]> {
  const answer = await youtubeGet(
    settings,
    accessToken,
    'channels',
    { part: 'snippet', mine: 'true' },
    ChannelListAnswer,
  );
  return (answer.items ?? []).map(({ id, snippet }) => ({
    id,
    title: snippet.title,
    description: snippet.description ?? '',
    date: snippet.publishedAt.slice(0, 10),
    icon:
      (snippet.thumbnails?.high ?? snippet.thumbnails?.medium ?? snippet.thumbnails?.default)?.url ?? null,
  }));
}

/**
 * One call of the YouTube Data API (`GET {youtubeApiUrl}/{resource}?{params}`) with the access token,
 * its answer checked against `schema`; Google's errors as GoogleError.
 */
export async function youtubeGet<T extends TSchema>(
  settings: GoogleSettings,
  credential: YouTubeCredential,
  resource: string,
  params: Record<string, string>,
  schema: T,
): Promise<Static<T>> {
  const url = new URL(`${settings.youtubeApiUrl.replace(/\/+$/, '')}/${resource}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const keyed = typeof credential !== 'string';
  if (keyed) url.searchParams.set('key', credential.apiKey);
  const { status, body } = await send(url, {
    headers: keyed
      ? { accept: 'application/json' }
      : { authorization: `Bearer ${credential}`, accept: 'application/json' },
  });
  if (status >= 400) throw apiError(status, body, [keyed ? credential.apiKey : credential]);
  return expectShape(schema, body);
}

/**
 * A JSON call to one of Google's APIs with a bearer token (the Content ID client's): the answer
 * checked against its schema, a failure as a GoogleError naming no secret.
 */
export async function googleJson<T extends TSchema>(
  url: URL,
  accessToken: string,
  init: { method: 'GET' | 'POST' | 'PATCH'; body?: unknown },
  schema: T,
): Promise<Static<T>> {
  const { status, body } = await send(url, {
    method: init.method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  if (status >= 400) throw apiError(status, body, [accessToken]);
  return expectShape(schema, body);
}

async function requestTokens(
  settings: GoogleSettings,
  grant: Record<string, string>,
  secrets: string[],
): Promise<GoogleTokens> {
  // Measured before the call: the token is never taken to live longer than Google says.
  const sentAt = Date.now();
  const { status, body } = await send(new URL(settings.tokenUrl), {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams({
      ...grant,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    }),
  });
  if (status >= 400) throw oauthError(status, body, [...secrets, settings.clientSecret]);
  const answer = expectShape(TokenAnswer, body);
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: new Date(sentAt + answer.expires_in * 1000),
  };
}

/** One call with a deadline; anything that keeps an answer from arriving is 'unavailable'. */
async function send(url: URL, init: RequestInit): Promise<{ status: number; body: unknown }> {
  try {
    // Not followed: a redirect would carry the token or code to wherever it points.
    const response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, body: parseJson(text) };
  } catch (error) {
    throw new GoogleError('unavailable', `Google could not be reached (${failureName(error)}).`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A short name for a network failure: fetch's own messages are vague, the socket's code is not. */
function failureName(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `no answer within ${GOOGLE_TIMEOUT_MS / 1000} s`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') {
    return cause.code;
  }
  return error instanceof Error ? error.name : 'unknown error';
}

function expectShape<T extends TSchema>(schema: T, body: unknown): Static<T> {
  if (!Value.Check(schema, body)) {
    throw new GoogleError('unavailable', 'Google gave an answer of unexpected shape.');
  }
  return body;
}

/** The token endpoint's flat errors: `{"error":"invalid_grant","error_description":"Bad Request"}`. */
function oauthError(status: number, body: unknown, secrets: string[]): GoogleError {
  const answer = Value.Check(OAuthErrorAnswer, body) ? body : undefined;
  const message = cleanProviderMessage(
    answer?.error_description || answer?.error || `HTTP ${status}`,
    secrets,
  );
  if (isTransient(status)) return new GoogleError('unavailable', message);
  if (answer?.error === 'invalid_client' || answer?.error === 'unauthorized_client') {
    return new GoogleError('invalid_client', message);
  }
  // Every other refusal (bad, expired or reused code, redirect URI mismatch) means the grant is unusable.
  return new GoogleError('invalid_grant', message);
}

/** The API's envelope: `{"error":{"code":403,"message":"...","errors":[{"reason":"quotaExceeded"}]}}`. */
function apiError(status: number, body: unknown, secrets: string[]): GoogleError {
  const answer = Value.Check(ApiErrorAnswer, body) ? body : undefined;
  const reason = answer?.error.errors?.[0]?.reason;
  const text = answer ? `${answer.error.message}${reason ? ` (${reason})` : ''}` : `HTTP ${status}`;
  const message = cleanProviderMessage(text, secrets);
  if (reason && QUOTA_REASONS.has(reason)) return new GoogleError('quota', message);
  if (isTransient(status)) return new GoogleError('unavailable', message);
  return new GoogleError(status === 401 ? 'unauthorized' : 'forbidden', message);
}

/** The reasons YouTube gives when the project's quota (daily, or per minute) is spent. */
const QUOTA_REASONS = new Set([
  'quotaExceeded',
  'dailyLimitExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
]);

const isTransient = (status: number) => status >= 500 || status === 429;
