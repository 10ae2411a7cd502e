import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  (fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir) : [])
    .map((name) => fs.readFileSync(path.join(t.outboxDir, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
const team = async (token: string) =>
  (await call(t.app, token, 'POST', '/api/team/member', {})).json().result.data as Array<{
    _id: string;
    email: string;
    owner_name: string;
    team_member_type: string;
    status: number;
  }>;
const open = (url: string, body: object) => call(t.app, undefined, 'POST', url, body);

describe('team members', () => {
  it('lets a creator invite a new person, who sets a password and works as a creator team member', async () => {
    const creator = await t.login('creator@example.com');
    const invited = await call(t.app, creator, 'POST', '/api/team/member/add', {
      name: 'Ed Editor',
      email: 'ed@example.com',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().result).toMatchObject({
      name: 'Ed Editor',
      owner_name: 'Chloe Creator',
      team_member_type: 'creator',
    });
    expect((await team(creator)).map((m) => m.email).sort()).toEqual([
      'creatorteam@example.com',
      'ed@example.com',
    ]);

    const [mail] = mailsTo('ed@example.com');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!)![1];
    await open('/api/user/verify/token', { token, new_password: 'Ed-Password-1' });
    const signedIn = (
      await open('/api/user/login', { email: 'ed@example.com', password: 'Ed-Password-1' })
    ).json();
    expect([signedIn.result.type, signedIn.team_member_type]).toEqual([8, 'creator']);
    // A creator team member sees the creator's channels, not the team.
    expect((await call(t.app, signedIn.token, 'POST', '/api/team/member', {})).statusCode).toBe(403);
  });

  it('adds someone already on another team without a new account, and refuses other accounts', async () => {
    const rita = await t.login('rightsholder@example.com');
    const joined = await call(t.app, rita, 'POST', '/api/team/member/add', {
      name: 'Cara Crew',
      email: 'creatorteam@example.com',
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().result.team_member_type).toBe('right_holder');
    expect(mailsTo('creatorteam@example.com')).toEqual([]);
    const again = await call(t.app, rita, 'POST', '/api/team/member/add', {
      name: 'Tom',
      email: 'rhteam@example.com',
    });
    expect(again.statusCode).toBe(409);
    const creatorAccount = await call(t.app, rita, 'POST', '/api/team/member/add', {
      name: 'Chloe',
      email: 'creator@example.com',
    });
    expect(creatorAccount.statusCode).toBe(409);
  });

  it('deactivates a membership, signing the member out of that team', async () => {
    const memberSession = await t.login('rhteam@example.com');
    const rita = await t.login('rightsholder@example.com');
    const tom = (await team(rita)).find((m) => m.email === 'rhteam@example.com')!;
    const changed = await call(t.app, rita, 'PUT', `/api/user/change-status/${tom._id}`, { status: 0 });
    expect(changed.json().result.status).toBe(0);
    expect((await call(t.app, memberSession, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    // Still on Nina's team: signing in now acts for her.
    const signedIn = (
      await open('/api/user/login', { email: 'rhteam@example.com', password: 'Demo-1234' })
    ).json();
    expect(signedIn.content_owner_array.map((o: { name: string }) => o.name)).toEqual(['Nina Owner']);
  });

  it('shows staff every team; only CRUD staff change a membership', async () => {
    const viewer = await t.login('viewer@example.com');
    const all = await team(viewer);
    expect(new Set(all.map((m) => m.owner_name))).toEqual(
      new Set(['Chloe Creator', 'Rita Rights', 'Nina Owner']),
    );
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
