import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_INVITATIONS_PER_DAY } from '../../shared/constants';
import { DEMO_PASSWORD } from '../../server/seed';
import { teamMembers, users } from '../../server/entities/users/table';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  (fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir) : [])
    .map((name) => fs.readFileSync(path.join(t.outboxDir, name), 'utf8'))
    .filter((mail) => new RegExp(`^To: ${email.replace('.', '\\.')}`, 'm').test(mail));
const tokenIn = (mail: string) => /\/accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
const team = async (token: string) =>
  (await call(t.app, token, 'POST', '/api/team/member', { page: 1, limit: 100 })).json().result
    .data as Array<{
    _id: string;
    email: string;
    name: string;
    owner_name: string;
    team_member_type: string;
    status: number;
    invited: boolean;
  }>;
const open = (url: string, body: object) => call(t.app, undefined, 'POST', url, body);
const invite = async (token: string, name: string, email: string) => {
  const response = await call(t.app, token, 'POST', '/api/team/member/add', { name, email });
  await t.app.deferredTasksSettled();
  return response;
};
const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const signIn = async (email: string, password: string) =>
  (await open('/api/user/login', { email, password })).json();

describe('team invitations', () => {
  it('invites a new person without making an account; they accept, choose a password and work for the owner', async () => {
    const creator = await t.login('creator@example.com');
    const invited = await invite(creator, 'Ed Editor', 'Ed@Example.com');
    expect(invited.statusCode).toBe(201);
    expect(invited.json().result).toMatchObject({
      name: 'Ed Editor',
      email: 'ed@example.com',
      owner_name: 'Chloe Creator',
      team_member_type: 'creator',
      invited: true,
      member: null,
    });
    expect(await accountOf('ed@example.com')).toBeUndefined();
    const [mail] = mailsTo('ed@example.com');
    expect(mail).toContain('Subject: You are invited to a team on DRM');
    expect(mail).toContain('The DRM account named “Chloe Creator”');
    expect(mail).not.toContain('Ed Editor');
    const token = tokenIn(mail!);

    const checked = await open('/api/team/invitation/verify', { token });
    expect(checked.json().result).toEqual({
      email: 'ed@example.com',
      name: 'Ed Editor',
      owner_name: 'Chloe Creator',
      account: 'new',
    });
    const noPassword = await open('/api/team/invitation/accept', { token });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ new_password: 'is required' });
    const accepted = await open('/api/team/invitation/accept', { token, new_password: 'Ed-Password-1' });
    expect(accepted.statusCode).toBe(200);
    const signedIn = await signIn('ed@example.com', 'Ed-Password-1');
    expect([signedIn.result.type, signedIn.team_member_type]).toEqual([8, 'creator']);
    // A creator team member sees the creator's channels, not the team.
    expect((await call(t.app, signedIn.token, 'POST', '/api/team/member', {})).statusCode).toBe(403);
    expect((await call(t.app, signedIn.token, 'POST', '/api/channel', {})).statusCode).toBe(200);
    const used = await open('/api/team/invitation/accept', { token, new_password: 'Other-Password-2' });
    expect(used.statusCode).toBe(400);
    expect(used.json().errors).toEqual({ token: 'is not valid or has expired' });
  });

  it('refuses a name on several lines, writing and mailing nothing', async () => {
    const creator = await t.login('creator@example.com');
    const before = (await t.db.select().from(teamMembers)).length;
    for (const name of ['Eve\nBcc: all@example.com', 'Eve\r\nSubject: hi', 'Eve\u2028Admin', 'Tab\there']) {
      const response = await invite(creator, name, 'eve@example.com');
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().errors).toEqual({ name: 'must be a single line' });
    }
    expect((await t.db.select().from(teamMembers)).length).toBe(before);
    expect(mailsTo('eve@example.com')).toEqual([]);
  });

  it('answers the same for a new address, a team member and an account that cannot join, and joins nobody', async () => {
    const nina = await t.login('newrightsholder@example.com');
    const answers = await Promise.all(
      ['nobody.yet@example.com', 'creatorteam@example.com', 'creator@example.com'].map((email) =>
        invite(nina, 'Someone', email),
      ),
    );
    const shape = (json: { result: Record<string, unknown>; message: string }) => ({
      message: json.message,
      keys: Object.keys(json.result).sort(),
      invited: json.result.invited,
      member: json.result.member,
    });
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(shape(a.json()))))).toHaveProperty('size', 1);
    // The creator is told someone tried; nothing is revealed to Nina.
    expect(mailsTo('creator@example.com').at(-1)).toContain('cannot join a team');
    expect(mailsTo('creator@example.com').at(-1)).not.toContain('accept-invitation');
    // The existing team member is not on Nina's team until they accept.
    const cara = await signIn('creatorteam@example.com', DEMO_PASSWORD);
    expect(cara.content_owner_array.map((o: { name: string }) => o.name)).toEqual(['Chloe Creator']);
    const switched = await call(t.app, cara.token, 'POST', '/api/user/content/owner/switch', {
      user_id: cara.result._id,
      content_owner_id: (await accountOf('newrightsholder@example.com'))!.id,
    });
    expect(switched.statusCode).toBe(403);
  });

  it('joins an existing team member only with their password', async () => {
    const token = tokenIn(mailsTo('creatorteam@example.com').at(-1)!);
    expect((await open('/api/team/invitation/verify', { token })).json().result.account).toBe('member');
    const wrong = await open('/api/team/invitation/accept', { token, password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: 'is not correct' });
    const ninaId = (await accountOf('newrightsholder@example.com'))!.id;
    const rows = await t.db.select().from(teamMembers).where(eq(teamMembers.ownerId, ninaId));
    expect(rows.filter((r) => r.acceptedAt !== null).map((r) => r.invitedEmail)).not.toContain(
      'creatorteam@example.com',
    );
    const accepted = await open('/api/team/invitation/accept', { token, password: DEMO_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    const cara = await signIn('creatorteam@example.com', DEMO_PASSWORD);
    expect(cara.content_owner_array.map((o: { name: string }) => o.name).sort()).toEqual([
      'Chloe Creator',
      'Nina Owner',
    ]);
  });

  it('lets staff create an account for an invited address, which no longer joins through the link', async () => {
    const token = tokenIn(mailsTo('nobody.yet@example.com').at(-1)!);
    const manager = await t.login('manager@example.com');
    const created = await call(t.app, manager, 'POST', '/api/creator/add', {
      name: 'Nobody Yet',
      email: 'nobody.yet@example.com',
    });
    expect(created.statusCode).toBe(201);
    const refused = await open('/api/team/invitation/accept', { token, new_password: 'Some-Password-1' });
    expect(refused.statusCode).toBe(409);
    expect((await accountOf('nobody.yet@example.com'))!.type).toBe(3);
  });

  it('lets the person decline, and refuses an expired link', async () => {
    const rita = await t.login('rightsholder@example.com');
    await invite(rita, 'Dee Decline', 'dee@example.com');
    const token = tokenIn(mailsTo('dee@example.com').at(-1)!);
    expect((await open('/api/team/invitation/decline', { token })).statusCode).toBe(200);
    expect((await open('/api/team/invitation/verify', { token })).statusCode).toBe(400);
    const dee = (await team(rita)).find((m) => m.email === 'dee@example.com');
    expect(dee).toBeUndefined();

    await invite(rita, 'Old Link', 'old.link@example.com');
    const old = tokenIn(mailsTo('old.link@example.com').at(-1)!);
    await t.db
      .update(teamMembers)
      .set({ invitationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamMembers.invitedEmail, 'old.link@example.com'));
    expect(
      (await open('/api/team/invitation/accept', { token: old, new_password: 'Late-Password-1' })).statusCode,
    ).toBe(400);
    expect(await accountOf('old.link@example.com')).toBeUndefined();
  });

  it(`refuses an owner's invitations past ${TEAM_INVITATIONS_PER_DAY} a day, writing nothing`, async () => {
    const maya = await t.login('maya.lens@example.com');
    for (let i = 0; i < TEAM_INVITATIONS_PER_DAY; i++) {
      expect((await invite(maya, `Guest ${i}`, `guest${i}@example.com`)).statusCode).toBe(201);
    }
    const before = (await t.db.select().from(teamMembers)).length;
    const refused = await invite(maya, 'One Too Many', 'toomany@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await t.db.select().from(teamMembers)).length).toBe(before);
    expect(mailsTo('toomany@example.com')).toEqual([]);
  });

  it("keeps the 409 for someone already on the owner's own team", async () => {
    const rita = await t.login('rightsholder@example.com');
    const again = await invite(rita, 'Tom', 'rhteam@example.com');
    expect(again.statusCode).toBe(409);
  });
});

describe('team members', () => {
  it('deactivates a membership, signing the member out of that team', async () => {
    const memberSession = await t.login('rhteam@example.com');
    const rita = await t.login('rightsholder@example.com');
    const tom = (await team(rita)).find((m) => m.email === 'rhteam@example.com')!;
    const changed = await call(t.app, rita, 'PUT', `/api/user/change-status/${tom._id}`, { status: 0 });
    expect(changed.json().result.status).toBe(0);
    expect((await call(t.app, memberSession, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    // Still on Nina's team: signing in now acts for her.
    const signedIn = await signIn('rhteam@example.com', DEMO_PASSWORD);
    expect(signedIn.content_owner_array.map((o: { name: string }) => o.name)).toEqual(['Nina Owner']);
  });

  it("never lands a member on a disabled owner's team", async () => {
    const manager = await t.login('manager@example.com');
    const nina = (await accountOf('newrightsholder@example.com'))!.id;
    const rita = (await accountOf('rightsholder@example.com'))!.id;
    const owner = await t.login('rightsholder@example.com');
    const tom = (await team(owner)).find((m) => m.email === 'rhteam@example.com')!;
    await call(t.app, owner, 'PUT', `/api/user/change-status/${tom._id}`, { status: 1 });
    await call(t.app, manager, 'PUT', `/api/rights/holders/change-status/${nina}`, { status: 0 });
    const signedIn = await signIn('rhteam@example.com', DEMO_PASSWORD);
    expect(signedIn.content_owner_array.map((o: { content_owner_id: string }) => o.content_owner_id)).toEqual(
      [rita],
    );
    await call(t.app, manager, 'PUT', `/api/rights/holders/change-status/${nina}`, { status: 1 });
  });

  it('shows staff every team, invitations marked; only CRUD staff change a membership', async () => {
    const viewer = await t.login('viewer@example.com');
    const all = await team(viewer);
    expect(new Set(all.map((m) => m.owner_name))).toEqual(
      new Set(['Chloe Creator', 'Rita Rights', 'Nina Owner', 'Maya Lens']),
    );
    expect(all.find((m) => m.email === 'sam.editor@example.com')).toMatchObject({
      name: 'Sam Editor',
      invited: true,
    });
    expect(
      (await call(t.app, viewer, 'PUT', `/api/user/change-status/${all[0]!._id}`, { status: 0 })).statusCode,
    ).toBe(403);
    const manager = await t.login('manager@example.com');
    expect(
      (await call(t.app, manager, 'PUT', `/api/user/change-status/${all[0]!._id}`, { status: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, manager, 'POST', '/api/team/member/add', { name: 'X', email: 'x@example.com' }))
        .statusCode,
    ).toBe(403);
  });
});
