import { errorBody } from '../../platform/http/errors';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Server as TusServer } from '@tus/server';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  UPLOAD_MAX_BYTES_DEFAULT,
  UPLOAD_PENDING_BYTES_MAX,
  UPLOAD_PENDING_MAX,
} from '../../../shared/constants';
import type { AuthContext } from '../../platform/auth/context';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { MessageAnswer, Strict, Text } from '../../platform/http/schemas';
import { cleanFileName } from '../../platform/http/uploads';
import { Type } from '@sinclair/typebox';
import { NO_LABEL } from '../assets/checks';
import { users } from '../users/table';
import { finishUpload } from './finish';
import { databaseLocker } from './locker';
import { refuse } from './refuse';
import type { UploadStore } from './store';
import { startUpload } from './quota';
import { uploads } from './table';
import { tusDatastore } from './tusStore';
import { hasQuery, uploadIdOf, UPLOADS_PATH } from './uploadUrl';

/** What the route decided before tus runs: who calls, and which upload (see uploadIdOf). */
type Checked = IncomingMessage & { drmAuth?: AuthContext; drmUploadId?: string };
type TusRequest = { runtime?: { node?: { req: unknown; res?: unknown } } };
const checkedOf = (req: TusRequest) => req.runtime?.node?.req as Checked | undefined;
const authOf = (req: TusRequest) => checkedOf(req)?.drmAuth;
/** The raw answer tus writes at the end: a header set on it now goes out with tus's own. */
const answerOf = (req: TusRequest) => req.runtime?.node?.res as ServerResponse | undefined;

/**
 * Resumable uploads on the tus 1.0 protocol (@tus/server over the upload store: disk or S3), under
 * /api/uploads: create (POST), resume (HEAD for the offset, PATCH for the rest), cancel (DELETE). Each upload is
 * its uploader's alone, and what a person holds unclaimed is limited (quota.ts); once finished, its
 * type is decided from its bytes (media only) and its SHA-256 taken, and the answer says when the
 * same file is already in the library.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  uploadStore: UploadStore;
  uploadMaxBytes?: number;
}> = async (app, { db, uploadStore, uploadMaxBytes = UPLOAD_MAX_BYTES_DEFAULT }) => {
  // One file of the largest size allowed always fits, whatever UPLOAD_MAX_BYTES says.
  const quota = { uploads: UPLOAD_PENDING_MAX, bytes: Math.max(UPLOAD_PENDING_BYTES_MAX, uploadMaxBytes) };
  // Made with the first upload, as its datastore is.
  let server: TusServer | undefined;
  const tusServer = () => (server ??= createTusServer());
  const createTusServer = () =>
    new TusServer({
      path: UPLOADS_PATH,
      datastore: tusDatastore(db, uploadStore),
      // One request at a time per upload, whichever server process it reaches.
      locker: databaseLocker(db),
      maxSize: uploadMaxBytes,
      relativeLocation: true,
      // The id the route checked the caller's ownership of, never tus's own reading of the URL.
      getFileIdFromRequest: (req) => checkedOf(req)?.drmUploadId,
      // The app is served from the same origin: no other site may drive an upload.
      allowedOrigins: () => false,
      async onUploadCreate(req, upload) {
        const auth = authOf(req);
        if (!auth) throw refuse(401, 'auth.sign_in_again');
        const given = upload.metadata?.filename ?? '';
        const fileName = cleanFileName(given, extensionOf(given), 'upload');
        if (upload.size === undefined) throw refuse(400, 'upload.size_required');
        // A rights holder's side with no asset label has nowhere to put content (spec 001 §6).
        if (auth.ownerId && !(await hasAssetLabel(db, auth.ownerId))) throw refuse(403, NO_LABEL);
        const refused = await startUpload(
          db,
          { id: upload.id, ownerId: auth.userId, fileName, size: upload.size },
          quota,
        );
        if (refused) {
          const wait = refused.retryAfterSeconds;
          if (wait) answerOf(req)?.setHeader('Retry-After', String(wait));
          throw refuse(refused.status, refused.said, wait ? { retry_after: wait } : undefined);
        }
        return { metadata: { ...upload.metadata, filename: fileName } };
      },
      async onUploadFinish(req, upload) {
        const auth = authOf(req)!;
        return finishUpload(db, uploadStore, auth, upload.id);
      },
    });

  // tus reads the raw body itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = caller(request);
    if (hasQuery(request.url))
      return reply.status(400).send(errorBody('upload.no_query', { query: 'field.not_allowed' }));
    // Parallel uploads joined by the server (tus concatenation) are not offered.
    if (request.headers['upload-concat'] !== undefined)
      return reply
        .status(400)
        .send(errorBody('upload.no_concat', { 'Upload-Concat': 'upload.concat_field' }));
    const checked = request.raw as Checked;
    checked.drmAuth = auth;
    if (request.method !== 'POST') {
      // The one reading of the id, for the ownership check here and for tus. Another person's upload
      // does not exist for the caller (checked before tus reads a byte).
      const id = uploadIdOf(request.url);
      const [row] =
        id === undefined || id !== (request.params as { id?: string }).id
          ? []
          : await db.select({ owner: uploads.ownerId }).from(uploads).where(eq(uploads.id, id));
      if (!row || row.owner !== auth.userId) return reply.status(404).send(errorBody('not_found.upload'));
      checked.drmUploadId = id;
    }
    // The headers set so far (the security headers) go on the raw answer tus writes.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    await tusServer().handle(request.raw, reply.raw);
  };
  // Uploading media is creating a draft (spec 001 §2.6): staff who write and a rights holder's side.
  const access = { resource: 'assets', action: 'create' } as const;
  // tus answers with headers (Location, Upload-Offset) and no body.
  const NoBody = Type.Null({ description: 'tus 1.0: the answer is in its headers' });
  app.route({
    method: ['POST'],
    url: '/uploads',
    schema: { description: 'Starts a resumable upload (tus 1.0 creation).', response: { 201: NoBody } },
    config: { access },
    handler: handle,
  });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/uploads/:id',
    schema: {
      description: "An upload's offset (HEAD), its next bytes (PATCH), or its end (DELETE).",
      params: Strict({ id: Text(64, 1) }),
      response: { 200: NoBody, 204: NoBody, 404: MessageAnswer },
    },
    config: { access },
    handler: handle,
  });
};

async function hasAssetLabel(db: Database, ownerId: string) {
  const [owner] = await db.select({ label: users.assetLabelName }).from(users).where(eq(users.id, ownerId));
  return Boolean(owner?.label?.trim());
}

const extensionOf = (name: string) => name.split('.').at(-1)?.toLowerCase() ?? '';
