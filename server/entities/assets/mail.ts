import type { MailMessage } from '../../platform/mail/mailer';
import { personLine, personNote } from '../../platform/mail/personText';

/**
 * The mail to a rights holder when staff reject their content or ask for changes, with the note. The
 * subject is fixed; the title and the note are quoted in the body, cut short and with no link in them.
 */
export function reviewMail(
  owner: { email: string; name: string },
  title: string,
  decision: 'reject' | 'request_changes',
  note: string,
  appUrl: string,
): MailMessage {
  const hello = `Hello ${personLine(owner.name)},`;
  const content = `Your content “${personLine(title)}”`;
  const drafts = new URL('/assets/draft-asset', appUrl).toString();
  return decision === 'reject'
    ? {
        to: owner.email,
        subject: 'Your content was not accepted into the DRM library',
        text: `${hello}\n\n${content} was reviewed and not accepted.\n\nThe reviewer's reason:\n${personNote(note)}\n`,
      }
    : {
        to: owner.email,
        subject: 'Changes asked for your content on DRM',
        text: `${hello}\n\n${content} needs changes before it can go into the library. The reviewer's note:\n${personNote(note)}\n\nYou will find it among your drafts: ${drafts}\n`,
      };
}
