import type { MailMessage } from '../../platform/mail/mailer';
import { personLine } from '../../platform/mail/personText';

export const REMOVAL_MAIL_SUBJECT = 'A channel removal was requested on DRM';

/**
 * The mail to one staff member when a creator's side asks for a channel's removal. The subject is
 * fixed: the channel's title and the people's names, typed by people, are quoted in the body only,
 * cut short and with no link in them; the only link is the app's own page of the channel.
 */
export function removalMail(
  to: string,
  request: { requester: string; creator: string; title: string; youtubeId: string; id: string },
  appUrl: string,
): MailMessage {
  const page = new URL(`/channels/view/${request.id}`, appUrl).toString();
  return {
    to,
    subject: REMOVAL_MAIL_SUBJECT,
    text:
      `Hello,\n\n${personLine(request.requester)} asked for the removal of the channel ` +
      `“${personLine(request.title)}” (${personLine(request.youtubeId)}) of the creator ` +
      `${personLine(request.creator)}.\n\nThe request shows on the channel: ${page}\n`,
  };
}
