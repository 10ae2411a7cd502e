import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options.outboxDir, options.from);
}
