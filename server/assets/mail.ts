import type { MailMessage } from '../mail/mailer';

/** A stored text as one line: a title must not shape the mail's header or lines. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** The mail to a rights holder when staff reject their content or ask for changes, with the note. */
export function reviewMail(
  owner: { email: string; name: string },
  title: string,
  decision: 'reject' | 'request_changes',
  note: string,
  appUrl: string,
): MailMessage {
  const name = oneLine(title);
  const drafts = new URL('/assets/draft-asset', appUrl).toString();
  return decision === 'reject'
    ? {
        to: owner.email,
        subject: `"${name}" was not accepted into the DRM library`,
        text: `Hello ${oneLine(owner.name)},\n\nYour content "${name}" was reviewed and not accepted.\n\nReason:\n${note}\n`,
      }
    : {
        to: owner.email,
        subject: `Changes asked for "${name}"`,
        text: `Hello ${oneLine(owner.name)},\n\nYour content "${name}" needs changes before it can go into the library:\n\n${note}\n\nYou will find it among your drafts: ${drafts}\n`,
      };
}
