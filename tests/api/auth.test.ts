import { count, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../shared/constants';
import { activityLogs } from '../../server/activityLog/table';
import { sessions } from '../../server/auth/table';
import { DEMO_PASSWORD } from '../../server/seed';
import { users } from '../../server/users/table';
import { call, createTestApp, expiredTokenOf, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, extra: object = {}) =>
  call(t.app, undefined, 'POST', '/api/user/login', { email, password, ...extra });

describe('POST /user/login', () => {
  it('signs a creator in with the fields the app reads beside result', async () => {
    const response = await login('creator@example.com', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.result).toMatchObject({ email: 'creator@example.com', type: 3, theme: 'dark' });
    expect(body.result._id).toBe(body.login_id);
    expect(body.channel_status).toBe('1');
    expect(body.contractCount).toBe(2);
    expect(body.team_member_type).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('tells a creator without a channel by channel_status 0', async () => {
    const body = (await login('newcreator@example.com', DEMO_PASSWORD)).json();
    expect(body.channel_status).toBe('0');
  });

  it('answers type 8 with team_member_type creator for a creator team member, with the owner data', async () => {
    const body = (await login('creatorteam@example.com', DEMO_PASSWORD)).json();
    expect(body.result.type).toBe(8);
    expect(body.team_member_type).toBe('creator');
    expect(body.contractCount).toBe(2);
  });

  it('gives a rights-holder team member the owner asset label and agreement count', async () => {
    const body = (await login('rhteam@example.com', DEMO_PASSWORD)).json();
    expect(body.team_member_type).toBe('right_holder');
    expect(body.result.asset_label.labelName).toBe('Northwind Audio');
    expect(body.contractCount).toBeGreaterThan(0);
  });

  it('refuses a wrong password and an unknown account alike with 401', async () => {
    const wrong = await login('viewer@example.com', 'not-the-password');
    const unknown = await login('nobody@example.com', 'whatever-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const missing = await call(t.app, undefined, 'POST', '/api/user/login', { email: 'admin@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('password');
    const unknownField = await login('admin@example.com', DEMO_PASSWORD, { role: 1 });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors).toEqual({ role: 'is not allowed' });
    const wrongType = await call(t.app, undefined, 'POST', '/api/user/login', { email: 42, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toHaveProperty('email');
    const nul = await login('admin@example.com', 'pass\u0000word');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toHaveProperty('password');
  });

  it('throttles one account after repeated failures while other accounts still sign in', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect((await login('managerlimited@example.com', `wrong-${i}`)).statusCode).toBe(401);
    }
    expect((await login('managerlimited@example.com', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await login('manager@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('answers 401 without a token, with a malformed one and with one signed by another key', async () => {
    expect((await call(t.app, undefined, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    expect((await call(t.app, 'not-a-token', 'PATCH', '/api/user', {})).statusCode).toBe(401);
    const token = await t.login('admin@example.com');
    const [header, payload] = token.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload, 'base64url').toString()))
      .setProtectedHeader(JSON.parse(Buffer.from(header, 'base64url').toString()))
      .sign(new TextEncoder().encode('another-secret-another-secret-0000'));
    expect((await call(t.app, forged, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await call(t.app, unsigned, 'PATCH', '/api/user', {})).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await expiredTokenOf(await t.login('admin@example.com'));
    expect((await call(t.app, expired, 'PATCH', '/api/user', {})).statusCode).toBe(401);
  });

  it('answers 401 once a session has been idle for more than 30 minutes', async () => {
    const token = await t.login('viewer@example.com');
    expect((await call(t.app, token, 'PATCH', '/api/user', {})).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.id, sid));
    expect((await call(t.app, token, 'PATCH', '/api/user', {})).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('viewer@example.com');
    expect((await call(t.app, token, 'POST', '/api/user/logout', {})).statusCode).toBe(200);
    expect((await call(t.app, token, 'PATCH', '/api/user', {})).statusCode).toBe(401);
  });

  it('revokes the token when the account is disabled', async () => {
    const token = await t.login('viewerlimited@example.com');
    await t.db.update(users).set({ status: 0 }).where(eq(users.email, 'viewerlimited@example.com'));
    expect((await call(t.app, token, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    expect((await login('viewerlimited@example.com', DEMO_PASSWORD)).statusCode).toBe(403);
    await t.db.update(users).set({ status: 1 }).where(eq(users.email, 'viewerlimited@example.com'));
  });
});

describe('PATCH /user', () => {
  it('answers the current user', async () => {
    const token = await t.login('rightsholder@example.com');
    const response = await call(t.app, token, 'PATCH', '/api/user', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ type: 4, asset_label: { label_id: 'LBL-1001' } });
  });

  it('refuses a body with fields', async () => {
    const token = await t.login('rightsholder@example.com');
    expect((await call(t.app, token, 'PATCH', '/api/user', { type: 1 })).statusCode).toBe(400);
  });
});

describe('POST /user/change/password', () => {
  it('checks the current password, changes it and revokes the other sessions', async () => {
    const first = await t.login('manager@example.com');
    const second = await t.login('manager@example.com');
    const wrong = await call(t.app, first, 'POST', '/api/user/change/password', {
      current_password: 'wrong-password',
      new_password: 'New-Password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('current_password');
    const short = await call(t.app, first, 'POST', '/api/user/change/password', {
      current_password: DEMO_PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);

    const changed = await call(t.app, first, 'POST', '/api/user/change/password', {
      current_password: DEMO_PASSWORD,
      new_password: 'New-Password-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(t.app, first, 'PATCH', '/api/user', {})).statusCode).toBe(200);
    expect((await call(t.app, second, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    expect((await login('manager@example.com', 'New-Password-1')).statusCode).toBe(200);
    expect((await login('manager@example.com', DEMO_PASSWORD)).statusCode).toBe(401);
  });
});

describe('the activity log of account changes', () => {
  it('records a password change without the password, and a theme change with before and after', async () => {
    const token = await t.login('viewerlimited@example.com');
    await call(t.app, token, 'POST', '/api/user/change/password', {
      current_password: DEMO_PASSWORD,
      new_password: 'Logged-Change-1',
    });
    await call(t.app, token, 'PUT', '/api/user/theme', { theme: 'light' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'viewerlimited@example.com'));
    const entries = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, user!.id));
    expect(entries.map((e) => [e.action, e.after])).toEqual([
      ['update', { password: 'changed' }],
      ['update', { theme: 'light' }],
    ]);
    expect(JSON.stringify(entries)).not.toContain('Logged-Change-1');
    expect(JSON.stringify(entries)).not.toContain(user!.passwordHash);
  });
});

describe('PUT /user/theme', () => {
  it("saves the caller's own theme, which sign-in then answers, and refuses an unknown one", async () => {
    const token = await t.login('viewer@example.com');
    const bad = await call(t.app, token, 'PUT', '/api/user/theme', { theme: 'blue' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('theme');
    const saved = await call(t.app, token, 'PUT', '/api/user/theme', { theme: 'light' });
    expect(saved.statusCode).toBe(200);
    expect((await call(t.app, token, 'PATCH', '/api/user', {})).json().result.theme).toBe('light');
    expect((await login('viewer@example.com', DEMO_PASSWORD)).json().result.theme).toBe('light');
    const [other] = await t.db
      .select({ theme: users.theme })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    expect(other!.theme).toBe('dark');
  });
});

describe('POST /general/account', () => {
  it('lists creators for staff and refuses others with 403', async () => {
    const admin = await t.login('admin@example.com');
    const response = await call(t.app, admin, 'POST', '/api/general/account', { type: 3 });
    expect(response.statusCode).toBe(200);
    const emails = response.json().result.map((a: { email: string }) => a.email);
    expect(emails).toContain('creator@example.com');
    expect(emails).not.toContain('admin@example.com');
    const creator = await t.login('creator@example.com');
    expect((await call(t.app, creator, 'POST', '/api/general/account', { type: 3 })).statusCode).toBe(403);
    expect((await call(t.app, admin, 'POST', '/api/general/account', { type: 1 })).statusCode).toBe(400);
  });
});

describe('server basics', () => {
  it('answers health, security headers, no CORS and JSON 404s', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('keeps one session row per sign-in', async () => {
    const [before] = await t.db.select({ n: count() }).from(sessions);
    await t.login('admin@example.com');
    const [after] = await t.db.select({ n: count() }).from(sessions);
    expect(after.n).toBe(before.n + 1);
  });
});
