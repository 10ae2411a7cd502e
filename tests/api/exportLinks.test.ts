import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LINKS_PER_HOUR } from '../../shared/constants';
import { exportLinks } from '../../server/platform/exports/table';
import { users } from '../../server/entities/users/table';
import { call, createTestApp, type TestApp } from '../support/testApp';

const LIBRARY = '/api/content/library/latest/csv';
const ACTIVITY = '/api/activity/log/report/export';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RANGE = { from: day(-1), to: day(0) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The link an export's `/link` call answers for this caller and body. */
async function linkFor(token: string, path: string, body: object): Promise<string> {
  const answer = await call(t.app, token, 'POST', `${path}/link`, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().result as string;
}

/** Follows a link as the browser does: no session token. */
const follow = (link: string) => t.app.inject({ method: 'GET', url: link });

const linksOf = async (email: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await t.db.select({ n: count() }).from(exportLinks).where(eq(exportLinks.userId, user!.id)))[0]!.n;
};

describe('exports saved by link (the browser streams them to the disk)', () => {
  it('streams by link exactly what the POST answers, as an attachment, to no session', async () => {
    const admin = await t.login('admin@example.com');
    const link = await linkFor(admin, LIBRARY, { search: 'a' });
    expect(link).toMatch(/^\/api\/content\/library\/latest\/csv\/download\?token=/);
    const saved = await follow(link);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-type']).toContain('text/csv');
    expect(saved.headers['content-disposition']).toBe('attachment; filename="content-library.csv"');
    const posted = await call(t.app, admin, 'POST', LIBRARY, { search: 'a' });
    expect(saved.body).toBe(posted.body);
    expect(saved.body.split('\n').length).toBeGreaterThan(2);
    // Followed again within its ten minutes (a second save) it still works.
    expect((await follow(link)).statusCode).toBe(200);
  });

  it("exports by the asking session's scope: a rights holder's link holds its own items only", async () => {
    const admin = await t.login('admin@example.com');
    const owner = await t.login('rightsholder@example.com');
    const ownerFile = (await follow(await linkFor(owner, LIBRARY, {}))).body;
    const ownersPost = (await call(t.app, owner, 'POST', LIBRARY, {})).body;
    const adminFile = (await follow(await linkFor(admin, LIBRARY, {}))).body;
    expect(ownerFile).toBe(ownersPost);
    expect(ownerFile.split('\n').length).toBeLessThan(adminFile.split('\n').length);
  });

  it('refuses a changed token, another export’s path, and a link whose session signed out (404)', async () => {
    const admin = await t.login('admin@example.com');
    const link = await linkFor(admin, LIBRARY, {});
    const token = link.split('token=')[1]!;
    // A character inside the signature: the last one carries only four bits, and a base64url decoder
    // ignores the other two, so changing the end alone can leave the signature as it was.
    const at = link.length - 10;
    const changed = `${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`;
    expect((await follow(changed)).statusCode).toBe(404);
    expect((await follow(`${ACTIVITY}/download?token=${token}`)).statusCode).toBe(404);
    expect((await follow(`${LIBRARY}/download?token=${admin}`)).statusCode).toBe(404);
    await call(t.app, admin, 'POST', '/api/user/logout', {});
    const refused = await follow(link);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('checks the body when the link is asked for: a bad filter is a 400 and stores nothing', async () => {
    const admin = await t.login('admin@example.com');
    const before = await linksOf('admin@example.com');
    const bad = await call(t.app, admin, 'POST', `${LIBRARY}/link`, { sort: 'password_hash' });
    expect(bad.statusCode).toBe(400);
    const backwards = await call(t.app, admin, 'POST', `${ACTIVITY}/link`, { from: RANGE.to, to: day(-5) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().field_messages.to).toBeDefined();
    expect(await linksOf('admin@example.com')).toBe(before);
  });

  it("saves the activity log's CSV by link, named by its range; refuses who may not read it", async () => {
    const admin = await t.login('admin@example.com');
    const saved = await follow(await linkFor(admin, ACTIVITY, RANGE));
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-disposition']).toBe(
      `attachment; filename="activity-log-${RANGE.from}-${RANGE.to}.csv"`,
    );
    expect(saved.body).toBe((await call(t.app, admin, 'POST', ACTIVITY, RANGE)).body);
    const rightsHolder = await t.login('rightsholder@example.com');
    expect((await call(t.app, rightsHolder, 'POST', `${ACTIVITY}/link`, RANGE)).statusCode).toBe(403);
  });

  it(`gives one person at most ${EXPORT_LINKS_PER_HOUR} links an hour (429), others unaffected`, async () => {
    const viewer = await t.login('viewer@example.com');
    const asks = [];
    for (let i = 0; i < EXPORT_LINKS_PER_HOUR + 1; i++) {
      asks.push((await call(t.app, viewer, 'POST', `${LIBRARY}/link`, {})).statusCode);
    }
    expect(asks.filter((status) => status === 200)).toHaveLength(EXPORT_LINKS_PER_HOUR);
    expect(asks.at(-1)).toBe(429);
    const manager = await t.login('manager@example.com');
    expect((await call(t.app, manager, 'POST', `${LIBRARY}/link`, {})).statusCode).toBe(200);
  });
});
