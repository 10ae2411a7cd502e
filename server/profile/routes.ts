import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import {
  NAME_MAX_LENGTH,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_UPLOADS_PER_HOUR,
} from '../../shared/constants';
import { recordActivity } from '../activityLog/repository';
import { emailTaken, sharedColumns } from '../accounts/repository';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../http/errors';
import { RequiredText, Strict } from '../http/schemas';
import { contentOwnersOf, currentUser, findUserById } from '../users/repository';
import { Email } from '../users/schemas';
import { takeAttempt } from '../throttles/throttle';
import { users } from '../users/table';
import {
  PICTURE_CONTENT_TYPES,
  PICTURE_NAME_PATTERN,
  PICTURE_URL_PREFIX,
  pictureFile,
  pictureKind,
  pictureType,
  removePicture,
  savePicture,
} from './pictures';

const ProfileBody = Type.Object(
  { name: Type.Optional(RequiredText(NAME_MAX_LENGTH)), email: Type.Optional(Email) },
  { additionalProperties: false, minProperties: 1 },
);
const PICTURE_POLICY = { free: PROFILE_PICTURE_UPLOADS_PER_HOUR, windowMs: 3_600_000 };
const PictureParams = Strict({ file: Type.String({ pattern: PICTURE_NAME_PATTERN }) });
const ENTITY = 'users';

/** The signed-in user's own profile (/update-profile): name, email and picture. */
export const profileRoutes: FastifyPluginAsyncTypebox<{ db: Database; filesDir: string }> = async (
  app,
  { db, filesDir },
) => {
  app.addContentTypeParser(
    PICTURE_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: PROFILE_PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const signedIn = { access: { signedIn: true } } as const;

  /** The profile as PATCH /user answers it. */
  async function answer(auth: ReturnType<typeof caller>, message: string) {
    const result = await currentUser(db, auth);
    if (!result) throw unauthorized();
    return { result, content_owner_array: await contentOwnersOf(db, auth), message };
  }

  app.put('/user/profile', { schema: { body: ProfileBody }, config: signedIn }, async (request) => {
    const auth = caller(request);
    const before = await findUserById(db, auth.userId);
    if (!before) throw unauthorized();
    if (request.body.email && (await emailTaken(db, request.body.email, auth.userId))) {
      throw conflict('This email is already used by another account.', { email: 'is already used' });
    }
    await db.transaction(async (tx) => {
      const [after] = await tx
        .update(users)
        .set({ ...sharedColumns(request.body), updatedAt: sql`now()` })
        .where(eq(users.id, auth.userId))
        .returning({ name: users.name, email: users.email });
      await recordActivity(tx, auth, {
        action: 'update',
        entity: ENTITY,
        entityId: auth.userId,
        before: { name: before.name, email: before.email },
        after,
      });
    });
    return answer(auth, 'Your profile has been saved.');
  });

  app.put('/user/picture', { config: signedIn }, async (request) => {
    const auth = caller(request);
    const body = request.body;
    const kind = Buffer.isBuffer(body) ? pictureKind(body) : undefined;
    if (!kind || !Buffer.isBuffer(body)) {
      throw badRequest('The request is not valid.', { picture: 'must be a PNG, JPEG or WebP image' });
    }
    // Counted before anything is written, so a flood of uploads stops at the limit.
    const slot = await takeAttempt(db, `picture:${auth.userId}`, PICTURE_POLICY);
    if (!slot.allowed) {
      throw tooManyRequests('Too many picture uploads: try again later.', slot.retryAfterMs);
    }
    const url = `${PICTURE_URL_PREFIX}${await savePicture(filesDir, body, kind.ext)}`;
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
    return answer(auth, 'Your picture has been saved.');
  });

  // Pictures are shown by <img>, which sends no token: their random names are the protection.
  app.get(
    '/user/picture/:file',
    { schema: { params: PictureParams }, config: { access: { public: true } } },
    async (request, reply) => {
      const file = pictureFile(filesDir, request.params.file);
      if (!fs.existsSync(file)) throw notFound('Picture');
      return reply
        .type(pictureType(request.params.file))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(file));
    },
  );
};
