import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_LIMIT } from '../../shared/constants';
import { CONTACT_US_ATTACHMENTS_PER_DAY, ContactUsStatus } from '../../shared/contactUs';
import { contactUsMessages } from '../../server/entities/contactUs/table';
import { users } from '../../server/entities/users/table';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
const as = async (email: string) => {
  if (!tokens.has(email)) tokens.set(email, await t.login(email));
  return tokens.get(email)!;
};
const api = async (email: string, method: string, url: string, body?: object) =>
  answerOf(t.app, await as(email), method, url, body);
const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const badge = async () =>
  (await api('admin@example.com', 'GET', '/contact-us/badge/count')).body.result as number;
const subjects = async (email: string, body: object = {}) =>
  (
    (await api(email, 'POST', '/contact-us', { limit: 100, ...body })).body.result.data as {
      subject: string;
    }[]
  ).map((row) => row.subject);
const threadOf = async (subject: string) =>
  (
    await t.db
      .select({ id: contactUsMessages.id })
      .from(contactUsMessages)
      .where(eq(contactUsMessages.subject, subject))
  )[0]!.id;

const mailsTo = (email: string) =>
  (fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir) : [])
    .map((name) => fs.readFileSync(path.join(t.outboxDir, name), 'utf8'))
    .filter((mail) => mail.includes(`\r\nTo: ${email}\r\n`));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const upload = async (email: string, id: string, body: Buffer, type = 'image/png', name = 'shot.png') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/contact-us/attachment/${id}`,
    headers: { authorization: `Bearer ${await as(email)}`, 'content-type': type, 'x-file-name': name },
    payload: body,
  });

describe('a creator’s Messages', () => {
  it('sends a thread to the team, which the badge counts and the creator’s side reads', async () => {
    const before = await badge();
    const sent = await api('creator@example.com', 'POST', '/contact-us/add', {
      subject: 'Where is my report?',
      message: '<b>Not bold</b>\nSecond line.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.result).toMatchObject({
      subject: 'Where is my report?',
      message: '<b>Not bold</b>\nSecond line.',
      status: ContactUsStatus.NEW,
      creator: await idOf('creator@example.com'),
      reply_count: 0,
    });
    expect(await badge()).toBe(before + 1);
    // Its team member reads it; another creator never does.
    expect(await subjects('creatorteam@example.com')).toContain('Where is my report?');
    expect(await subjects('maya.lens@example.com')).not.toContain('Where is my report?');
    const other = await api('maya.lens@example.com', 'PATCH', `/contact-us/detail/${sent.body.result._id}`);
    expect(other.status).toBe(404);
  });

  it('lets a creator’s team member write for the creator', async () => {
    const sent = await api('creatorteam@example.com', 'POST', '/contact-us/add', {
      subject: 'From the team',
      message: 'Written by Cara.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.result.creator).toBe(await idOf('creator@example.com'));
    expect(sent.body.result.sender).toBe(await idOf('creatorteam@example.com'));
    expect(await subjects('creator@example.com')).toContain('From the team');
  });

  it('shows a creator only its own threads, staff all of them', async () => {
    const mine = await subjects('creator@example.com');
    expect(mine).toEqual(expect.arrayContaining(['Claim on my vlog', 'Invoice for March']));
    expect(mine).not.toContain('Payout date');
    expect(await subjects('viewerlimited@example.com')).toEqual(
      expect.arrayContaining(['Claim on my vlog', 'Payout date', 'Thanks']),
    );
    const detail = await api(
      'creator@example.com',
      'PATCH',
      `/contact-us/detail/${await threadOf('Invoice for March')}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.result.replies.map((r: { from_team: boolean }) => r.from_team)).toEqual([true, false]);
  });

  it('pages, sorts, filters and searches in the list', async () => {
    const page = await api('admin@example.com', 'POST', '/contact-us', {
      limit: 2,
      sort: 'created_at',
      order: 'ASC',
    });
    expect(page.body.result.data).toHaveLength(2);
    expect(page.body.result.total).toBeGreaterThanOrEqual(5);
    expect(await subjects('admin@example.com', { search: 'PAYOUT' })).toEqual(['Payout date']);
    const closed = await subjects('admin@example.com', { filter: { status: ContactUsStatus.CLOSED } });
    expect(closed).toEqual(expect.arrayContaining(['Invoice for March', 'Thanks']));
    expect(closed).not.toContain('Payout date');
    const bad = await api('admin@example.com', 'POST', '/contact-us', { sort: 'message' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('sort');
  });

  it('counts a search’s matches only so far past the page, then answers that there are more', async () => {
    const maya = await idOf('maya.lens@example.com');
    const many = SEARCH_COUNT_LIMIT + 5;
    await t.db.execute(sql`insert into contact_us_messages (sender_id, creator_id, subject, message, last_at)
      select ${maya}, ${maya}, 'Bulk royalty question ' || n, 'Asked in bulk.', now() - n * interval '1 minute'
      from generate_series(1, ${many}) as n`);
    try {
      const search = async (body: object, email = 'admin@example.com') =>
        (await api(email, 'POST', '/contact-us', { search: 'bulk royalty', ...body })).body.result;
      const first = await search({ page: 1, limit: 10 });
      expect(first).toMatchObject({ total: SEARCH_COUNT_LIMIT, more: true });
      // Newest first among all the matches, not among those counted.
      expect(first.data.map((row: { subject: string }) => row.subject)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Bulk royalty question ${i + 1}`),
      );
      // The page after its cursor counts as far past its own start, and reaches them all.
      const second = await search({ page: 2, limit: 10, after: first.cursor });
      expect(second.total).toBe(many);
      expect(second).not.toHaveProperty('more');
      expect(second.data[0].subject).toBe('Bulk royalty question 11');
      // Far pages count from their start; the count stops at the last match.
      expect(await search({ page: 100, limit: 10 })).toMatchObject({ total: many, data: expect.any(Array) });
      // A search under the bound, and every unsearched list, is counted exactly.
      expect(await search({ search: `royalty question ${many}` })).toMatchObject({ total: 1 });
      const all = (await api('admin@example.com', 'POST', '/contact-us', { limit: 1 })).body.result;
      expect(all.total).toBeGreaterThan(many);
      expect(all).not.toHaveProperty('more');
      // A creator's side counts within its own threads.
      expect(await search({}, 'creator@example.com')).toMatchObject({ total: 0, data: [] });
    } finally {
      await t.db.execute(sql`delete from contact_us_messages where subject like 'Bulk royalty question %'`);
    }
  });

  it('refuses bad input with the field named', async () => {
    const empty = await api('creator@example.com', 'POST', '/contact-us/add', {
      subject: '  ',
      message: 'x',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('subject');
    const twoLines = await api('creator@example.com', 'POST', '/contact-us/add', {
      subject: 'a\nb',
      message: 'x',
    });
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.errors).toHaveProperty('subject');
    const noText = await api('creator@example.com', 'POST', '/contact-us/add', { subject: 'Hi' });
    expect(noText.status).toBe(400);
    expect(noText.body.errors).toHaveProperty('message');
    const long = await api('creator@example.com', 'POST', '/contact-us/add', {
      subject: 'Hi',
      message: 'x'.repeat(5001),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('message');
    const status = await api(
      'admin@example.com',
      'PUT',
      `/contact-us/change-status/${await threadOf('Thanks')}`,
      {
        status: 7,
      },
    );
    expect(status.status).toBe(400);
    expect(status.body.errors).toHaveProperty('status');
  });

  it('refuses writing to staff, rights holders and viewers where the declaration does', async () => {
    for (const email of ['admin@example.com', 'rightsholder@example.com', 'rhteam@example.com']) {
      const sent = await api(email, 'POST', '/contact-us/add', { subject: 'Hi', message: 'x' });
      expect(sent.status, email).toBe(403);
    }
    expect((await api('rightsholder@example.com', 'POST', '/contact-us', {})).status).toBe(403);
    expect((await api('creator@example.com', 'GET', '/contact-us/badge/count')).status).toBe(403);
    const id = await threadOf('Payout date');
    for (const email of ['viewer@example.com', 'viewerlimited@example.com', 'creator@example.com']) {
      expect((await api(email, 'PUT', `/contact-us/change-status/${id}`, { status: 1 })).status, email).toBe(
        403,
      );
      expect((await api(email, 'PUT', `/contact-us/assign/${id}`, { assignee: null })).status, email).toBe(
        403,
      );
    }
    expect(
      (await api('viewer@example.com', 'POST', `/contact-us/reply/${id}`, { message: 'x' })).status,
    ).toBe(403);
    // A creator replying in another creator's thread finds nothing there.
    expect(
      (await api('creator@example.com', 'POST', `/contact-us/reply/${id}`, { message: 'x' })).status,
    ).toBe(404);
  });
});

describe('staff’s Contact Us', () => {
  it('replies (the creator is mailed, the thread opens), then closes; the badge follows', async () => {
    const id = await threadOf('Claim on my vlog');
    const before = await badge();
    const replied = await api('managerlimited@example.com', 'POST', `/contact-us/reply/${id}`, {
      message: 'We are on it: see https://evil.example/x',
    });
    expect(replied.status).toBe(201);
    expect(replied.body.result.status).toBe(ContactUsStatus.OPEN);
    expect(replied.body.result.replies.at(-1)).toMatchObject({
      from_team: true,
      author_name: 'Lena Limited',
    });
    expect(await badge()).toBe(before - 1);
    await expect.poll(() => mailsTo('creator@example.com').length).toBeGreaterThan(0);
    const mail = mailsTo('creator@example.com').at(-1)!;
    expect(mail).toContain('Subject: The DRM team replied to your message');
    expect(mail).not.toContain('https://evil.example');
    // The creator answers: the thread waits for the team again.
    const answered = await api('creator@example.com', 'POST', `/contact-us/reply/${id}`, {
      message: 'Thanks!',
    });
    expect(answered.body.result.status).toBe(ContactUsStatus.NEW);
    expect(await badge()).toBe(before);
    const closed = await api('manager@example.com', 'PUT', `/contact-us/change-status/${id}`, {
      status: ContactUsStatus.CLOSED,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.result.status).toBe(ContactUsStatus.CLOSED);
    expect(await badge()).toBe(before - 1);
  });

  it('assigns to a staff member who answers, and nobody else', async () => {
    const id = await threadOf('Payout date');
    const manager = await idOf('manager@example.com');
    const assigned = await api('admin@example.com', 'PUT', `/contact-us/assign/${id}`, { assignee: manager });
    expect(assigned.status).toBe(200);
    expect(assigned.body.result).toMatchObject({ assignee: manager, assignee_name: 'Martin Manager' });
    expect(await subjects('admin@example.com', { filter: { assignee: manager } })).toContain('Payout date');
    for (const email of ['viewer@example.com', 'creator@example.com']) {
      const refused = await api('admin@example.com', 'PUT', `/contact-us/assign/${id}`, {
        assignee: await idOf(email),
      });
      expect(refused.status, email).toBe(400);
      expect(refused.body.errors).toHaveProperty('assignee');
    }
    const names = (await api('manager@example.com', 'GET', '/contact-us/assignees')).body.result.map(
      (a: { email: string }) => a.email,
    );
    expect(names).toEqual(
      expect.arrayContaining(['admin@example.com', 'manager@example.com', 'managerlimited@example.com']),
    );
    expect(names).not.toContain('viewer@example.com');
    const cleared = await api('admin@example.com', 'PUT', `/contact-us/assign/${id}`, { assignee: null });
    expect(cleared.body.result.assignee).toBeNull();
  });
});

describe('the threads kept per status (contact_us_status_totals)', () => {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: Array<{ status: number; n: number }> }).rows;
  const keptAndCounted = async () => ({
    kept: await rowsOf(
      sql`select status, n::int as n from contact_us_status_totals where n > 0 order by status`,
    ),
    counted: await rowsOf(
      sql`select status, count(*)::int as n from contact_us_messages group by status order by status`,
    ),
  });
  const staffTotal = async (filter: object = {}) =>
    (await api('viewer@example.com', 'POST', '/contact-us', { limit: 1, filter })).body.result
      .total as number;

  it('follow threads written, answered, closed and deleted', async () => {
    expect((await keptAndCounted()).kept).toEqual((await keptAndCounted()).counted);
    const sent = await api('creator@example.com', 'POST', '/contact-us/add', {
      subject: 'Kept totals',
      message: 'Counted once.',
    });
    expect(sent.status).toBe(201);
    const id = sent.body.result._id as string;
    let { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    await api('manager@example.com', 'POST', `/contact-us/reply/${id}`, { message: 'Answered.' });
    await api('manager@example.com', 'PUT', `/contact-us/change-status/${id}`, {
      status: ContactUsStatus.CLOSED,
    });
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    // A bulk change touching rows whose status stays moves nothing.
    await t.db.update(contactUsMessages).set({ subject: sql`subject` });
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    await t.db.delete(contactUsMessages).where(eq(contactUsMessages.id, id));
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
  });

  it('give staff their list totals and the badge without counting the threads', async () => {
    const { counted } = await keptAndCounted();
    const all = counted.reduce((sum, row) => sum + row.n, 0);
    const fresh = counted.find((row) => row.status === ContactUsStatus.NEW)?.n ?? 0;
    expect(await staffTotal()).toBe(all);
    expect(await staffTotal({ status: ContactUsStatus.NEW })).toBe(fresh);
    expect(await badge()).toBe(fresh);
    // Read from the kept rows: a change made to them behind the app shows, until they are rebuilt.
    await t.db.execute(
      sql`update contact_us_status_totals set n = n + 1000 where status = ${ContactUsStatus.NEW}`,
    );
    expect(await staffTotal()).toBe(all + 1000);
    expect(await badge()).toBe(fresh + 1000);
    expect(await staffTotal({ status: ContactUsStatus.CLOSED })).toBe(
      counted.find((row) => row.status === ContactUsStatus.CLOSED)?.n ?? 0,
    );
    // A creator's own list is counted on its index, not from the kept rows.
    const own = await t.db
      .select({ id: contactUsMessages.id })
      .from(contactUsMessages)
      .where(eq(contactUsMessages.creatorId, await idOf('creator@example.com')));
    const creatorAnswer = await api('creator@example.com', 'POST', '/contact-us', { limit: 1 });
    expect(creatorAnswer.body.result.total).toBe(own.length);
    await t.db.execute(sql`select contact_us_status_totals_rebuild()`);
    expect(await staffTotal()).toBe(all);
    expect(await badge()).toBe(fresh);
  });
});

describe('an attachment', () => {
  it('is type-checked from its bytes, kept once, and downloaded by those who read the thread', async () => {
    const sent = await api('creator@example.com', 'POST', '/contact-us/add', {
      subject: 'With a screenshot',
      message: 'See.',
    });
    const id = sent.body.result._id as string;
    const html = await upload(
      'creator@example.com',
      id,
      Buffer.from('<html>hi</html>'),
      'image/png',
      'x.png',
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().errors).toHaveProperty('attachment');
    expect((await upload('maya.lens@example.com', id, PNG)).statusCode).toBe(404);
    const stored = await upload('creator@example.com', id, PNG, 'image/png', 'shot.html');
    expect(stored.statusCode).toBe(201);
    expect(stored.json().result).toMatchObject({
      name: 'shot.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    expect((await upload('creator@example.com', id, PNG)).statusCode).toBe(409);
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/contact-us/attachment/${id}`,
      headers: { authorization: `Bearer ${await as('viewer@example.com')}` },
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/^attachment/);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/contact-us/attachment/${id}`,
      headers: { authorization: `Bearer ${await as('maya.lens@example.com')}` },
    });
    expect(other.statusCode).toBe(404);
  });

  it('is limited per person and day', async () => {
    let last = 0;
    for (let i = 0; i <= CONTACT_US_ATTACHMENTS_PER_DAY; i++) {
      const sent = await api('leo.beats@example.com', 'POST', '/contact-us/add', {
        subject: `File ${i}`,
        message: '.',
      });
      last = (await upload('leo.beats@example.com', sent.body.result._id, PNG)).statusCode;
      if (i < CONTACT_US_ATTACHMENTS_PER_DAY) expect(last).toBe(201);
    }
    expect(last).toBe(429);
  });
});
