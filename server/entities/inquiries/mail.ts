import type { MailMessage } from '../../platform/mail/mailer';
import { personLine, personNote } from '../../platform/mail/personText';

/**
 * The mail to a creator when staff decide on its licence request. The subject is fixed; the asset's
 * and channel's titles and the reason are quoted in the body, cut short and with no link in them.
 */
export function decisionMail(
  creator: { email: string; name: string },
  request: { asset_title: string; channel_title: string },
  approved: boolean,
  reason: string | null,
  appUrl: string,
): MailMessage {
  const hello = `Hello ${personLine(creator.name)},`;
  const what = `Your licence request for “${personLine(request.asset_title)}” on your channel “${personLine(request.channel_title)}”`;
  const why = reason ? `\n\nThe reason given:\n${personNote(reason)}` : '';
  const link = new URL(approved ? '/contracts' : '/browse', appUrl).toString();
  return approved
    ? {
        to: creator.email,
        subject: 'Your licence request on DRM was approved',
        text: `${hello}\n\n${what} was approved: the content is licensed to you under your agreement.${why}\n\nYour agreements: ${link}\n`,
      }
    : {
        to: creator.email,
        subject: 'Your licence request on DRM was not approved',
        text: `${hello}\n\n${what} was not approved.${why}\n\nThe Licensing Library: ${link}\n`,
      };
}
