import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('the mailer', () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-mailer-'));
  afterEach(() => fs.rmSync(outboxDir, { recursive: true, force: true }));
  const mailer = createMailer({ outboxDir, from: 'DRM <no-reply@test.example>' });

  it('refuses a header of more than one line, sending nothing', async () => {
    for (const header of [
      { to: 'a@example.com', subject: 'Hi\r\nBcc: all@example.com' },
      { to: 'a@example.com\nBcc: all@example.com', subject: 'Hi' },
      { to: 'a@example.com', subject: 'Hi\u2028there' },
    ]) {
      await expect(mailer.send({ ...header, text: 'Hello' })).rejects.toThrow(/one line/);
    }
    expect(fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : []).toEqual([]);
  });

  it('writes a plain-text mail', async () => {
    await mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' });
    const [file] = fs.readdirSync(outboxDir);
    const mail = fs.readFileSync(path.join(outboxDir, file!), 'utf8');
    expect(mail).toContain('Content-Type: text/plain; charset=utf-8');
    expect(mail).toContain('Subject: Hi\r\n');
  });
});
