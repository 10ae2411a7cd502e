import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESETS_PER_HOUR } from '../../shared/constants';
import { passwordTokens } from '../../server/entities/passwordReset/table';
import { DEMO_PASSWORD } from '../../server/seed';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The mails written so far, oldest first. */
const outbox = () =>
  fs.existsSync(t.outboxDir)
    ? fs
        .readdirSync(t.outboxDir)
        .sort()
        .map((name) => fs.readFileSync(path.join(t.outboxDir, name), 'utf8'))
    : [];
const tokenIn = (mail: string) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
const open = (url: string, body: object) => call(t.app, undefined, 'POST', url, body);
const login = (email: string, password: string) => open('/api/user/login', { email, password });
/** Asks for a reset link; the lookup and the mail happen after the answer, so wait for them too. */
async function askReset(email: string) {
  const response = await open('/api/user/reset-password', { email });
  await t.app.deferredTasksSettled();
  return response;
}

describe('password reset', () => {
  it('answers an unknown email as a known one, and mails nobody', async () => {
    const response = await askReset('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/If an account exists/);
    expect(outbox()).toEqual([]);
  });

  it('mails a link that sets a new password once, and signs out the old sessions', async () => {
    const oldSession = await t.login('viewer@example.com');
    expect((await askReset('Viewer@Example.com')).statusCode).toBe(200);
    const [mail] = outbox();
    expect(mail).toMatch(/^To: viewer@example\.com/m);
    expect(mail).toContain('http://drm.test/reset-password?token=');
    const token = tokenIn(mail!);

    const checked = await open('/api/user/verify/token', { token });
    expect(checked.json().result).toEqual({ valid: true, email: 'viewer@example.com' });
    const short = await open('/api/user/verify/token', { token, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('new_password');
    const set = await open('/api/user/verify/token', { token, new_password: 'Brand-New-Pass-1' });
    expect(set.statusCode).toBe(200);
    expect((await login('viewer@example.com', 'Brand-New-Pass-1')).statusCode).toBe(200);
    expect((await call(t.app, oldSession, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    const reused = await open('/api/user/verify/token', { token, new_password: 'Another-Pass-2' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual({ token: 'is not valid or has expired' });
  });

  it('refuses an expired link, and keeps no usable token in the database', async () => {
    await askReset('manager@example.com');
    const token = tokenIn(outbox().at(-1)!);
    const rows = await t.db.select().from(passwordTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
    await t.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await open('/api/user/verify/token', { token })).statusCode).toBe(400);
  });

  it(`sends at most ${PASSWORD_RESETS_PER_HOUR} reset mails an hour for one account, even to a burst`, async () => {
    const before = outbox().length;
    const answers = await Promise.all(
      Array.from({ length: PASSWORD_RESETS_PER_HOUR + 5 }, () =>
        open('/api/user/reset-password', { email: 'viewerlimited@example.com' }),
      ),
    );
    await t.app.deferredTasksSettled();
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(outbox().length - before).toBe(PASSWORD_RESETS_PER_HOUR);
  });

  it('answers before looking the address up or mailing: the same answer for an account and for nobody', async () => {
    const unknown = await askReset('no-such-person@example.com');
    // The mail cannot be written now (the outbox is a file), which an answer given after the mail
    // would show; the answer is the same as for an unknown address, and the failure is only logged.
    const saved = `${t.outboxDir}.saved`;
    if (fs.existsSync(t.outboxDir)) fs.renameSync(t.outboxDir, saved);
    fs.writeFileSync(t.outboxDir, 'not a folder');
    try {
      const known = await open('/api/user/reset-password', { email: 'creator@example.com' });
      await t.app.deferredTasksSettled();
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
    } finally {
      fs.rmSync(t.outboxDir);
      if (fs.existsSync(saved)) fs.renameSync(saved, t.outboxDir);
    }
  });

  it('voids every open link of the account when its password is changed in the app', async () => {
    await askReset('creatorteam@example.com');
    const token = tokenIn(outbox().at(-1)!);
    const session = await t.login('creatorteam@example.com');
    const changed = await call(t.app, session, 'POST', '/api/user/change/password', {
      current_password: DEMO_PASSWORD,
      new_password: 'Changed-In-App-1',
    });
    expect(changed.statusCode).toBe(200);
    const refused = await open('/api/user/verify/token', { token, new_password: 'Taken-Over-2' });
    expect(refused.statusCode).toBe(400);
    expect((await login('creatorteam@example.com', 'Changed-In-App-1')).statusCode).toBe(200);
  });

  it('invites an account staff add, who chooses a password through the mailed link and signs in', async () => {
    const manager = await t.login('manager@example.com');
    const created = await call(t.app, manager, 'POST', '/api/creator/add', {
      name: 'Rae Reels',
      email: 'rae@example.com',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Creator added and invited by mail.');
    const invitation = outbox().find((mail) => mail.includes('To: rae@example.com'))!;
    expect(invitation).toContain('Subject: Your DRM account');
    const [row] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.purpose, 'invite'));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3_600_000);
    expect((await login('rae@example.com', 'Rae-Password-1')).statusCode).toBe(401);
    await open('/api/user/verify/token', { token: tokenIn(invitation), new_password: 'Rae-Password-1' });
    expect((await login('rae@example.com', 'Rae-Password-1')).statusCode).toBe(200);
  });
});
