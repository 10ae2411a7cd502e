import {
  CONFIRM_EMAIL_PATH,
  EMAIL_CHANGE_TTL_MS,
  INVITATION_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  RESET_PASSWORD_PATH,
} from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { personLine } from '../../platform/mail/personText';
import { issuePasswordToken, type TokenPurpose } from './repository';

/** The links that choose a password (an email-change link is issued elsewhere). */
type PasswordPurpose = Exclude<TokenPurpose, 'email'>;

const TTL: Record<PasswordPurpose, number> = { reset: PASSWORD_RESET_TTL_MS, invite: INVITATION_TTL_MS };

/** Issues password links and mails them; the link's page is the app's, at APP_URL. */
export interface PasswordLinks {
  /** Call inside the transaction that needs the link; mail it once that has committed. */
  issue(tx: Database, userId: string, purpose: PasswordPurpose): Promise<string>;
  mail(to: { email: string; name: string }, token: string, purpose: PasswordPurpose): Promise<void>;
  /** An email-change link, confirming `newEmail` for the account. */
  issueEmailChange(tx: Database, userId: string, newEmail: string): Promise<string>;
  /** Mails the link to the new address, and tells the old one a change was asked. */
  mailEmailChange(user: { name: string; email: string }, newEmail: string, token: string): Promise<void>;
}

/** `jo***@example.com`: enough for the owner to recognise, not a full address for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

const hours = (ms: number) => Math.round(ms / 3_600_000);

export function passwordLinks(mailer: Mailer, appUrl: string): PasswordLinks {
  return {
    issue: (tx, userId, purpose) => issuePasswordToken(tx, userId, purpose, TTL[purpose]),
    issueEmailChange: (tx, userId, newEmail) =>
      issuePasswordToken(tx, userId, 'email', EMAIL_CHANGE_TTL_MS, newEmail),
    async mailEmailChange(user, newEmail, token) {
      const link = new URL(CONFIRM_EMAIL_PATH, appUrl);
      link.searchParams.set('token', token);
      await mailer.send({
        to: newEmail,
        subject: 'Confirm your new DRM email',
        text: `Hello ${personLine(user.name)},\n\nConfirm that this address is the new email of your DRM account:\n${link}\n\nThe link works once, for ${hours(EMAIL_CHANGE_TTL_MS)} hours. Until it is opened, your account keeps its current email. If you did not ask for this, ignore this mail.\n`,
      });
      await mailer.send({
        to: user.email,
        subject: 'Your DRM email is about to change',
        text: `Hello ${personLine(user.name)},\n\nSomeone signed in to your DRM account asked to change its email to ${maskEmail(newEmail)}. The change takes effect only once the link sent to that address is opened.\n\nIf this was not you, change your password now: that cancels the change and signs out every other session.\n`,
      });
    },
    async mail(to, token, purpose) {
      const link = new URL(RESET_PASSWORD_PATH, appUrl);
      link.searchParams.set('token', token);
      const valid = `The link works once, for ${hours(TTL[purpose])} hours.`;
      await mailer.send(
        purpose === 'invite'
          ? {
              to: to.email,
              subject: 'Your DRM account',
              text: `Hello ${personLine(to.name)},\n\nAn account has been opened for you on DRM. Choose your password here:\n${link}\n\n${valid}\n`,
            }
          : {
              to: to.email,
              subject: 'Reset your DRM password',
              text: `Hello ${personLine(to.name)},\n\nChoose a new password here:\n${link}\n\n${valid} If you did not ask for it, ignore this mail: your password stays as it is.\n`,
            },
      );
    },
  };
}
