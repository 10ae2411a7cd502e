import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX_LENGTH } from '../../shared/constants';
import { assets, AssetStage } from '../../server/entities/assets/table';
import { users } from '../../server/entities/users/table';
import { APP_URL, call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The mails sent to an address, each split into its header lines and its body. */
const mailsTo = (email: string) =>
  (fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir) : [])
    .map((name) => fs.readFileSync(path.join(t.outboxDir, name), 'utf8'))
    .filter((mail) => mail.startsWith('From:') && mail.includes(`\r\nTo: ${email}\r\n`))
    .map((mail) => {
      const split = mail.indexOf('\r\n\r\n');
      return { headers: mail.slice(0, split).split('\r\n'), body: mail.slice(split + 4) };
    });

/** A name or title that tries to be a message: a header of its own, an urgent sentence, a link. */
const PHISHING =
  'Verify at https://evil.example/login\r\nBcc: everyone@example.com\r\nUrgent: your DRM account is locked, pay now';

/** What a mail must never hold, whatever a person typed. */
function expectDefanged(mail: { headers: string[]; body: string }) {
  // The headers are the app's own: six of them, no person's line among them.
  expect(mail.headers.map((line) => line.split(':')[0])).toEqual([
    'From',
    'To',
    'Subject',
    'Date',
    'MIME-Version',
    'Content-Type',
  ]);
  expect(mail.headers.join('\n')).not.toMatch(/evil|verify|urgent|locked/i);
  expect(mail.headers).toContain('Content-Type: text/plain; charset=utf-8');
  // No line of the body reads as a header, nothing is markup, and the only links are the app's.
  expect(mail.body).not.toMatch(/^Bcc:/im);
  expect(mail.body).not.toMatch(/<a\b|href=/i);
  expect(mail.body).not.toMatch(/evil\.example/);
  for (const url of mail.body.match(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi) ?? []) {
    expect(url.startsWith(`${APP_URL}/`), url).toBe(true);
  }
}

describe('person-written text in mails', () => {
  it("quotes the owner's name in an invitation cut short and defanged, and never in its subject", async () => {
    const creator = await t.login('creator@example.com');
    const named = await call(t.app, creator, 'PUT', '/api/user/profile', { name: PHISHING });
    expect(named.statusCode).toBe(200);
    const invited = await call(t.app, creator, 'POST', '/api/team/member/add', {
      name: 'Pat Target',
      email: 'pat.target@example.com',
    });
    expect(invited.statusCode).toBe(201);
    await t.app.deferredTasksSettled();
    const [mail] = mailsTo('pat.target@example.com');
    expect(mail!.headers).toContain('Subject: You are invited to a team on DRM');
    expectDefanged(mail!);
    const quoted = /account named “(.*)”/.exec(mail!.body)![1]!;
    // The limit counts what the person typed; defanging then adds its brackets.
    const typed = quoted.replaceAll('[.]', '.').replaceAll('[://]', '://').replace('hxxps', 'https');
    expect(Array.from(typed)).toHaveLength(MAIL_NAME_MAX_LENGTH);
    expect(quoted).toMatch(/^Verify at hxxps\[:\/\/\]evil\[\.\]example\/login Bcc: everyone@/);
    expect(quoted.endsWith('…')).toBe(true);
    expect(mail!.body).not.toContain('pay now');
    expect(mail!.body).toMatch(new RegExp(`^${APP_URL}/accept-invitation\\?token=[\\w-]+$`, 'm'));
  });

  it("quotes a review's title and note cut short and defanged, under a fixed subject", async () => {
    const owner = await t.login('rightsholder@example.com');
    expect((await call(t.app, owner, 'PUT', '/api/user/profile', { name: PHISHING })).statusCode).toBe(200);
    const [ownerRow] = await t.db.select().from(users).where(eq(users.email, 'rightsholder@example.com'));
    const [first, second] = await t.db
      .update(assets)
      .set({
        stage: AssetStage.PENDING_REVIEW,
        title: `Free royalties: claim at evil.example/claim ${'!'.repeat(80)}`,
      })
      .where(eq(assets.rightsHolderId, ownerRow!.id))
      .returning({ id: assets.id });
    const manager = await t.login('manager@example.com');
    const note = `Your payout is on hold.\nConfirm at https://evil.example/payout\n\n\n\n${'Please hurry. '.repeat(100)}TAIL-OF-THE-NOTE`;
    for (const [id, decision] of [
      [first!.id, 'request_changes'],
      [second!.id, 'reject'],
    ] as const) {
      const reviewed = await call(t.app, manager, 'POST', `/api/CID/asset/review/${id}`, { decision, note });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
    }
    await t.app.deferredTasksSettled();
    const mails = mailsTo('rightsholder@example.com');
    expect(mails.map((mail) => mail.headers.find((line) => line.startsWith('Subject:'))).sort()).toEqual([
      'Subject: Changes asked for your content on DRM',
      'Subject: Your content was not accepted into the DRM library',
    ]);
    for (const mail of mails) {
      expectDefanged(mail);
      expect(mail.body).toContain('Hello Verify at hxxps[://]evil[.]example/login Bcc:');
      expect(mail.body).toContain('Your content “Free royalties: claim at evil[.]example/claim !!!');
      expect(mail.body).toContain(
        '> Your payout is on hold.\n> Confirm at hxxps[://]evil[.]example/payout\n>\n> Please',
      );
      expect(mail.body).not.toContain('TAIL-OF-THE-NOTE');
    }
    const changes = mails.find((mail) =>
      mail.headers.includes('Subject: Changes asked for your content on DRM'),
    )!;
    expect(changes.body).toContain(`${APP_URL}/assets/draft-asset`);
  });
});
