import { count, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LOGIN_DELAY_BASE_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT_BEFORE_BOT_CHECK,
  LOGIN_FAILURES_PER_ADDRESS,
} from '../../shared/constants';
import { activityLogs } from '../../server/entities/activityLog/table';
import { SESSION_MEMORY_MS } from '../../server/platform/auth/sessionMemory';
import { sessions } from '../../server/platform/auth/table';
import { DEMO_PASSWORD } from '../../server/seed';
import { users } from '../../server/entities/users/table';
import { startLocalBotCheck, type LocalBotCheck } from '../support/botCheckStandIn';
import { call, createTestApp, expiredTokenOf, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, extra: object = {}) =>
  call(t.app, undefined, 'POST', '/api/user/login', { email, password, ...extra });
/** A sign-in from another address than the tests' own (127.0.0.1). */
const loginFrom = (app: TestApp['app'], address: string, email: string, password: string, extra = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: address,
    payload: { email, password, ...extra },
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await login('managerlimited@example.com', `wrong-${i}`)).statusCode).toBe(401);
    }
    const throttled = await login('managerlimited@example.com', DEMO_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('1');
    expect(throttled.json()).toMatchObject({ retry_after: 1 });
    expect((await login('manager@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

/** Lets the waiting of one throttle key pass, as if the time had gone by. */
const letWaitPass = (key: string) =>
  t.db.execute(sql`update throttles set next_allowed_at = now() where key = ${key}`);

describe('sign-in throttling', () => {
  // Each test starts with no counts: the bursts below also slow the tests' own address (127.0.0.1).
  beforeEach(async () => {
    await t.db.execute(sql`delete from throttles`);
  });

  /**
   * The checks a burst may get: the free attempts, and one more each time a wait ends while the burst
   * goes on (1 s, then 2 s, then 4 s... after the free ones).
   */
  async function checksOfBurst(attempts: Array<() => Promise<{ statusCode: number }>>) {
    const started = Date.now();
    const codes = (await Promise.all(attempts.map((attempt) => attempt()))).map((r) => r.statusCode);
    const waitsEnded = Math.floor(Math.log2((Date.now() - started) / LOGIN_DELAY_BASE_MS + 1));
    return { codes, allowed: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS + waitsEnded };
  }

  it('counts a burst before checking it: of 60 concurrent sign-ins, no more than the limit are checked', async () => {
    const { codes, allowed } = await checksOfBurst(
      Array.from(
        { length: 60 },
        (_, i) => () => login('viewer@example.com', i === 59 ? DEMO_PASSWORD : `guess-${i}`),
      ),
    );
    const checked = codes.filter((code) => code === 401 || code === 200);
    expect(checked.length).toBeLessThanOrEqual(allowed);
    expect(codes.filter((code) => code === 429).length).toBe(60 - checked.length);
  });

  it('gives a burst of 300 no more guesses than the limit', async () => {
    const { codes, allowed } = await checksOfBurst(
      Array.from({ length: 300 }, (_, i) => () => login('creatorteam@example.com', `guess-${i}`)),
    );
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(allowed);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
  });

  it('slows the owner down, doubling the wait up to its longest, and never locks them out', async () => {
    const email = 'rhteam@example.com';
    const key = `sign-in:pair:${email}:127.0.0.1`;
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) await login(email, `wrong-${i}`);
    expect((await login(email, 'wrong-again')).json().retry_after).toBe(LOGIN_DELAY_BASE_MS / 1000);
    await letWaitPass(key);
    expect((await login(email, 'wrong-again')).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).json().retry_after).toBe((2 * LOGIN_DELAY_BASE_MS) / 1000);
    // However many failures came before, the owner waits at most the longest delay.
    await t.db.execute(sql`update throttles set hits = 1000 where key = ${key}`);
    await letWaitPass(key);
    await login(email, 'wrong-again');
    const longest = await login(email, DEMO_PASSWORD);
    expect(longest.statusCode).toBe(429);
    expect(longest.json().retry_after).toBeLessThanOrEqual(LOGIN_DELAY_MAX_MS / 1000);
    await letWaitPass(key);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    // The right password forgets the account's failures.
    expect((await login(email, 'one-typo')).statusCode).toBe(401);
  });

  it("slows an address after many failures, and a sign-in to one's own account does not wipe them", async () => {
    const address = '203.0.113.9';
    const from = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: address,
        payload: { email, password },
      });
    await t.db.execute(
      sql`insert into throttles (key, hits) values (${`sign-in:address:${address}`}, ${LOGIN_FAILURES_PER_ADDRESS - 2})`,
    );
    expect((await from('admin@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await from('someone@example.com', 'guess-1')).statusCode).toBe(401);
    expect((await from('someone-else@example.com', 'guess-2')).statusCode).toBe(401);
    expect((await from('a-third@example.com', 'guess-3')).statusCode).toBe(429);
    expect((await login('admin@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('never refuses the owner from another address while one address guesses at the account ten times a second', async () => {
    const email = 'viewer@example.com';
    let attacking = true;
    const attackerCodes: number[] = [];
    const attacker = (async () => {
      for (let i = 0; attacking; i++) {
        attackerCodes.push((await loginFrom(t.app, '198.51.100.7', email, `guess-${i}`)).statusCode);
        await sleep(100);
      }
    })();
    // The attacker has used its free attempts and is being slowed before the owner comes.
    await sleep(1500);
    // The owner mistypes more than the free attempts, then signs in, waiting each time as told.
    const attempts = [
      ...Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS }, (_, i) => `typo-${i}`),
      DEMO_PASSWORD,
    ];
    const owner: Array<{ code: number; afterWaiting: boolean }> = [];
    let afterWaiting = false;
    // Bounded: an owner refused again and again would otherwise wait here for ever.
    for (let i = 0; i < attempts.length && owner.length < attempts.length + 3;) {
      const response = await loginFrom(t.app, '203.0.113.20', email, attempts[i]!);
      owner.push({ code: response.statusCode, afterWaiting });
      if (response.statusCode === 429) {
        // Their own typos earn them the first wait only; a longer one is someone else's doing.
        const wait = Number(response.headers['retry-after']) * 1000;
        if (wait > LOGIN_DELAY_BASE_MS) break;
        await sleep(wait);
        afterWaiting = true;
      } else {
        afterWaiting = false;
        i++;
      }
    }
    attacking = false;
    await attacker;
    // Told to wait once, for their own typos; never refused after waiting as told; signed in.
    expect(owner.map((a) => a.code)).toEqual([
      ...Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS }, () => 401),
      429,
      200,
    ]);
    expect(owner.filter((a) => a.afterWaiting).every((a) => a.code !== 429)).toBe(true);
    // The attack went on all along, slowed to a crawl.
    expect(attackerCodes.filter((code) => code === 429).length).toBeGreaterThan(attackerCodes.length / 2);
  }, 30_000);

  it('never refuses the owner from a new address for guesses spread over many addresses (no bot check)', async () => {
    const email = 'manager@example.com';
    for (let i = 0; i < 2 * LOGIN_FAILURES_PER_ACCOUNT_BEFORE_BOT_CHECK; i++) {
      expect((await loginFrom(t.app, `198.51.100.${i + 1}`, email, `guess-${i}`)).statusCode).toBe(401);
    }
    expect((await loginFrom(t.app, '203.0.113.21', email, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-in bot check', () => {
  let local: LocalBotCheck;
  let guarded: TestApp;
  beforeAll(async () => {
    local = await startLocalBotCheck();
    guarded = await createTestApp({ botCheck: local.botCheck });
  });
  afterAll(async () => {
    await guarded.close();
    await local.close();
  });
  const signIn = (password: string, captcha_token?: string) =>
    call(guarded.app, undefined, 'POST', '/api/user/login', {
      email: 'viewer@example.com',
      password,
      ...(captcha_token && { captcha_token }),
    });

  it('asks for the widget once the free attempts are used, and a solved one lets the owner in at once', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++)
      expect((await signIn(`wrong-${i}`)).statusCode).toBe(401);
    const asked = await signIn(DEMO_PASSWORD);
    expect(asked.statusCode).toBe(429);
    expect(asked.json().bot_check).toEqual({ provider: 'turnstile', site_key: '1x00000000000000000000AA' });
    expect((await signIn(DEMO_PASSWORD, 'made-up-token')).statusCode).toBe(429);
    const solved = local.solve();
    expect((await signIn(DEMO_PASSWORD, solved)).statusCode).toBe(200);
    expect(local.asked.at(-1)).toMatchObject({ response: solved, remoteip: '127.0.0.1' });
  });

  it('takes each solved token once: a burst with one token gets one check', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) await signIn(`wrong-${i}`);
    const token = local.solve();
    const codes = (await Promise.all(Array.from({ length: 10 }, () => signIn('guess', token)))).map(
      (response) => response.statusCode,
    );
    expect(codes.filter((code) => code === 401)).toHaveLength(1);
  });

  it('asks every sign-in for the bot check once guesses spread over many addresses pass the account-wide limit, and lets the owner in once solved', async () => {
    const email = 'creator@example.com';
    const widget = { provider: 'turnstile', site_key: '1x00000000000000000000AA' };
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_BEFORE_BOT_CHECK; i++) {
      const guess = await loginFrom(guarded.app, `198.51.100.${i + 1}`, email, `guess-${i}`);
      expect(guess.statusCode).toBe(401);
    }
    // From yet another address, a guess gets no free attempt: only a solved check goes on.
    const attacker = await loginFrom(guarded.app, '198.51.100.200', email, 'guess-more');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().bot_check).toEqual(widget);
    const madeUp = { captcha_token: 'made-up-token' };
    expect((await loginFrom(guarded.app, '198.51.100.201', email, 'guess', madeUp)).statusCode).toBe(429);
    // The owner from a new address is asked the same, not made to wait: once solved, in at once.
    const asked = await loginFrom(guarded.app, '203.0.113.30', email, DEMO_PASSWORD);
    expect(asked.statusCode).toBe(429);
    expect(asked.json().bot_check).toEqual(widget);
    const solved = { captcha_token: local.solve() };
    expect((await loginFrom(guarded.app, '203.0.113.30', email, DEMO_PASSWORD, solved)).statusCode).toBe(200);
    // The owner's sign-in does not wipe the attack's count: the next guess still needs the check.
    expect((await loginFrom(guarded.app, '198.51.100.202', email, 'guess-again')).statusCode).toBe(429);
  });

  it('allows the widget in the Content-Security-Policy only where it is configured', async () => {
    const withWidget = await call(guarded.app, undefined, 'GET', '/api/health');
    expect(withWidget.headers['content-security-policy']).toContain(
      "script-src 'self' https://challenges.cloudflare.com",
    );
    const without = await call(t.app, undefined, 'GET', '/api/health');
    expect(without.headers['content-security-policy']).not.toContain('challenges.cloudflare.com');
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
    // Idle for 31 minutes means no call for longer than the server remembers a session.
    await new Promise((resolve) => setTimeout(resolve, SESSION_MEMORY_MS));
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

  it('counts wrong current passwords before checking them, as sign-in does: a stolen session gets no more than the free attempts, and the owner is not held back', async () => {
    const email = 'rightsholder@example.com';
    const thief = await t.login(email);
    const owner = await t.login(email);
    const change = (token: string, address: string, current: string, next = 'Another-Password-1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/change/password',
        remoteAddress: address,
        headers: { authorization: `Bearer ${token}` },
        payload: { current_password: current, new_password: next },
      });
    const started = Date.now();
    const codes: number[] = [];
    for (let i = 0; i < 199; i++) {
      const guess = await change(thief, '198.51.100.9', `guess-${i}`);
      codes.push(guess.statusCode);
      if (guess.statusCode === 429) expect(Number(guess.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const waitsEnded = Math.floor(Math.log2((Date.now() - started) / LOGIN_DELAY_BASE_MS + 1));
    expect(codes.slice(0, LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS + 1)).toEqual([
      ...Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS }, () => 400),
      429,
    ]);
    expect(codes.filter((code) => code === 400).length).toBeLessThanOrEqual(
      LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS + waitsEnded,
    );
    expect(codes.filter((code) => code !== 400).every((code) => code === 429)).toBe(true);
    // The right password, sent while a wait is on (more than a second of it left), is refused unchecked.
    let last = await change(thief, '198.51.100.9', 'guess-more');
    for (let i = 0; i < 100 && !(last.statusCode === 429 && Number(last.headers['retry-after']) >= 2); i++) {
      last = await change(thief, '198.51.100.9', 'guess-more');
    }
    const right = await change(thief, '198.51.100.9', DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().retry_after).toBeGreaterThanOrEqual(1);
    // The same stolen session from another address gets no fresh allowance.
    expect((await change(thief, '198.51.100.10', DEMO_PASSWORD)).statusCode).toBe(429);
    // The owner's own session, elsewhere, changes the password at once, which signs the thief out.
    expect((await change(owner, '203.0.113.40', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await call(t.app, thief, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    expect((await change(owner, '203.0.113.40', 'Another-Password-1', DEMO_PASSWORD)).statusCode).toBe(200);
  }, 60_000);
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
    expect(missing.json()).toEqual({ message: 'Not found.', message_id: 'route.not_found' });
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
