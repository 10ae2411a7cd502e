import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/entities/activityLog/table';
import { channels } from '../../server/entities/channels/table';
import { ChannelVerification } from '../../shared/constants';
import { users } from '../../server/entities/users/table';
import { GOOGLE_SIGN_INS_PER_SESSION } from '../../shared/constants';
import { splitSignInState } from '../../shared/signInState';
import { googleSignIns } from '../../server/entities/channels/connection/table';
import { newPkce, s256Challenge } from '../../server/platform/google/pkce';
import { APP_URL, call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REDIRECT = `${APP_URL}/`;
/** The session a token names (its payload's sid). */
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
let channelCount = 0;
/** A fresh YouTube channel id for each connection. */
const newChannelId = () => `UCconnect${String(++channelCount).padStart(15, '0')}`;

/** Asks the API for the consent URL, and gives consent on the stand-in's page as a person would. */
async function consent(on: TestApp, token: string, state: string, channelId: string, decision = 'allow') {
  const code = await call(on.app, token, 'POST', '/api/channel/google/code', {
    redirect_uri: REDIRECT,
    state,
  });
  expect(code.statusCode).toBe(200);
  const url = new URL(code.json().result.url as string);
  expect(splitSignInState(url.searchParams.get('state')!).purpose).toBe(state);
  const fields = Object.fromEntries(url.searchParams);
  const response = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    body: new URLSearchParams({
      ...fields,
      decision,
      channel_id: channelId,
      channel_title: `Title of ${channelId}`,
    }),
    redirect: 'manual',
  });
  return new URL(response.headers.get('location')!).searchParams;
}

/** The whole sign-in: consent, then the code exchanged for the sealed tokens. */
const signInWithGoogle = (token: string, channelId: string, state = channelId, on: TestApp = t) =>
  on.googleGrant(token, channelId, state);

describe('connecting a channel through Google', () => {
  it('answers the consent URL with the client, read-only YouTube scope, offline access and the state', async () => {
    const token = await t.login('newcreator@example.com');
    const response = await call(t.app, token, 'POST', '/api/channel/google/code', {
      redirect_uri: REDIRECT,
      state: 'UCabcdefghijklmnopqrstuv',
    });
    const { url } = response.json().result;
    const params = new URL(url).searchParams;
    expect(url.startsWith(t.google.baseUrl)).toBe(true);
    expect(Object.fromEntries(params)).toMatchObject({
      client_id: t.google.connection.settings!.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      access_type: 'offline',
      prompt: 'consent',
      // The server's one-use nonce, then the purpose.
      state: expect.stringMatching(/^[\w-]{43}\.UCabcdefghijklmnopqrstuv$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    // The state and the verifier of the challenge are kept for this session, and only there.
    const [kept] = await t.db
      .select()
      .from(googleSignIns)
      .where(eq(googleSignIns.state, splitSignInState(params.get('state')!).nonce));
    expect(kept).toMatchObject({ purpose: 'UCabcdefghijklmnopqrstuv', usedAt: null });
    expect(kept.sessionId).toBe(sessionOf(token));
    expect(s256Challenge(kept.codeVerifier)).toBe(params.get('code_challenge'));
    expect(JSON.stringify(response.json())).not.toContain(kept.codeVerifier);
  });

  it('refuses a redirect away from the app, and a state the app does not send', async () => {
    const token = await t.login('creator@example.com');
    const away = await call(t.app, token, 'POST', '/api/channel/google/code', {
      redirect_uri: 'https://evil.example/',
    });
    expect(away.statusCode).toBe(400);
    expect(away.json().errors).toEqual({ redirect_uri: "is not this app's address" });
    const state = await call(t.app, token, 'POST', '/api/channel/google/code', {
      redirect_uri: REDIRECT,
      state: 'allow_x',
    });
    expect(state.json().errors).toEqual({ state: 'is not a state this app sends' });
  });

  it('exchanges the code for sealed tokens the browser cannot read, verifies the channel and adds it', async () => {
    const token = await t.login('newcreator@example.com');
    const channelId = newChannelId();
    const grant = await signInWithGoogle(token, channelId);
    // Sealed with the server's key: no Google token reaches the browser.
    expect(grant.access_token).toMatch(/^v1\./);
    expect(grant.refresh_token).toMatch(/^v1\./);

    const info = await call(t.app, token, 'POST', '/api/general/channel/info', {
      channel_id: channelId,
      access_token: grant.access_token,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().result).toMatchObject({
      title: `Title of ${channelId}`,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const added = await call(t.app, token, 'POST', '/api/channel/add', {
      channel_id: channelId,
      access_token: grant.access_token,
      refresh_token: grant.refresh_token,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().result).toMatchObject({
      channel_id: channelId,
      channel_title: `Title of ${channelId}`,
      status: 1,
      verification: 'google',
    });
    expect(JSON.stringify(added.json())).not.toMatch(/token/);

    // Stored encrypted, never in the lists or the activity log.
    const [row] = await t.db.select().from(channels).where(eq(channels.channelId, channelId));
    expect(row.refreshToken).toMatch(/^v1\./);
    expect(t.google.connection.cipher.decrypt(row.refreshToken!)).not.toContain('v1.');
    const list = await call(t.app, token, 'POST', '/api/channel', {});
    expect(list.body).not.toMatch(/token/i);
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, row.id));
    expect(JSON.stringify(logged)).not.toMatch(/token/i);

    // The creator is no longer held at step-2.
    const me = await call(t.app, token, 'PATCH', '/api/user', {});
    expect(me.json().result.channel_status).toBe('1');
  });

  it("answers 'Invalid Channel Id' for a channel that is not the signed-in account's", async () => {
    const token = await t.login('creator@example.com');
    const grant = await signInWithGoogle(token, newChannelId());
    const other = newChannelId();
    for (const [url, body] of [
      ['/api/general/channel/info', { channel_id: other, access_token: grant.access_token }],
      ['/api/channel/add', { channel_id: other, access_token: grant.access_token }],
    ] as const) {
      const response = await call(t.app, token, 'POST', url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid Channel Id');
    }
    const [none] = await t.db.select().from(channels).where(eq(channels.channelId, other));
    expect(none).toBeUndefined();
  });

  it("refuses a replayed state, and a reused code under a new state with Google's message", async () => {
    const token = await t.login('creator@example.com');
    const back = await consent(t, token, newChannelId(), newChannelId());
    const exchange = (state: string | null, code = back.get('code')) =>
      call(t.app, token, 'POST', '/api/channel/google/access-token', { code, redirect_uri: REDIRECT, state });
    expect((await exchange(back.get('state'))).statusCode).toBe(200);
    const replayed = await exchange(back.get('state'));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({
      message: 'This Google sign-in was already used: start it again.',
      message_id: 'google.already_used',
      errors: { state: 'was already used' },
      field_messages: { state: { id: 'field.already_spent' } },
    });
    const fresh = await consent(t, token, newChannelId(), newChannelId());
    const again = await exchange(fresh.get('state'));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Google refused the sign-in: Code was already redeemed.');
  });

  it('refuses a state from another session with 403, and leaves it to the session that started it', async () => {
    const token = await t.login('creator@example.com');
    const back = await consent(t, token, newChannelId(), newChannelId());
    const exchange = (as: string) =>
      call(t.app, as, 'POST', '/api/channel/google/access-token', {
        code: back.get('code'),
        redirect_uri: REDIRECT,
        state: back.get('state'),
      });
    // Another person, and the same person signed in elsewhere: neither started this sign-in.
    for (const other of [await t.login('admin@example.com'), await t.login('creator@example.com')]) {
      const refused = await exchange(other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'This Google sign-in was started in another session: start it again.',
      );
    }
    expect((await exchange(token)).statusCode).toBe(200);
  });

  it('refuses an expired state, one it never started and one whose purpose was changed', async () => {
    const token = await t.login('creator@example.com');
    const channelId = newChannelId();
    const back = await consent(t, token, channelId, channelId);
    const exchange = (state: string) =>
      call(t.app, token, 'POST', '/api/channel/google/access-token', {
        code: back.get('code'),
        redirect_uri: REDIRECT,
        state,
      });
    const { nonce } = splitSignInState(back.get('state')!);
    const changed = await exchange(`${nonce}.${newChannelId()}`);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual({ state: 'is not a sign-in this app started' });
    const unknown = await exchange(`${'x'.repeat(43)}.${channelId}`);
    expect(unknown.json().errors).toEqual({ state: 'is not a sign-in this app started' });
    const missing = await call(t.app, token, 'POST', '/api/channel/google/access-token', {
      code: back.get('code'),
      redirect_uri: REDIRECT,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('state');

    await t.db
      .update(googleSignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(googleSignIns.state, nonce));
    const expired = await exchange(back.get('state')!);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: 'This Google sign-in has expired: start it again.',
      message_id: 'google.expired_start_again',
      errors: { state: 'has expired' },
      field_messages: { state: { id: 'field.has_expired' } },
    });
  });

  it('exchanges the code with the verifier it kept: Google refuses any other', async () => {
    const token = await t.login('creator@example.com');
    const back = await consent(t, token, newChannelId(), newChannelId());
    await t.db
      .update(googleSignIns)
      .set({ codeVerifier: newPkce().verifier })
      .where(eq(googleSignIns.state, splitSignInState(back.get('state')!).nonce));
    const refused = await call(t.app, token, 'POST', '/api/channel/google/access-token', {
      code: back.get('code'),
      redirect_uri: REDIRECT,
      state: back.get('state'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Google refused the sign-in: Invalid code verifier.');
  });

  it('keeps a few open sign-ins per session, dropping the oldest', async () => {
    const token = await t.login('creator@example.com');
    const states: string[] = [];
    for (let i = 0; i < GOOGLE_SIGN_INS_PER_SESSION + 2; i++) {
      const code = await call(t.app, token, 'POST', '/api/channel/google/code', { redirect_uri: REDIRECT });
      states.push(new URL(code.json().result.url as string).searchParams.get('state')!);
    }
    const open = await t.db
      .select()
      .from(googleSignIns)
      .where(eq(googleSignIns.sessionId, sessionOf(token)));
    expect(open.map((row) => row.state).sort()).toEqual(states.slice(-GOOGLE_SIGN_INS_PER_SESSION).sort());
  });

  it('sends the person back with access_denied when they refuse consent', async () => {
    const token = await t.login('creator@example.com');
    const back = await consent(t, token, newChannelId(), newChannelId(), 'cancel');
    expect(back.get('error')).toBe('access_denied');
    expect(back.get('code')).toBeNull();
  });

  it("will not open another user's sealed tokens", async () => {
    const channelId = newChannelId();
    const grant = await signInWithGoogle(await t.login('creator@example.com'), channelId);
    const response = await call(
      t.app,
      await t.login('admin@example.com'),
      'POST',
      '/api/general/channel/info',
      {
        channel_id: channelId,
        access_token: grant.access_token,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ access_token: 'is not valid' });
  });

  it('lets staff add a channel for a creator, the creator id carried in the state', async () => {
    const staff = await t.login('manager@example.com');
    const [creator] = await t.db.select().from(users).where(eq(users.email, 'newcreator@example.com'));
    const channelId = newChannelId();
    const grant = await signInWithGoogle(staff, channelId, `${channelId},channelid,${creator.id}`);
    const added = await call(t.app, staff, 'POST', '/api/channel/add', {
      channel_id: channelId,
      creator: creator.id,
      ...grant,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().result.creator).toBe(creator.id);
  });

  it("re-authorises a channel: stores new tokens with status 1, only for the channel's own account", async () => {
    const token = await t.login('creator@example.com');
    const channelId = newChannelId();
    const first = await signInWithGoogle(token, channelId);
    const added = (
      await call(t.app, token, 'POST', '/api/channel/add', { channel_id: channelId, ...first })
    ).json().result;
    await call(t.app, token, 'PUT', `/api/channel/change-status/${added._id}`, { status: 0 });

    const wrong = await signInWithGoogle(token, newChannelId(), `allow_${added._id}`);
    const refused = await call(t.app, token, 'PUT', `/api/channel/access-token/${added._id}`, {
      ...wrong,
      status: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid Channel Id');

    const again = await signInWithGoogle(token, channelId, `allow_${added._id}`);
    const [before] = await t.db.select().from(channels).where(eq(channels.id, added._id));
    const saved = await call(t.app, token, 'PUT', `/api/channel/access-token/${added._id}`, {
      ...again,
      status: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.status).toBe(1);
    const [after] = await t.db.select().from(channels).where(eq(channels.id, added._id));
    expect(after.refreshToken).not.toBe(before.refreshToken);

    const stranger = await call(
      t.app,
      await t.login('maya.lens@example.com'),
      'PUT',
      `/api/channel/access-token/${added._id}`,
      again,
    );
    expect(stranger.statusCode).toBe(403);
  });
});

describe('expired access tokens', () => {
  it("are refreshed with the channel's refresh token when used, and the new one is stored", async () => {
    const token = await t.login('creator@example.com');
    const channelId = newChannelId();
    const grant = await signInWithGoogle(token, channelId);
    expect(
      (await call(t.app, token, 'POST', '/api/channel/add', { channel_id: channelId, ...grant })).statusCode,
    ).toBe(201);
    // An hour later: the stored access token has expired.
    await t.db
      .update(channels)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(channels.channelId, channelId));
    const [before] = await t.db.select().from(channels).where(eq(channels.channelId, channelId));

    const stored = await call(t.app, token, 'POST', '/api/general/channel/info', { channel_id: channelId });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().result.title).toBe(`Title of ${channelId}`);
    const [after] = await t.db.select().from(channels).where(eq(channels.channelId, channelId));
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(after.refreshToken).toBe(before.refreshToken);
  });

  it('ask for a new sign-in when Google still refuses them', async () => {
    // This Google's tokens are expired the moment they are issued, refreshed ones too.
    const expiring = await createTestApp({ google: { accessTokenTtlSeconds: 0 } });
    try {
      const token = await expiring.login('creator@example.com');
      const channelId = newChannelId();
      const grant = await signInWithGoogle(token, channelId, channelId, expiring);
      const info = await call(expiring.app, token, 'POST', '/api/general/channel/info', {
        channel_id: channelId,
        access_token: grant.access_token,
      });
      expect(info.statusCode).toBe(400);
      expect(info.json()).toEqual({
        message: 'The Google sign-in has expired: sign in with Google again.',
        message_id: 'google.expired',
        errors: { access_token: 'has expired' },
        field_messages: { access_token: { id: 'field.has_expired' } },
      });
    } finally {
      await expiring.close();
    }
  });
});

describe('channels added through the development stand-in', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await createTestApp({ googleVerification: ChannelVerification.STAND_IN });
  });
  afterAll(() => dev.close());

  it('are marked unverified, and channels staff register by hand carry no verification', async () => {
    const token = await dev.login('newcreator@example.com');
    const channelId = newChannelId();
    const grant = await signInWithGoogle(token, channelId, channelId, dev);
    const added = await call(dev.app, token, 'POST', '/api/channel/add', { channel_id: channelId, ...grant });
    expect(added.statusCode).toBe(201);
    expect(added.json().result.verification).toBe('stand_in');
    const staff = await dev.login('manager@example.com');
    const byHand = await call(dev.app, staff, 'POST', '/api/channel/add', {
      channel_id: newChannelId(),
      channel_title: 'Registered by hand',
      creator: added.json().result.creator,
    });
    expect(byHand.statusCode).toBe(201);
    expect(byHand.json().result.verification).toBeNull();
  });
});
