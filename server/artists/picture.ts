import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { PROFILE_PICTURE_MAX_BYTES } from '../../shared/constants';
import { recordActivity } from '../activityLog/repository';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { Answer, IdParams } from '../http/schemas';
import { PICTURE_CONTENT_TYPES, removePicture, storeUploadedPicture } from '../profile/pictures';
import { artists as declaration } from '../../shared/resources/artists';
import { artistResource } from './resource';
import { artists } from './table';

/** A speaker's picture: one PNG, JPEG or WebP as the body, stored like profile pictures. */
export const artistPictureRoutes: FastifyPluginAsyncTypebox<{ db: Database; filesDir: string }> = async (
  app,
  { db, filesDir },
) => {
  app.addContentTypeParser(
    PICTURE_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: PROFILE_PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const { view, record } = artistResource;

  app.put(
    declaration.api.picture!.slice('PUT '.length),
    {
      schema: { params: IdParams, response: { 200: Answer(record) } },
      config: { access: { resource: 'artists', action: 'write' } },
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
            .from(artists)
            .where(eq(artists.id, request.params.id))
            .for('update');
          if (!before) throw notFound('Speaker');
          await tx
            .update(artists)
            .set({ picture: url, updatedAt: new Date() })
            .where(eq(artists.id, before._id));
          const [changed] = await tx.select(view).from(artists).where(eq(artists.id, before._id));
          await recordActivity(tx, auth, {
            action: 'update',
            entity: 'artists',
            entityId: before._id,
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
