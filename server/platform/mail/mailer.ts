import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/**
 * A mail of the app: plain text only, so nothing in it is markup and no name or note can become a
 * link or a button (person-written text in it is defanged too: server/platform/mail/personText).
 */
export interface MailMessage {
  to: string;
  /** The app's own fixed text: never anything a person wrote. */
  subject: string;
  text: string;
}

/**
 * A header's value must be one line of printable text: the subjects are the app's own fixed texts
 * and the addresses are checked ones, so anything else is a bug that must not become a header of its
 * own (`Bcc:`), and is refused rather than sent.
 */
function checkHeaders({ to, subject }: MailMessage): void {
  for (const [name, value] of Object.entries({ to, subject })) {
    if (/[\p{Cc}\u2028\u2029]/u.test(value)) throw new Error(`A mail's ${name} must be one line of text`);
  }
}

/** Sends the app's mail: through SMTP when one is configured, else into the outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where the mail goes, for the startup log. */
  describe(): string;
}

/** One RFC 5322 message per file, named so that they list in the order they were written. */
function outboxMailer(outboxDir: string, from: string): Mailer {
  return {
    async send({ to, subject, text }) {
      await fs.promises.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const headers = [
        `From: ${from}`,
        `To: ${to}`,
        `Subject: ${subject}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
      ];
      await fs.promises.writeFile(path.join(outboxDir, name), `${headers.join('\r\n')}\r\n\r\n${text}\r\n`);
    },
    describe: () => `written to the outbox folder ${outboxDir} (no SMTP_URL set)`,
  };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    describe: () => `sent through SMTP (${new URL(smtpUrl).host})`,
  };
}

export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  const mailer = options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options.outboxDir, options.from);
  return {
    async send(message) {
      checkHeaders(message);
      await mailer.send(message);
    },
    describe: () => mailer.describe(),
  };
}
