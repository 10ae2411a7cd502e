import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../http/errors';
import { registerSecurityHeaders } from '../http/securityHeaders';
import {
  channelsOfToken,
  consentUrl,
  exchangeCode,
  GoogleError,
  refreshAccessToken,
  YOUTUBE_READONLY_SCOPE,
  type GoogleSettings,
} from './client';
import { googleStandIn, standInSettings, type StandInOptions } from './standIn';
import { newPkce } from './pkce';
import { CODE_TTL_MS } from './standInGrants';

const CLIENT_ID = 'stand-in-client';
const CLIENT_SECRET = 'stand-in-secret';
const PREFIX = '/dev/google';
const CHANNEL = 'UCabcdefghijklmnopqrstu_';
const REDIRECT_URI = 'http://app.test:3000/';
const CHANNEL_ID_PATTERN = /^UC[\w-]{22}$/;
/** The PKCE pair the consents below are given with, as the app gives one with each. */
const PKCE = newPkce();

interface StandIn {
  settings: GoogleSettings;
  /** Every route the stand-in added, with the access rule it declared. */
  routes: { url: string; access: unknown }[];
  close(): Promise<void>;
}

/** The stand-in inside a host set up like the app's: helmet, its error handler, its validator options. */
async function startStandIn(options: Partial<StandInOptions> = {}): Promise<StandIn> {
  const app = Fastify({
    logger: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  const routes: StandIn['routes'] = [];
  app.addHook('onRoute', (route) => void routes.push({ url: route.url, access: route.config?.access }));
  await app.register(googleStandIn, {
    prefix: PREFIX,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    ...options,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    settings: standInSettings(`${base}${PREFIX}`, CLIENT_ID, CLIENT_SECRET),
    routes,
    close: () => app.close(),
  };
}

let standIn: StandIn;
let settings: GoogleSettings;

beforeAll(async () => {
  standIn = await startStandIn();
  settings = standIn.settings;
});
afterAll(() => standIn.close());
afterEach(() => vi.useRealTimers());

/** The consent page's request, as the browser sends it, plus a person's answer. */
const consentFields = (overrides: Record<string, string> = {}) => ({
  client_id: CLIENT_ID,
  redirect_uri: REDIRECT_URI,
  response_type: 'code',
  scope: YOUTUBE_READONLY_SCOPE,
  state: CHANNEL,
  code_challenge: PKCE.challenge,
  code_challenge_method: 'S256',
  decision: 'allow',
  channel_id: CHANNEL,
  channel_title: 'My channel',
  ...overrides,
});

/** Posts the consent form and answers the response, without following the redirect. */
function postConsent(fields: Record<string, string>) {
  return fetch(settings.authorizeUrl, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** Gives consent and answers the parameters the stand-in sent back to the app. */
async function consent(overrides: Record<string, string> = {}): Promise<URLSearchParams> {
  const response = await postConsent(consentFields(overrides));
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get('location') ?? '');
  const expected = new URL(overrides.redirect_uri ?? REDIRECT_URI);
  expect(back.origin + back.pathname).toBe(expected.origin + expected.pathname);
  return back.searchParams;
}

async function codeOfConsent(overrides: Record<string, string> = {}): Promise<string> {
  return (await consent(overrides)).get('code') ?? '';
}

async function failureOf(call: Promise<unknown>): Promise<GoogleError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GoogleError);
  return error as GoogleError;
}

describe('the consent page', () => {
  it('is an accessible page that says no Google account is used, with the channel of the state', async () => {
    const state = `${CHANNEL},channelid,creator-7`;
    const response = await fetch(
      consentUrl(settings, { redirectUri: REDIRECT_URI, state, codeChallenge: PKCE.challenge }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Development sign-in stand-in — no Google account is used');
    expect(html).toContain('<form method="post" action="auth">');
    for (const id of ['channel-id', 'channel-title']) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain(`name="channel_id" value="${CHANNEL}"`);
    expect(html).toContain(`name="channel_title" value="Demo channel ${CHANNEL.slice(-4)}"`);
    expect(html).toContain(`name="state" value="${state}"`);
    expect(html).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(html).toMatch(
      /<button type="submit" name="decision" value="cancel" formnovalidate>Cancel<\/button>/,
    );
    expect(html).not.toMatch(/<script|src="http|href="http/);
  });

  it('has its own policy over the host one: no script, and the form may go on to the app', async () => {
    const response = await fetch(
      consentUrl(settings, { redirectUri: REDIRECT_URI, state: CHANNEL, codeChallenge: PKCE.challenge }),
    );
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' http://app.test:3000;");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('prefills the channel of the spec state forms, and a fresh id otherwise', async () => {
    const prefilled = async (state: string) => {
      const html = await (
        await fetch(consentUrl(settings, { redirectUri: REDIRECT_URI, state, codeChallenge: PKCE.challenge }))
      ).text();
      return html.match(/name="channel_id" value="([^"]*)"/)?.[1];
    };
    expect(await prefilled(CHANNEL)).toBe(CHANNEL);
    // The app's states carry its one-use nonce before a dot.
    expect(await prefilled(`${PKCE.verifier}.${CHANNEL}`)).toBe(CHANNEL);
    expect(await prefilled(`${PKCE.verifier}.allow_${CHANNEL}`)).toBe(CHANNEL);
    expect(await prefilled(`allow_${CHANNEL}`)).toBe(CHANNEL);
    expect(await prefilled(`list_channel${CHANNEL}`)).toBe(CHANNEL);
    for (const state of ['', 'UCtooShort,channelid,1', `x${CHANNEL}`]) {
      const fresh = await prefilled(state);
      expect(fresh).toMatch(CHANNEL_ID_PATTERN);
      expect(fresh).not.toBe(CHANNEL);
    }
  });

  it('escapes every value it shows, and sends a hostile state back only URL-encoded', async () => {
    const state = `"><script>alert(1)</script><b x='1'>&amp;`;
    const redirectUri = `${REDIRECT_URI}?next="><img src=x onerror=alert(1)>`;
    const html = await (
      await fetch(consentUrl(settings, { redirectUri, state, codeChallenge: PKCE.challenge }))
    ).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain("<b x='1'>");
    expect(html).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b x=&#39;1&#39;&gt;&amp;amp;"',
    );
    const back = await consent({ state, redirect_uri: redirectUri });
    expect(back.get('state')).toBe(state);
    expect(back.get('next')).toBe('"><img src=x onerror=alert(1)>');
  });

  it('refuses an unknown client, a missing return address, another response type or scope with a 400 page', async () => {
    const url = (change: (params: URLSearchParams) => void) => {
      const built = new URL(
        consentUrl(settings, { redirectUri: REDIRECT_URI, state: CHANNEL, codeChallenge: PKCE.challenge }),
      );
      change(built.searchParams);
      return built;
    };
    const cases: [URL, string][] = [
      [url((p) => p.set('client_id', 'someone-else')), 'invalid_client'],
      [url((p) => p.set('code_challenge_method', 'S512')), 'invalid_request'],
      [url((p) => p.set('code_challenge', 'too-short')), 'invalid_request'],
      [url((p) => p.delete('code_challenge')), 'invalid_request'],
      [url((p) => p.delete('client_id')), 'invalid_request'],
      [url((p) => p.delete('redirect_uri')), 'invalid_request'],
      [url((p) => p.set('redirect_uri', 'javascript:alert(1)')), 'invalid_request'],
      [url((p) => p.set('response_type', 'token')), 'unsupported_response_type'],
      [url((p) => p.set('scope', 'openid email')), 'invalid_scope'],
      [url((p) => p.set('unknown', '1')), 'invalid_request'],
    ];
    for (const [address, error] of cases) {
      const response = await fetch(address, { redirect: 'manual' });
      expect(response.status, address.search).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(`<h1>Error 400: ${error}</h1>`);
    }
  });

  it('shows the page again, with the reason, for a channel id that is not one', async () => {
    const response = await postConsent(
      consentFields({ channel_id: 'not-a-channel<>', channel_title: 'Kept' }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('name="channel_id" value="not-a-channel&lt;&gt;"');
    expect(html).toContain('name="channel_title" value="Kept"');
  });

  it('sends access_denied back with the state on Cancel', async () => {
    const back = await consent({ decision: 'cancel', channel_id: '' });
    expect(Object.fromEntries(back)).toEqual({ error: 'access_denied', state: CHANNEL });
  });
});

describe('the whole connection through the Google client', () => {
  it('gives the chosen channel to the tokens of the code', async () => {
    const back = await consent({ state: `${CHANNEL},channelid,creator-7` });
    expect(back.get('scope')).toBe(YOUTUBE_READONLY_SCOPE);
    expect(back.get('state')).toBe(`${CHANNEL},channelid,creator-7`);
    const tokens = await exchangeCode(settings, {
      code: back.get('code') ?? '',
      redirectUri: REDIRECT_URI,
      codeVerifier: PKCE.verifier,
    });
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    const [channel, ...others] = await channelsOfToken(settings, tokens.accessToken);
    expect(others).toEqual([]);
    expect(channel).toMatchObject({
      id: CHANNEL,
      title: 'My channel',
      date: new Date().toISOString().slice(0, 10),
    });
    expect(channel.description).toBeTruthy();
    expect(channel.icon).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('names the channel after its id when no title is given', async () => {
    const code = await codeOfConsent({ channel_title: '  ' });
    const { accessToken } = await exchangeCode(settings, {
      code,
      redirectUri: REDIRECT_URI,
      codeVerifier: PKCE.verifier,
    });
    const [channel] = await channelsOfToken(settings, accessToken);
    expect(channel.title).toBe(`Demo channel ${CHANNEL.slice(-4)}`);
  });

  it('refuses a wrong client secret', async () => {
    const code = await codeOfConsent();
    const error = await failureOf(
      exchangeCode(
        { ...settings, clientSecret: 'wrong' },
        { code, redirectUri: REDIRECT_URI, codeVerifier: PKCE.verifier },
      ),
    );
    expect(error.kind).toBe('invalid_client');
  });

  it('refuses a code exchanged with another PKCE verifier or none, as Google does', async () => {
    const code = await codeOfConsent();
    const wrong = await failureOf(
      exchangeCode(settings, { code, redirectUri: REDIRECT_URI, codeVerifier: newPkce().verifier }),
    );
    expect({ kind: wrong.kind, message: wrong.message }).toEqual({
      kind: 'invalid_grant',
      message: 'Invalid code verifier.',
    });
    // The client always sends one: without, the form is posted by hand.
    const without = await fetch(settings.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
      }),
    });
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Missing code verifier.',
    });
    // Neither spent the code: its own verifier still redeems it.
    const tokens = await exchangeCode(settings, {
      code,
      redirectUri: REDIRECT_URI,
      codeVerifier: PKCE.verifier,
    });
    expect(tokens.accessToken).toMatch(/^ya29\./);
  });

  it('takes a plain PKCE challenge, which is the verifier itself', async () => {
    const code = await codeOfConsent({ code_challenge: PKCE.verifier, code_challenge_method: 'plain' });
    const error = await failureOf(
      exchangeCode(settings, { code, redirectUri: REDIRECT_URI, codeVerifier: newPkce().verifier }),
    );
    expect(error.message).toBe('Invalid code verifier.');
    await exchangeCode(settings, { code, redirectUri: REDIRECT_URI, codeVerifier: PKCE.verifier });
  });

  it('redeems a code once', async () => {
    const code = await codeOfConsent();
    await exchangeCode(settings, { code, redirectUri: REDIRECT_URI, codeVerifier: PKCE.verifier });
    const error = await failureOf(
      exchangeCode(settings, { code, redirectUri: REDIRECT_URI, codeVerifier: PKCE.verifier }),
    );
    expect({ kind: error.kind, message: error.message }).toEqual({
      kind: 'invalid_grant',
      message: 'Code was already redeemed.',
    });
  });

  it('refuses a code with another redirect URI, an unknown code and an expired one', async () => {
    const code = await codeOfConsent();
    const elsewhere = await failureOf(
      exchangeCode(settings, {
        code,
        redirectUri: 'http://app.test:3000/other',
        codeVerifier: PKCE.verifier,
      }),
    );
    expect(elsewhere.kind).toBe('invalid_grant');
    const unknown = await failureOf(
      exchangeCode(settings, { code: '4/0unknown', redirectUri: REDIRECT_URI, codeVerifier: PKCE.verifier }),
    );
    expect({ kind: unknown.kind, message: unknown.message }).toEqual({
      kind: 'invalid_grant',
      message: 'Bad Request',
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CODE_TTL_MS + 1000);
    const expired = await failureOf(
      exchangeCode(settings, { code, redirectUri: REDIRECT_URI, codeVerifier: PKCE.verifier }),
    );
    expect({ kind: expired.kind, message: expired.message }).toEqual({
      kind: 'invalid_grant',
      message: 'Bad Request',
    });
  });

  it('refreshes with a new working access token and no new refresh token', async () => {
    const code = await codeOfConsent();
    const first = await exchangeCode(settings, {
      code,
      redirectUri: REDIRECT_URI,
      codeVerifier: PKCE.verifier,
    });
    const refreshed = await refreshAccessToken(settings, first.refreshToken ?? '');
    expect(refreshed.refreshToken).toBeUndefined();
    expect(refreshed.accessToken).not.toBe(first.accessToken);
    expect((await channelsOfToken(settings, refreshed.accessToken)).map((channel) => channel.id)).toEqual([
      CHANNEL,
    ]);

    const gone = await failureOf(refreshAccessToken(settings, '1//0unknown'));
    expect({ kind: gone.kind, message: gone.message }).toEqual({
      kind: 'invalid_grant',
      message: 'Token has been expired or revoked.',
    });
  });

  it('refuses an unknown access token as YouTube does', async () => {
    const error = await failureOf(channelsOfToken(settings, 'ya29.unknown'));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toMatch(/invalid authentication credentials.*\(authError\)$/);
  });

  it('refuses an expired access token, which a refresh replaces', async () => {
    const shortLived = await startStandIn({ accessTokenTtlSeconds: 0 });
    try {
      const own = shortLived.settings;
      const response = await fetch(own.authorizeUrl, {
        method: 'POST',
        body: new URLSearchParams(consentFields()),
        redirect: 'manual',
      });
      const code = new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
      const tokens = await exchangeCode(own, {
        code,
        redirectUri: REDIRECT_URI,
        codeVerifier: PKCE.verifier,
      });
      expect((await failureOf(channelsOfToken(own, tokens.accessToken))).kind).toBe('unauthorized');
      const refreshed = await refreshAccessToken(own, tokens.refreshToken ?? '');
      expect((await failureOf(channelsOfToken(own, refreshed.accessToken))).kind).toBe('unauthorized');
    } finally {
      await shortLived.close();
    }
  });
});

describe('the protocol edges', () => {
  it("answers a malformed token request in OAuth's format, not the host's", async () => {
    const response = await fetch(settings.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });

    const unsupported = await fetch(settings.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        grant_type: 'password',
      }),
    });
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json()).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'Invalid grant_type: password',
    });
  });

  it("answers a malformed channel request in YouTube's envelope", async () => {
    const response = await fetch(`${settings.youtubeApiUrl}/channels?part=snippet`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 400, errors: [{ reason: 'badRequest' }] } });
  });

  it('declares every route public, as the host app requires', () => {
    expect(standIn.routes.map((route) => route.url).sort()).toEqual(
      [
        '/o/oauth2/v2/auth',
        '/o/oauth2/v2/auth',
        '/o/oauth2/v2/auth',
        '/token',
        '/youtube/v3/channels',
        '/youtube/v3/channels',
        '/youtube/v3/playlistItems',
        '/youtube/v3/playlistItems',
        '/youtube/v3/search',
        '/youtube/v3/search',
        '/youtube/v3/videos',
        '/youtube/v3/videos',
      ].map((url) => PREFIX + url),
    );
    for (const route of standIn.routes) expect(route.access).toEqual({ public: true });
  });

  it('refuses an access-token lifetime that is not a whole number of seconds', async () => {
    await expect(startStandIn({ accessTokenTtlSeconds: -1 })).rejects.toThrow(/accessTokenTtlSeconds/);
    await expect(startStandIn({ accessTokenTtlSeconds: 1.5 })).rejects.toThrow(/accessTokenTtlSeconds/);
  });
});
