import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  LOGIN_DELAY_BASE_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_UPLOADS_PER_HOUR,
} from '../../shared/constants';
import { DEMO_PASSWORD } from '../../server/seed';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (token: string, body: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/picture',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: body,
  });
const mails = () =>
  fs.existsSync(t.outboxDir)
    ? fs.readdirSync(t.outboxDir).map((name) => fs.readFileSync(path.join(t.outboxDir, name), 'utf8'))
    : [];
const pictures = () => {
  const dir = path.join(t.filesDir, 'pictures');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('the own profile', () => {
  it('saves the name at once, and refuses an empty one', async () => {
    const token = await t.login('viewer@example.com');
    const empty = await call(t.app, token, 'PUT', '/api/user/profile', { name: ' ' });
    expect(empty.statusCode).toBe(400);
    const saved = await call(t.app, token, 'PUT', '/api/user/profile', {
      name: 'Victor V. Viewer',
      email: 'Viewer@Example.com',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({
      name: 'Victor V. Viewer',
      email: 'viewer@example.com',
      type: 6,
    });
  });

  it('changes the email only with the current password, once the link mailed to the new address is opened', async () => {
    const token = await t.login('viewer@example.com');
    const other = await t.login('viewer@example.com');
    const change = (body: object) => call(t.app, token, 'PUT', '/api/user/profile', body);
    const bare = await change({ email: 'victor@example.com' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ current_password: 'is required to change the email' });
    const wrong = await change({ email: 'victor@example.com', current_password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: 'is not correct' });
    const taken = await change({ email: 'admin@example.com', current_password: DEMO_PASSWORD });
    expect(taken.statusCode).toBe(409);
    await t.app.deferredTasksSettled();
    expect(mails()).toEqual([]);

    const asked = await change({ email: 'Victor@Example.com', current_password: DEMO_PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().result).toMatchObject({
      email: 'viewer@example.com',
      pending_email: 'victor@example.com',
    });
    expect(asked.json().message).toMatch(/victor@example\.com/);
    await t.app.deferredTasksSettled();
    const confirmation = mails().find((mail) => /^To: victor@example\.com/m.test(mail))!;
    const notice = mails().find((mail) => /^To: viewer@example\.com/m.test(mail))!;
    expect(notice).toContain('vi***@example.com');
    expect(notice).not.toContain('/confirm-email');
    const linkToken = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(confirmation)![1]!;
    // Still the old address until the link is opened; an email link never sets a password.
    expect((await call(t.app, token, 'PATCH', '/api/user', {})).json().result.email).toBe(
      'viewer@example.com',
    );
    const asPassword = await call(t.app, undefined, 'POST', '/api/user/verify/token', { token: linkToken });
    expect(asPassword.statusCode).toBe(400);

    const confirmed = await call(t.app, undefined, 'POST', '/api/user/email/confirm', { token: linkToken });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().result).toEqual({ changed: true, email: 'victor@example.com' });
    expect((await call(t.app, other, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    const again = await call(t.app, undefined, 'POST', '/api/user/email/confirm', { token: linkToken });
    expect(again.statusCode).toBe(400);
    const signIn = await call(t.app, undefined, 'POST', '/api/user/login', {
      email: 'victor@example.com',
      password: DEMO_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("throttles the email change's current password as sign-in: counted before the check, cleared by the right one", async () => {
    const token = await t.login('creator@example.com');
    const change = (password: string) =>
      call(t.app, token, 'PUT', '/api/user/profile', {
        email: 'chloe@example.com',
        current_password: password,
      });
    const started = Date.now();
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => change(`guess-${i}`)));
    // A burst is counted one by one: the free attempts are checked, and one more each time a wait ends.
    const waitsEnded = Math.floor(Math.log2((Date.now() - started) / LOGIN_DELAY_BASE_MS + 1));
    const checked = burst.filter((answer) => answer.statusCode === 400).length;
    expect(checked).toBeGreaterThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(checked).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS + waitsEnded);
    const refused = burst.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Once the next wait starts (a guess checked after the first one ended), the right password is refused too.
    for (let i = 0; i < 200 && (await change(`late-guess-${i}`)).statusCode !== 400; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(429);
    // Waited as told, the right password goes through and forgets the failures.
    await t.db.execute(sql`update throttles set next_allowed_at = now() where key like 'current-password:%'`);
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await change(`typo-${i}`)).statusCode).toBe(400);
    }
  });

  it('stores a picture under a random public address, replacing the previous one', async () => {
    const token = await t.login('manager@example.com');
    const first = await upload(token, PNG);
    expect(first.statusCode).toBe(200);
    const url = first.json().result.profile_picture as string;
    expect(url).toMatch(/^\/api\/user\/picture\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = await upload(token, PNG);
    expect(second.json().result.profile_picture).not.toBe(url);
    expect(pictures()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it(`keeps one file under 50 concurrent uploads, and refuses uploads past ${PROFILE_PICTURE_UPLOADS_PER_HOUR} an hour`, async () => {
    const token = await t.login('admin@example.com');
    const before = pictures().length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => upload(token, PNG)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(PROFILE_PICTURE_UPLOADS_PER_HOUR);
    expect(codes.filter((code) => code === 429)).toHaveLength(50 - PROFILE_PICTURE_UPLOADS_PER_HOUR);
    expect(answers.find((answer) => answer.statusCode === 429)!.headers['retry-after']).toBeDefined();
    const current = (await call(t.app, token, 'PATCH', '/api/user', {})).json().result
      .profile_picture as string;
    const added = pictures().length - before;
    expect(added).toBe(1);
    expect(pictures()).toContain(current.split('/').at(-1));
  });

  it('refuses what is not an image, by its bytes, and pictures over the size limit', async () => {
    const token = await t.login('creator@example.com');
    const fake = await upload(token, Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toHaveProperty('picture');
    const big = await upload(token, Buffer.concat([PNG, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    const svg = await upload(token, Buffer.from('<svg/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/picture/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(400);
  });
});
