import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { PROFILE_PICTURE_MAX_BYTES } from '../../../shared/constants';
import { recordActivity } from '../activityLog/repository';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { Answer, IdParams } from '../../platform/http/schemas';
import { PICTURE_CONTENT_TYPES, removePicture, storeUploadedPicture } from '../profile/pictures';
import { speakers as declaration } from '../../../shared/resources/speakers';
import { speakers } from '../../platform/db/declaredTables';
import { messagesOf } from '../../platform/http/crudEntity';
import { declaredEntity } from '../../platform/http/declaredResource';

/**
 * A speaker's picture, the one call of their own (the rest is their declaration): one PNG, JPEG or
 * WebP as the body, stored like profile pictures.
 */
export const speakerPictureRoutes: FastifyPluginAsyncTypebox<{ db: Database; filesDir: string }> = async (
  app,
  { db, filesDir },
) => {
  app.addContentTypeParser(
    PICTURE_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: PROFILE_PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const entity = declaredEntity(declaration, speakers);
  const { view, record } = entity;
  const { notFound: missing } = messagesOf(entity);

  app.put(
    declaration.api.picture!.slice('PUT '.length),
    {
      schema: { params: IdParams, response: { 200: Answer(record) } },
      config: { access: { resource: 'artists', action: 'update' } },
    },
    async (request) => {
      const auth = caller(request);
      const url = await storeUploadedPicture(db, filesDir, auth.userId, request.body);
      let replaced: string | null;
      let after: Record<string, unknown>;
      try {
        ({ replaced, after } = await db.transaction(async (tx) => {
          // Locked, so concurrent uploads replace one another in turn and every losing file goes.
          const [before] = await tx
            .select(view)
            .from(speakers)
            .where(eq(speakers.id, request.params.id))
            .for('update');
          if (!before) throw notFound(missing);
          const id = before._id as string;
          await tx
            .update(speakers)
            .set({ picture: url, updatedAt: sql`now()` })
            .where(eq(speakers.id, id));
          const [changed] = await tx.select(view).from(speakers).where(eq(speakers.id, id));
          await recordActivity(tx, auth, {
            action: 'update',
            entity: 'artists',
            entityId: id,
            before,
            after: changed,
          });
          return { replaced: before.picture as string | null, after: changed! };
        }));
      } catch (error) {
        await removePicture(filesDir, url);
        throw error;
      }
      await removePicture(filesDir, replaced);
      return { result: after, message: 'Speaker picture saved.' };
    },
  );
};
