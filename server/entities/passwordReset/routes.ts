import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AccountStatus,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESETS_PER_HOUR,
} from '../../../shared/constants';
import { PASSWORD_CHANGE, recordActivity } from '../activityLog/repository';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/sessions';
import type { Database } from '../../platform/db/client';
import { afterResponse } from '../../platform/http/afterResponse';
import { badRequest, saying } from '../../platform/http/errors';
import { Answer, Strict } from '../../platform/http/schemas';
import { findUserByEmail, updatePasswordHash } from '../users/repository';
import { Email } from '../users/schemas';
import type { PasswordLinks } from './links';
import { takeAttempt } from '../../platform/throttles/throttle';
import { spendPasswordTokens, usableToken } from './repository';

const ResetBody = Strict({ email: Email });
const VerifyBody = Strict({
  token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
  /** With a password the link is used; without one it is only checked (the page asks first). */
  new_password: Type.Optional(
    Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  ),
});

/** A link checked (valid), or used to set the password (changed); the account's email either way. */
const TokenAnswer = Answer(
  Type.Object({
    valid: Type.Optional(Type.Boolean()),
    changed: Type.Optional(Type.Boolean()),
    email: Type.String(),
  }),
);

/** The same answer whether or not the email has an account, so the call tells nobody which do. */
const RESET_SENT = 'password.reset_sent';
const RESET_POLICY = { free: PASSWORD_RESETS_PER_HOUR, windowMs: 3_600_000 };

export const passwordResetRoutes: FastifyPluginAsyncTypebox<{ db: Database; links: PasswordLinks }> = async (
  app,
  { db, links },
) => {
  const open = { access: { public: true } } as const;

  app.post(
    '/user/reset-password',
    {
      schema: { body: ResetBody, response: { 200: Answer(Type.Object({ sent: Type.Boolean() })) } },
      config: open,
    },
    async (request) => {
      const { email } = request.body;
      // Everything that depends on whether the account exists happens after the answer, so neither
      // the answer nor its timing tells which addresses have accounts.
      afterResponse(request, async () => {
        const user = await findUserByEmail(db, email);
        // Counted atomically, so a burst of requests cannot slip past the hourly cap.
        if (
          user?.status === AccountStatus.ACTIVE &&
          (await takeAttempt(db, `reset:${user.id}`, RESET_POLICY)).allowed
        ) {
          const token = await links.issue(db, user.id, 'reset');
          await links.mail(user, token, 'reset');
        }
      });
      return { result: { sent: true }, ...saying(RESET_SENT) };
    },
  );

  app.post(
    '/user/verify/token',
    { schema: { body: VerifyBody, response: { 200: TokenAnswer } }, config: open },
    async (request) => {
      const found = await usableToken(db, request.body.token);
      if (!found) throw badRequest('password.link_invalid', { token: 'field.bad_link' });
      const password = request.body.new_password;
      if (password === undefined) return { result: { valid: true, email: found.email } };
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, found.userId, passwordHash);
        await spendPasswordTokens(tx, found.userId);
        await recordActivity(tx, { userId: found.userId }, { ...PASSWORD_CHANGE, entityId: found.userId });
        // A new password signs out every session the old one opened.
        await revokeUserSessions(tx, found.userId);
      });
      return {
        result: { changed: true, email: found.email },
        ...saying('password.set'),
      };
    },
  );
};
