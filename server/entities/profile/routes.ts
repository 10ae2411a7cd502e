import { msg, type Said } from '../../../shared/serverMessages';
import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PROFILE_PICTURE_MAX_BYTES } from '../../../shared/constants';
import { recordActivity } from '../activityLog/repository';
import { emailTaken, sharedColumns } from '../accounts/repository';
import { verifyPassword } from '../../platform/auth/passwords';
import { caller } from '../../platform/auth/plugin';
import {
  passwordCheckSucceeded,
  reservePasswordCheck,
  wrongPasswordsThrottled,
} from '../../platform/auth/throttle';
import { revokeUserSessions } from '../../platform/auth/sessions';
import type { Database } from '../../platform/db/client';
import { afterResponse } from '../../platform/http/afterResponse';
import { badRequest, conflict, notFound, saying, unauthorized } from '../../platform/http/errors';
import { Answer, FileAnswer, Nullable, RequiredText, SaidFields, Strict } from '../../platform/http/schemas';
import type { PasswordLinks } from '../passwordReset/links';
import { pendingEmailOf, spendEmailTokens, usableEmailToken } from '../passwordReset/repository';
import { contentOwnersOf, currentUser, findUserById, normalizeEmail } from '../users/repository';
import { ContentOwnerEntry, CurrentUserView, Email } from '../users/schemas';
import { users } from '../users/table';
import {
  PICTURE_CONTENT_TYPES,
  PICTURE_NAME_PATTERN,
  pictureFile,
  pictureType,
  removePicture,
  storeUploadedPicture,
} from './pictures';

const ProfileBody = Type.Object(
  {
    name: Type.Optional(RequiredText(NAME_MAX_LENGTH)),
    email: Type.Optional(Email),
    /** Required when the email changes. */
    current_password: Type.Optional(Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
  },
  { additionalProperties: false, minProperties: 1 },
);
const ConfirmEmailBody = Strict({
  token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});
const PictureParams = Strict({ file: Type.String({ pattern: PICTURE_NAME_PATTERN }) });
const ENTITY = 'users';

/** The profile as PATCH /user answers it, with the address an open email-change link would set. */
const ProfileAnswer = Type.Object({
  result: Type.Composite([CurrentUserView, Type.Object({ pending_email: Nullable(Type.String()) })]),
  content_owner_array: Type.Array(ContentOwnerEntry),
  message: Type.String(),
  ...SaidFields,
});
const EmailChangedAnswer = Answer(Type.Object({ changed: Type.Boolean(), email: Type.String() }));
const profileAnswers = { response: { 200: ProfileAnswer } };

/** The signed-in user's own profile (/update-profile): name, email and picture. */
export const profileRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  filesDir: string;
  links: PasswordLinks;
}> = async (app, { db, filesDir, links }) => {
  app.addContentTypeParser(
    PICTURE_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: PROFILE_PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const signedIn = { access: { signedIn: true } } as const;

  /** The profile as PATCH /user answers it. */
  async function answer(auth: ReturnType<typeof caller>, said: Said) {
    const result = await currentUser(db, auth);
    if (!result) throw unauthorized();
    // The address an open email-change link would set, for the page to show.
    const pending_email = await pendingEmailOf(db, auth.userId);
    return {
      result: { ...result, pending_email },
      content_owner_array: await contentOwnersOf(db, auth),
      ...saying(said),
    };
  }

  app.put(
    '/user/profile',
    { schema: { body: ProfileBody, ...profileAnswers }, config: signedIn },
    async (request) => {
      const auth = caller(request);
      const before = await findUserById(db, auth.userId);
      if (!before) throw unauthorized();
      const { name, current_password: password } = request.body;
      const newEmail = request.body.email === undefined ? undefined : normalizeEmail(request.body.email);
      const emailChange = newEmail !== undefined && newEmail !== before.email ? newEmail : undefined;
      if (emailChange) {
        // A stolen session alone must not move the account to another address (issue 16, item 9).
        if (password === undefined) {
          throw badRequest('profile.password_for_email', {
            current_password: 'profile.password_for_email_field',
          });
        }
        const gate = await reservePasswordCheck(db, auth.userId, auth.sessionId, request.ip);
        if (!gate.allowed) throw wrongPasswordsThrottled(gate.retryAfterMs);
        if (!(await verifyPassword(before.passwordHash, password))) {
          throw badRequest('password.wrong_current', { current_password: 'field.not_correct' });
        }
        await passwordCheckSucceeded(db, auth.userId, auth.sessionId, request.ip);
        // Refused now rather than at confirmation: the caller has just proved the account's password,
        // and an answer that hid a taken address would only send a link that cannot work.
        if (await emailTaken(db, emailChange, auth.userId)) {
          throw conflict('profile.email_taken', { email: 'field.already_used' });
        }
      }
      const token = await db.transaction(async (tx) => {
        if (name !== undefined && name.trim() !== before.name) {
          const [after] = await tx
            .update(users)
            .set({ ...sharedColumns({ name }), updatedAt: sql`now()` })
            .where(eq(users.id, auth.userId))
            .returning({ name: users.name });
          await recordActivity(tx, auth, {
            action: 'update',
            entity: ENTITY,
            entityId: auth.userId,
            before: { name: before.name },
            after,
          });
        }
        if (!emailChange) return undefined;
        await spendEmailTokens(tx, auth.userId);
        return links.issueEmailChange(tx, auth.userId, emailChange);
      });
      if (!token || !emailChange) return answer(auth, 'profile.saved');
      afterResponse(request, () => links.mailEmailChange(before, emailChange, token));
      return answer(auth, msg('profile.email_link_sent', { email: emailChange }));
    },
  );

  // Public: the link may be opened in another browser, signed in or not.
  app.post(
    '/user/email/confirm',
    {
      schema: { body: ConfirmEmailBody, response: { 200: EmailChangedAnswer } },
      config: { access: { public: true } },
    },
    async (request) => {
      const found = await usableEmailToken(db, request.body.token);
      if (!found) {
        throw badRequest('password.link_invalid', { token: 'field.bad_link' });
      }
      if (await emailTaken(db, found.newEmail, found.userId)) {
        throw conflict('profile.email_taken_since', { email: 'field.already_used' });
      }
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ email: found.newEmail, updatedAt: sql`now()` })
          .where(eq(users.id, found.userId));
        await spendEmailTokens(tx, found.userId);
        await recordActivity(
          tx,
          { userId: found.userId },
          {
            action: 'update',
            entity: ENTITY,
            entityId: found.userId,
            before: { email: found.email },
            after: { email: found.newEmail },
          },
        );
        // Whoever held a session signs in again, with the new address.
        await revokeUserSessions(tx, found.userId);
      });
      return {
        result: { changed: true, email: found.newEmail },
        ...saying('profile.email_changed'),
      };
    },
  );

  app.put('/user/picture', { schema: profileAnswers, config: signedIn }, async (request) => {
    const auth = caller(request);
    const body = request.body;
    const url = await storeUploadedPicture(db, filesDir, auth.userId, body);
    let replaced: string | null;
    try {
      replaced = await db.transaction(async (tx) => {
        // The row is locked, so concurrent uploads replace one another in turn and each knows the
        // picture it replaced: every losing file is removed, only the row's picture stays.
        const [before] = await tx.select().from(users).where(eq(users.id, auth.userId)).for('update');
        if (!before) throw unauthorized();
        await tx
          .update(users)
          .set({ profilePicture: url, updatedAt: sql`now()` })
          .where(eq(users.id, auth.userId));
        await recordActivity(tx, auth, {
          action: 'update',
          entity: ENTITY,
          entityId: auth.userId,
          before: { profile_picture: before.profilePicture },
          after: { profile_picture: url },
        });
        return before.profilePicture;
      });
    } catch (error) {
      await removePicture(filesDir, url);
      throw error;
    }
    await removePicture(filesDir, replaced);
    return answer(auth, 'profile.picture_saved');
  });

  // Pictures are shown by <img>, which sends no token: their random names are the protection.
  app.get(
    '/user/picture/:file',
    {
      schema: { params: PictureParams, response: { 200: FileAnswer(...PICTURE_CONTENT_TYPES) } },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const file = pictureFile(filesDir, request.params.file);
      if (!fs.existsSync(file)) throw notFound('not_found.picture');
      return reply
        .type(pictureType(request.params.file))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(file));
    },
  );
};
