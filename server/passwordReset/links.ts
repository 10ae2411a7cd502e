import { INVITATION_TTL_MS, PASSWORD_RESET_TTL_MS, RESET_PASSWORD_PATH } from '../../shared/constants';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { issuePasswordToken, type TokenPurpose } from './repository';

/** The links that choose a password (an email-change link is issued elsewhere). */
type PasswordPurpose = Exclude<TokenPurpose, 'email'>;

const TTL: Record<PasswordPurpose, number> = { reset: PASSWORD_RESET_TTL_MS, invite: INVITATION_TTL_MS };

/** Issues password links and mails them; the link's page is the app's, at APP_URL. */
export interface PasswordLinks {
  /** Call inside the transaction that needs the link; mail it once that has committed. */
  issue(tx: Database, userId: string, purpose: PasswordPurpose): Promise<string>;
  mail(to: { email: string; name: string }, token: string, purpose: PasswordPurpose): Promise<void>;
}

const hours = (ms: number) => Math.round(ms / 3_600_000);

export function passwordLinks(mailer: Mailer, appUrl: string): PasswordLinks {
  return {
    issue: (tx, userId, purpose) => issuePasswordToken(tx, userId, purpose, TTL[purpose]),
    async mail(to, token, purpose) {
      const link = new URL(RESET_PASSWORD_PATH, appUrl);
      link.searchParams.set('token', token);
      const valid = `The link works once, for ${hours(TTL[purpose])} hours.`;
      await mailer.send(
        purpose === 'invite'
          ? {
              to: to.email,
              subject: 'Your DRM account',
              text: `Hello ${to.name},\n\nAn account has been opened for you on DRM. Choose your password here:\n${link}\n\n${valid}\n`,
            }
          : {
              to: to.email,
              subject: 'Reset your DRM password',
              text: `Hello ${to.name},\n\nChoose a new password here:\n${link}\n\n${valid} If you did not ask for it, ignore this mail: your password stays as it is.\n`,
            },
      );
    },
  };
}
