import type { MailMessage } from '../../platform/mail/mailer';
import { personLine, personNote } from '../../platform/mail/personText';

/**
 * The mail to a creator when the team replies in one of its threads. The subject is fixed: what
 * people wrote (the thread's subject, the reply) is quoted in the body only, cut short, with no link.
 */
export function replyMail(
  creator: { email: string; name: string },
  thread: { subject: string },
  reply: string,
  appUrl: string,
): MailMessage {
  const link = new URL('/contact-us', appUrl).toString();
  return {
    to: creator.email,
    subject: 'The DRM team replied to your message',
    text:
      `Hello ${personLine(creator.name)},\n\n` +
      `The team replied to your message “${personLine(thread.subject)}”:\n\n${personNote(reply)}\n\n` +
      `Read the conversation and answer in Messages: ${link}\n`,
  };
}
