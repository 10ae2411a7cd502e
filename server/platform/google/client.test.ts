import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  channelsOfToken,
  consentUrl,
  exchangeCode,
  GOOGLE_TIMEOUT_MS,
  GoogleError,
  refreshAccessToken,
  YOUTUBE_READONLY_SCOPE,
  type GoogleSettings,
} from './client';
import { s256Challenge } from './pkce';

/** What the fake Google answers next, and what it was last asked. */
interface Exchange {
  status: number;
  body: unknown;
  /** Raw text instead of JSON (a proxy's error page). */
  text?: string;
  /** Never answers, to run into the client's timeout. */
  hang?: boolean;
}

const SECRET = 'client-secret-never-shown';
const ACCESS_TOKEN = 'ya29.access-token-never-shown';
const REFRESH_TOKEN = '1//refresh-token-never-shown';
/** RFC 7636 appendix B's code verifier. */
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

let google: FastifyInstance;
let settings: GoogleSettings;
let next: Exchange;
let received: { body?: unknown; query?: unknown; authorization?: string; contentType?: string };

beforeAll(async () => {
  google = Fastify({ logger: false });
  google.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    received = {
      body: request.body,
      query: request.query,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
    };
    if (next.hang) return new Promise(() => {});
    if (next.text !== undefined) return reply.status(next.status).type('text/html').send(next.text);
    return reply.status(next.status).send(next.body);
  };
  google.post('/token', answer);
  google.get('/youtube/v3/channels', answer);
  const base = await google.listen({ host: '127.0.0.1', port: 0 });
  settings = {
    clientId: 'client-id.apps.example',
    clientSecret: SECRET,
    authorizeUrl: 'https://accounts.example/o/oauth2/v2/auth',
    tokenUrl: `${base}/token`,
    youtubeApiUrl: `${base}/youtube/v3/`,
  };
});

afterAll(() => google.close());
afterEach(() => vi.restoreAllMocks());

/** The error a call rejects with, checked to be a GoogleError that names no secret. */
async function failureOf(call: Promise<unknown>): Promise<GoogleError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GoogleError);
  const { message } = error as GoogleError;
  for (const secret of [SECRET, ACCESS_TOKEN, REFRESH_TOKEN, 'the-code', VERIFIER])
    expect(message).not.toContain(secret);
  return error as GoogleError;
}

describe('the consent URL', () => {
  it('asks for offline, read-only YouTube access with the state and the PKCE challenge', () => {
    const url = new URL(
      consentUrl(settings, {
        redirectUri: 'https://app.example/',
        state: 'UCabc,channelid,42 &x',
        codeChallenge: s256Challenge(VERIFIER),
      }),
    );
    expect(url.origin + url.pathname).toBe(settings.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: settings.clientId,
      redirect_uri: 'https://app.example/',
      response_type: 'code',
      scope: YOUTUBE_READONLY_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 'UCabc,channelid,42 &x',
      // RFC 7636's own example: this verifier's S256 challenge.
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
  });
});

describe('the token calls', () => {
  it('exchange a code with a form post and time the expiry from expires_in', async () => {
    next = {
      status: 200,
      body: {
        access_token: ACCESS_TOKEN,
        expires_in: 3599,
        refresh_token: REFRESH_TOKEN,
        token_type: 'Bearer',
      },
    };
    const before = Date.now();
    const tokens = await exchangeCode(settings, {
      code: 'the-code',
      redirectUri: 'https://app.example/',
      codeVerifier: VERIFIER,
    });
    expect(received.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(received.body).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'https://app.example/',
      code_verifier: VERIFIER,
      client_id: settings.clientId,
      client_secret: SECRET,
    });
    expect(tokens.accessToken).toBe(ACCESS_TOKEN);
    expect(tokens.refreshToken).toBe(REFRESH_TOKEN);
    expect(tokens.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 3599_000);
    expect(tokens.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 3599_000);
  });

  it('refresh without a new refresh token when Google gives none', async () => {
    next = { status: 200, body: { access_token: ACCESS_TOKEN, expires_in: 3599, token_type: 'Bearer' } };
    const tokens = await refreshAccessToken(settings, REFRESH_TOKEN);
    expect(received.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: REFRESH_TOKEN });
    expect(tokens.refreshToken).toBeUndefined();
    expect(tokens.accessToken).toBe(ACCESS_TOKEN);
  });

  it("report Google's refusals by kind with Google's message", async () => {
    const cases: [Exchange, GoogleError['kind'], string][] = [
      [
        { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } },
        'invalid_grant',
        'Bad Request',
      ],
      [
        { status: 400, body: { error: 'invalid_grant', error_description: 'Code was already redeemed.' } },
        'invalid_grant',
        'Code was already redeemed.',
      ],
      [{ status: 400, body: { error: 'redirect_uri_mismatch' } }, 'invalid_grant', 'redirect_uri_mismatch'],
      [
        { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } },
        'invalid_client',
        'Unauthorized',
      ],
      [{ status: 503, body: { error: 'temporarily_unavailable' } }, 'unavailable', 'temporarily_unavailable'],
      [{ status: 502, body: undefined, text: '<html><b>Bad gateway</b></html>' }, 'unavailable', 'HTTP 502'],
    ];
    for (const [answer, kind, message] of cases) {
      next = answer;
      const error = await failureOf(
        exchangeCode(settings, {
          code: 'the-code',
          redirectUri: 'https://app.example/',
          codeVerifier: VERIFIER,
        }),
      );
      expect({ kind: error.kind, message: error.message }).toEqual({ kind, message });
    }
  });

  it('never repeat a secret Google echoes back', async () => {
    next = {
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: `Token ${REFRESH_TOKEN} for client secret ${SECRET}`,
      },
    };
    const error = await failureOf(refreshAccessToken(settings, REFRESH_TOKEN));
    expect(error.message).toBe('Token [redacted] for client secret [redacted]');
  });

  it('treat a success of the wrong shape as unavailable', async () => {
    for (const body of [{ token_type: 'Bearer' }, { access_token: ACCESS_TOKEN }, 'ok']) {
      next = { status: 200, body };
      expect((await failureOf(refreshAccessToken(settings, REFRESH_TOKEN))).kind).toBe('unavailable');
    }
  });
});

describe('the channel list', () => {
  const item = (id: string, thumbnails: Record<string, { url: string }>) => ({
    kind: 'youtube#channel',
    id,
    snippet: {
      title: `Title ${id}`,
      description: `About ${id}`,
      customUrl: '@someone',
      publishedAt: '2014-12-14T02:07:35Z',
      thumbnails,
      country: 'US',
    },
  });

  it("lists the token's channels with the best thumbnail", async () => {
    next = {
      status: 200,
      body: {
        kind: 'youtube#channelListResponse',
        pageInfo: { totalResults: 3, resultsPerPage: 5 },
        items: [
          item('UC1', {
            default: { url: 'https://i/d' },
            medium: { url: 'https://i/m' },
            high: { url: 'https://i/h' },
          }),
          item('UC2', { default: { url: 'https://i/d' }, medium: { url: 'https://i/m' } }),
          item('UC3', {}),
        ],
      },
    };
    const channels = await channelsOfToken(settings, ACCESS_TOKEN);
    expect(received.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(received.query).toEqual({ part: 'snippet', mine: 'true' });
    expect(channels).toEqual([
      { id: 'UC1', title: 'Title UC1', description: 'About UC1', date: '2014-12-14', icon: 'https://i/h' },
      { id: 'UC2', title: 'Title UC2', description: 'About UC2', date: '2014-12-14', icon: 'https://i/m' },
      { id: 'UC3', title: 'Title UC3', description: 'About UC3', date: '2014-12-14', icon: null },
    ]);
  });

  it('is empty for an account without a channel', async () => {
    next = { status: 200, body: { kind: 'youtube#channelListResponse', pageInfo: { totalResults: 0 } } };
    expect(await channelsOfToken(settings, ACCESS_TOKEN)).toEqual([]);
  });

  it("reports YouTube's refusals by kind, as plain text", async () => {
    const envelope = (code: number, message: string, reason: string) => ({
      error: { code, message, errors: [{ message, domain: 'youtube.quota', reason }], status: 'X' },
    });
    const cases: [Exchange, GoogleError['kind'], string][] = [
      [
        { status: 401, body: envelope(401, 'Request had invalid authentication credentials.', 'authError') },
        'unauthorized',
        'Request had invalid authentication credentials. (authError)',
      ],
      [
        {
          status: 403,
          body: envelope(
            403,
            'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
            'quotaExceeded',
          ),
        },
        'quota',
        'The request cannot be completed because you have exceeded your quota. (quotaExceeded)',
      ],
      [
        {
          status: 403,
          body: envelope(403, 'Request had insufficient authentication scopes.', 'insufficientPermissions'),
        },
        'forbidden',
        'Request had insufficient authentication scopes. (insufficientPermissions)',
      ],
      [
        { status: 500, body: envelope(500, 'Backend Error', 'backendError') },
        'unavailable',
        'Backend Error (backendError)',
      ],
    ];
    for (const [answer, kind, message] of cases) {
      next = answer;
      const error = await failureOf(channelsOfToken(settings, ACCESS_TOKEN));
      expect({ kind: error.kind, message: error.message }).toEqual({ kind, message });
    }
  });
});

describe('an unreachable Google', () => {
  it('is unavailable when nothing listens', async () => {
    const closed = Fastify({ logger: false });
    const base = await closed.listen({ host: '127.0.0.1', port: 0 });
    await closed.close();
    const error = await failureOf(channelsOfToken({ ...settings, youtubeApiUrl: base }, ACCESS_TOKEN));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Google could not be reached (ECONNREFUSED).');
  });

  it('is unavailable when it does not answer in time', async () => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const deadline = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(50));
    next = { status: 200, body: {}, hang: true };
    const error = await failureOf(refreshAccessToken(settings, REFRESH_TOKEN));
    expect(deadline).toHaveBeenCalledWith(GOOGLE_TIMEOUT_MS);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(
      `Google could not be reached (no answer within ${GOOGLE_TIMEOUT_MS / 1000} s).`,
    );
  });
});
