import { TakedownDue } from '../../../shared/takedowns';
import type { MailMessage } from '../../platform/mail/mailer';
import { personLine } from '../../platform/mail/personText';

export const TAKEDOWN_PAGE_PATH = '/assets/copyright-takedown';

/**
 * The mail to a notice's filer the day before its deadline. The subject is fixed; the asset's title
 * (typed by a person) is quoted in the body only, cut short.
 */
export function deadlineMail(
  filer: { email: string; name: string },
  notice: { asset_title: string; due_kind: string; due_at: Date; video_count: number },
  appUrl: string,
): MailMessage {
  const what =
    notice.due_kind === TakedownDue.REMOVAL
      ? 'the scheduled takedown ends its 7 days and the videos are taken down'
      : 'the counter-notification window closes and the videos are restored unless court action is recorded';
  const link = new URL(TAKEDOWN_PAGE_PATH, appUrl).toString();
  return {
    to: filer.email,
    subject: 'A copyright takedown deadline on DRM is tomorrow',
    text:
      `Hello ${personLine(filer.name)},\n\n` +
      `On ${notice.due_at.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${what}: ` +
      `your notice for “${personLine(notice.asset_title)}” (${notice.video_count} video(s)).\n\n` +
      `Copyright takedowns: ${link}\n`,
  };
}
