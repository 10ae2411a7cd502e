import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_REMOVAL_REQUESTS_PER_DAY } from '../../shared/constants';
import { REMOVAL_MAIL_SUBJECT } from '../../server/entities/channels/removalMail';
import { channels } from '../../server/entities/channels/table';
import { activityLogs } from '../../server/entities/activityLog/table';
import { users } from '../../server/entities/users/table';
import { answerOf, APP_URL, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REMOVAL = '/channel/send/email/delete/channel';

async function channelOf(title: string) {
  const [row] = await t.db.select().from(channels).where(eq(channels.channelTitle, title));
  return row!;
}

/** The mails in the outbox, each as its header lines and body. */
function mails() {
  return (fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir) : [])
    .map((name) => fs.readFileSync(path.join(t.outboxDir, name), 'utf8'))
    .map((mail) => {
      const split = mail.indexOf('\r\n\r\n');
      return { headers: mail.slice(0, split).split('\r\n'), body: mail.slice(split + 4) };
    });
}
const removalMails = () => mails().filter((m) => m.headers.includes(`Subject: ${REMOVAL_MAIL_SUBJECT}`));

describe('channel removal requests', () => {
  it("records the creator's request on its own channel and mails the staff who write, title kept out of the subject", async () => {
    const channel = await channelOf('Chloe Creates');
    // A title that tries to be a header and a link: quoted in the body only, defanged.
    await t.db
      .update(channels)
      .set({ channelTitle: 'Chloe Creates\r\nBcc: all@example.com https://evil.example/x' })
      .where(eq(channels.id, channel.id));
    const creator = await t.login('creator@example.com');
    const answer = await answerOf(t.app, creator, 'POST', REMOVAL, { channel_id: channel.channelId });
    expect(answer.status).toBe(200);
    expect(answer.body.result._id).toBe(channel.id);
    const [after] = await t.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(after!.removalRequestedAt).not.toBeNull();
    const [chloe] = await t.db.select().from(users).where(eq(users.email, 'creator@example.com'));
    expect(after!.removalRequestedBy).toBe(chloe!.id);
    const logged = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, 'channels'), eq(activityLogs.entityId, channel.id)));
    expect(logged.length).toBeGreaterThan(0);

    await t.app.deferredTasksSettled();
    const sent = removalMails();
    const recipients = sent.map((m) => m.headers.find((h) => h.startsWith('To: '))).sort();
    expect(recipients).toEqual(
      ['To: admin@example.com', 'To: manager@example.com', 'To: managerlimited@example.com'].sort(),
    );
    for (const mail of sent) {
      expect(mail.headers.join('\n')).not.toMatch(/Chloe Creates|Bcc|evil/);
      expect(mail.body).toContain('“Chloe Creates Bcc: all@example[.]com hxxps[://]evil[.]example/x”');
      expect(mail.body).toContain(channel.channelId);
      expect(mail.body).toContain(`${APP_URL}/channels/view/${channel.id}`);
      expect(mail.body).not.toMatch(/^Bcc:/m);
    }
  });

  it('answers 409 while a request is open, and mails no one again', async () => {
    const channel = await channelOf('Chloe Creates\r\nBcc: all@example.com https://evil.example/x');
    const before = removalMails().length;
    const team = await t.login('creatorteam@example.com');
    const again = await answerOf(t.app, team, 'POST', REMOVAL, { channel_id: channel.channelId });
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveProperty('channel_id');
    await t.app.deferredTasksSettled();
    expect(removalMails().length).toBe(before);
    // The seed's open request too.
    const omar = await t.login('omar.cooks@example.com');
    const seeded = await channelOf('Street Food Atlas');
    expect((await answerOf(t.app, omar, 'POST', REMOVAL, { channel_id: seeded.channelId })).status).toBe(409);
  });

  it("lets a team member acting for the creator ask, and answers 404 for another's or a deleted channel", async () => {
    const team = await t.login('creatorteam@example.com');
    const [chloe] = await t.db.select().from(users).where(eq(users.email, 'creator@example.com'));
    const [added] = await t.db
      .insert(channels)
      .values({ channelId: 'UCremovalteam0000000000a', channelTitle: 'Chloe Extras', creatorId: chloe!.id })
      .returning();
    const ok = await answerOf(t.app, team, 'POST', REMOVAL, { channel_id: added!.channelId });
    expect(ok.status).toBe(200);

    const foreign = await channelOf('Maya Shorts');
    for (const email of ['creator@example.com', 'creatorteam@example.com']) {
      const answer = await answerOf(t.app, await t.login(email), 'POST', REMOVAL, {
        channel_id: foreign.channelId,
      });
      expect(answer.status, email).toBe(404);
    }
    const deleted = await channelOf('Vinyl Vault');
    const leo = await t.login('leo.beats@example.com');
    expect((await answerOf(t.app, leo, 'POST', REMOVAL, { channel_id: deleted.channelId })).status).toBe(404);
    const [untouched] = await t.db.select().from(channels).where(eq(channels.id, foreign.id));
    expect(untouched!.removalRequestedAt).toBeNull();
  });

  it('refuses staff, viewers and the rights holder side by role, and bad input by field', async () => {
    const channel = await channelOf('Beat Lab');
    for (const email of [
      'admin@example.com',
      'manager@example.com',
      'viewer@example.com',
      'viewerlimited@example.com',
      'rightsholder@example.com',
      'rhteam@example.com',
    ]) {
      const answer = await answerOf(t.app, await t.login(email), 'POST', REMOVAL, {
        channel_id: channel.channelId,
      });
      expect(answer.status, email).toBe(403);
    }
    const leo = await t.login('leo.beats@example.com');
    const bad = await answerOf(t.app, leo, 'POST', REMOVAL, { channel_id: 'not a channel' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('channel_id');
    expect((await answerOf(t.app, leo, 'POST', REMOVAL, {})).status).toBe(400);
  });

  it('shows staff the open request on the channel, in the list and its detail', async () => {
    const channel = await channelOf('Street Food Atlas');
    const admin = await t.login('admin@example.com');
    const detail = await answerOf(t.app, admin, 'PATCH', `/channel/detail/${channel.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.result.removal_requested_at).toEqual(expect.any(String));
    const list = await answerOf(t.app, admin, 'POST', '/channel', { search: 'Street Food', limit: 10 });
    const row = list.body.result.data.find((c: { _id: string }) => c._id === channel.id);
    expect(row.removal_requested_at).toEqual(expect.any(String));
    const other = list.body.result.data.find((c: { _id: string }) => c._id !== channel.id);
    if (other) expect(other.removal_requested_at).toBeNull();
  });

  it('limits the requests one person sends a day', async () => {
    const [sofia] = await t.db.select().from(users).where(eq(users.email, 'sofia.games@example.com'));
    const made = await t.db
      .insert(channels)
      .values(
        Array.from({ length: CHANNEL_REMOVAL_REQUESTS_PER_DAY + 1 }, (_, i) => ({
          channelId: `UCremovallimit${String(i).padStart(10, '0')}`,
          channelTitle: `Sofia extra ${i}`,
          creatorId: sofia!.id,
        })),
      )
      .returning();
    const token = await t.login('sofia.games@example.com');
    const statuses = [];
    for (const channel of made) {
      statuses.push(
        (await answerOf(t.app, token, 'POST', REMOVAL, { channel_id: channel.channelId })).status,
      );
    }
    expect(statuses.slice(0, CHANNEL_REMOVAL_REQUESTS_PER_DAY).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const [last] = await t.db
      .select()
      .from(channels)
      .where(eq(channels.id, made.at(-1)!.id));
    expect(last!.removalRequestedAt).toBeNull();
  });
});
