import { ACCEPT_INVITATION_PATH, INVITATION_TTL_MS } from '../../../shared/constants';
import type { MailMessage } from '../../platform/mail/mailer';
import { personLine } from '../../platform/mail/personText';

/** Who the address belongs to, as the invitation mail addresses them. */
export type InviteeKind = 'new' | 'member' | 'cannot_join';

const days = Math.round(INVITATION_TTL_MS / 86_400_000);

/**
 * The invitation mail. The invitee's name as the owner typed it never appears, and the owner's own
 * name only quoted in the body, cut short and with no link in it: its owner chose it, so it must not
 * read as the app's words (the subject is fixed). An address whose account cannot join a team is
 * told so, and the owner is not (their answer is the same for every address).
 */
export function invitationMail(
  to: string,
  kind: InviteeKind,
  ownerName: string,
  appUrl: string,
  token?: string,
): MailMessage {
  const from = `The DRM account named “${personLine(ownerName)}” (a name its owner chose)`;
  if (kind === 'cannot_join' || !token) {
    return {
      to,
      subject: 'A DRM team invitation for this address',
      text: `Hello,\n\n${from} tried to add this address to their team on DRM. The DRM account of this address cannot join a team, so nothing has changed and you need not do anything.\n`,
    };
  }
  const link = new URL(ACCEPT_INVITATION_PATH, appUrl);
  link.searchParams.set('token', token);
  const how =
    kind === 'member'
      ? 'Open this link and confirm with your DRM password to join:'
      : 'Open this link to accept and choose your password:';
  return {
    to,
    subject: 'You are invited to a team on DRM',
    text: `Hello,\n\n${from} invited you to work in their team on DRM. ${how}\n${link}\n\nThe link works once, for ${days} days. If you do not know who this is, ignore this mail or decline on that page.\n`,
  };
}
