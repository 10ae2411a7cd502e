import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES } from '../../../shared/constants';
import { recordActivity } from '../activityLog/repository';
import { isPdf } from '../agreements/files';
import type { AuthContext } from '../../platform/auth/context';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/http/errors';
import { attachment, uploadedFileName } from '../../platform/http/uploads';
import { Answer, FileAnswer, IdParams, Strict, Timestamp } from '../../platform/http/schemas';
import { pictureKind } from '../profile/pictures';
import { checkRightsHolderForCaller } from './access';
import { rightsHolderDocuments } from './table';

const FILE_PATTERN = '^[a-f0-9]{32}\\.(pdf|png|jpg)$';
const FileBody = Strict({ file: Type.String({ pattern: FILE_PATTERN }) });
const FileParams = FileBody;
const ENTITY = 'right-holders';

const documentFields = {
  file: Type.String(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer({ minimum: 0 }),
};
const DocumentListAnswer = Answer(Type.Array(Type.Object({ ...documentFields, created_at: Timestamp })));
const DocumentAnswer = Answer(Type.Object(documentFields));
const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** What a document may be, by its bytes: a PDF, or a scan as PNG or JPEG. */
function documentKind(body: Buffer): { ext: string; type: string } | undefined {
  if (isPdf(body)) return { ext: 'pdf', type: 'application/pdf' };
  const picture = pictureKind(body);
  return picture && picture.ext !== 'webp' ? picture : undefined;
}

const documentFile = (filesDir: string, file: string) => path.join(filesDir, 'rights-holders', file);

/**
 * A rights holder's documents: CRUD staff upload (the file as the body) and delete them
 * (`DELETE /rights/holders/file` with a JSON body naming the file, spec 001 §7); whoever may read the
 * rights holder may list and download them.
 */
export const rightsHolderDocumentRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  filesDir: string;
}> = async (app, { db, filesDir }) => {
  app.addContentTypeParser(
    ['application/pdf', 'image/png', 'image/jpeg'],
    { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const read = { access: { resource: ENTITY, action: 'read' } } as const;
  const write = { access: { resource: ENTITY, action: 'update' } } as const;

  async function documentFor(auth: AuthContext, file: string) {
    const [row] = await db.select().from(rightsHolderDocuments).where(eq(rightsHolderDocuments.file, file));
    if (!row) throw notFound('not_found.document');
    await checkRightsHolderForCaller(db, auth, row.rightsHolderId);
    return row;
  }

  app.post(
    '/rights/holders/documents/:id',
    { schema: { params: IdParams, response: { 200: DocumentListAnswer } }, config: read },
    async (request) => {
      await checkRightsHolderForCaller(db, caller(request), request.params.id);
      const rows = await db
        .select({
          file: rightsHolderDocuments.file,
          name: rightsHolderDocuments.name,
          content_type: rightsHolderDocuments.contentType,
          size: rightsHolderDocuments.size,
          created_at: rightsHolderDocuments.createdAt,
        })
        .from(rightsHolderDocuments)
        .where(eq(rightsHolderDocuments.rightsHolderId, request.params.id))
        .orderBy(rightsHolderDocuments.createdAt);
      return { result: rows };
    },
  );

  app.put(
    '/rights/holders/document/:id',
    { schema: { params: IdParams, response: { 201: DocumentAnswer } }, config: write },
    async (request, reply) => {
      const auth = caller(request);
      const body = request.body;
      const kind = Buffer.isBuffer(body) ? documentKind(body) : undefined;
      if (!kind || !Buffer.isBuffer(body)) {
        throw badRequest('request.invalid', { document: 'document.type' });
      }
      await checkRightsHolderForCaller(db, auth, request.params.id);
      const file = `${randomBytes(16).toString('hex')}.${kind.ext}`;
      const row = {
        rightsHolderId: request.params.id,
        file,
        name: uploadedFileName(request, kind.ext, file),
        contentType: kind.type,
        size: body.length,
        uploadedBy: auth.userId,
      };
      await db.transaction(async (tx) => {
        await tx.insert(rightsHolderDocuments).values(row);
        await recordActivity(tx, auth, {
          action: 'update',
          entity: ENTITY,
          entityId: request.params.id,
          after: { document_added: { file, name: row.name } },
        });
        await fs.promises.mkdir(path.dirname(documentFile(filesDir, file)), { recursive: true });
        await fs.promises.writeFile(documentFile(filesDir, file), body);
      });
      reply.status(201);
      return {
        result: { file, name: row.name, content_type: kind.type, size: body.length },
        message: 'Document uploaded.',
      };
    },
  );

  app.get(
    '/rights/holders/file/:file',
    { schema: { params: FileParams, response: { 200: FileAnswer(...DOCUMENT_TYPES) } }, config: read },
    async (request, reply) => {
      const row = await documentFor(caller(request), request.params.file);
      const stored = documentFile(filesDir, row.file);
      if (!fs.existsSync(stored)) throw notFound('not_found.document');
      return reply
        .type(row.contentType)
        .header('Content-Disposition', attachment(row.name))
        .send(fs.createReadStream(stored));
    },
  );

  app.delete(
    '/rights/holders/file',
    {
      schema: { body: FileBody, response: { 200: Answer(Type.Object({ file: Type.String() })) } },
      config: write,
    },
    async (request) => {
      const auth = caller(request);
      const row = await documentFor(auth, request.body.file);
      await db.transaction(async (tx) => {
        await tx
          .delete(rightsHolderDocuments)
          .where(and(eq(rightsHolderDocuments.id, row.id), eq(rightsHolderDocuments.file, row.file)));
        await recordActivity(tx, auth, {
          action: 'update',
          entity: ENTITY,
          entityId: row.rightsHolderId,
          before: { document_removed: { file: row.file, name: row.name } },
        });
      });
      // After the commit: a failed delete of the row keeps its file.
      await fs.promises.rm(documentFile(filesDir, row.file), { force: true });
      return { result: { file: row.file }, message: 'Document deleted.' };
    },
  );
};
