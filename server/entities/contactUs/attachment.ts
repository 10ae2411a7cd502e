import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, count, eq, gt, isNotNull, min, sql } from 'drizzle-orm';
import {
  CONTACT_US_ATTACHMENT_MAX_BYTES,
  CONTACT_US_ATTACHMENT_TYPES,
  CONTACT_US_ATTACHMENTS_PER_DAY,
} from '../../../shared/contactUs';
import { isPdf } from '../agreements/files';
import { pictureKind } from '../profile/pictures';
import { users } from '../users/table';
import { caller } from '../../platform/auth/plugin';
import { msg } from '../../../shared/serverMessages';
import { badRequest, conflict, notFound, tooManyRequests } from '../../platform/http/errors';
import { uploadedFileName } from '../../platform/http/uploads';
import { Answer, FileAnswer, IdParams } from '../../platform/http/schemas';
import { sendStoredFile } from '../../platform/storage/send';
import type { ApiServices } from '../../services';
import { threadFor } from './repository';
import { contactUsMessages } from './table';

const DAY_MS = 86_400_000;

/** What an attachment may be, by its bytes (never its name or its stated type): a PDF, a PNG or a JPEG. */
function attachmentKind(body: Buffer): { ext: string; type: string } | undefined {
  if (isPdf(body)) return { ext: 'pdf', type: 'application/pdf' };
  const picture = pictureKind(body);
  return picture && picture.ext !== 'webp' ? picture : undefined;
}

const AttachmentAnswer = Answer(
  Type.Object({ name: Type.String(), content_type: Type.String(), size: Type.Integer({ minimum: 0 }) }),
);

/**
 * A thread's one attachment: its creator's side sends it (the file as the body) right after writing
 * the thread, at most CONTACT_US_ATTACHMENTS_PER_DAY a person a day; whoever reads the thread
 * downloads it, always as a download (never shown in the page).
 */
export function contactUsAttachmentRoutes(
  app: Parameters<FastifyPluginAsyncTypebox<ApiServices>>[0],
  { db, storage }: ApiServices,
) {
  app.addContentTypeParser(
    [...CONTACT_US_ATTACHMENT_TYPES],
    { parseAs: 'buffer', bodyLimit: CONTACT_US_ATTACHMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/contact-us/attachment/:id',
    {
      schema: { params: IdParams, response: { 201: AttachmentAnswer } },
      config: { access: { resource: 'contact-us', action: 'messages' } },
    },
    async (request, reply) => {
      const auth = caller(request);
      // Another creator's thread is not found, whatever is sent.
      const thread = await threadFor(db, auth, request.params.id);
      const body = request.body;
      const kind = Buffer.isBuffer(body) ? attachmentKind(body) : undefined;
      if (!kind || !Buffer.isBuffer(body))
        throw badRequest('request.invalid', { attachment: 'document.type' });
      if (thread.attachmentKey) throw conflict('contact_us.has_attachment');
      const key = `contact-us/${thread.id}/${randomBytes(16).toString('hex')}.${kind.ext}`;
      const name = uploadedFileName(request, kind.ext, `attachment.${kind.ext}`);
      await storage.put(key, body, { contentType: kind.type, size: body.length });
      try {
        await db.transaction(async (tx) => {
          // The sender's row held: one person's uploads are counted one after another.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.userId)).for('no key update');
          const [sent] = await tx
            .select({ n: count(), oldest: min(contactUsMessages.attachedAt) })
            .from(contactUsMessages)
            .where(
              and(
                eq(contactUsMessages.senderId, auth.userId),
                isNotNull(contactUsMessages.attachedAt),
                gt(contactUsMessages.attachedAt, new Date(Date.now() - DAY_MS)),
              ),
            );
          if (sent && sent.n >= CONTACT_US_ATTACHMENTS_PER_DAY) {
            // The oldest of them leaves the day's count first.
            const freed = new Date(sent.oldest ?? Date.now()).getTime() + DAY_MS - Date.now();
            throw tooManyRequests(msg('contact_us.too_many_attachments', { count: sent.n }), freed);
          }
          const [updated] = await tx
            .update(contactUsMessages)
            .set({
              attachmentKey: key,
              attachmentName: name,
              attachmentType: kind.type,
              attachmentSize: body.length,
              attachedAt: sql`now()`,
            })
            .where(and(eq(contactUsMessages.id, thread.id), sql`${contactUsMessages.attachmentKey} is null`))
            .returning({ id: contactUsMessages.id });
          if (!updated) throw conflict('contact_us.has_attachment');
        });
      } catch (error) {
        // Nothing refers to the stored file: it goes.
        await storage.remove(key);
        throw error;
      }
      reply.status(201);
      return {
        result: { name, content_type: kind.type, size: body.length },
        message: 'Attachment added.',
      };
    },
  );

  app.get(
    '/contact-us/attachment/:id',
    {
      schema: { params: IdParams, response: { 200: FileAnswer(...CONTACT_US_ATTACHMENT_TYPES) } },
      config: { access: { resource: 'contact-us', action: 'read' } },
    },
    async (request, reply) => {
      const thread = await threadFor(db, caller(request), request.params.id);
      if (!thread.attachmentKey || !thread.attachmentType) throw notFound('not_found.file');
      return sendStoredFile(request, reply, storage, thread.attachmentKey, {
        contentType: thread.attachmentType,
        fileName: thread.attachmentName ?? 'attachment',
        disposition: 'attachment',
      });
    },
  );
}
