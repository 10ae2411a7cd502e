import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DOCUMENT_MAX_BYTES } from '../../../shared/constants';
import { loggedChanges } from '../activityLog/repository';
import type { AuthContext } from '../../platform/auth/context';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/http/errors';
import { attachment, uploadedFileName } from '../../platform/http/uploads';
import { forCaller } from '../../platform/http/money';
import { FileAnswer, IdParams } from '../../platform/http/schemas';
import { agreementDocumentFile, isPdf, writeAgreementDocument } from './files';
import { findAgreement, setAgreementDocument, type AgreementView } from './repository';
import { AgreementAnswer } from './schemas';

const ENTITY = 'contracts';
const read = { access: { resource: ENTITY, action: 'read' } } as const;
const write = { access: { resource: ENTITY, action: 'update' } } as const;

/** An agreement's signed document (a PDF); the agreement's own calls are the resource kit's (./resource). */
export const agreementDocumentRoutes: FastifyPluginAsyncTypebox<{ db: Database; filesDir: string }> = async (
  app,
  { db, filesDir },
) => {
  // The signed agreement arrives as the request body itself: one PDF, no multipart envelope.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  /** Changes to agreements, logged with the agreement before and after. */
  const changeLogged = loggedChanges(
    db,
    ENTITY,
    async (tx, id, auth) => (await findAgreement(tx, id, auth))!,
  );

  async function agreementFor(auth: AuthContext, id: string): Promise<AgreementView> {
    const found = await findAgreement(db, id, auth);
    if (!found) throw notFound('not_found.agreement');
    return found;
  }

  app.put(
    '/contract/document/:id',
    { schema: { params: IdParams, response: { 200: AgreementAnswer } }, config: write },
    async (request) => {
      const auth = caller(request);
      const body = request.body;
      if (!Buffer.isBuffer(body) || !isPdf(body)) {
        throw badRequest('request.invalid', { document: 'agreement.pdf_only' });
      }
      const before = await agreementFor(auth, request.params.id);
      const name = uploadedFileName(request, 'pdf', before.title);
      const after = await changeLogged(auth, before._id, 'update', async (tx) => {
        await setAgreementDocument(tx, before._id, name, body.length);
        // Inside the transaction, so a failed write rolls the row back with it.
        await writeAgreementDocument(filesDir, before._id, body);
      });
      return { result: forCaller(after, auth.type), message: 'Signed agreement uploaded.' };
    },
  );

  app.get(
    '/contract/document/:id',
    { schema: { params: IdParams, response: { 200: FileAnswer('application/pdf') } }, config: read },
    async (request, reply) => {
      const agreement = await agreementFor(caller(request), request.params.id);
      const file = agreementDocumentFile(filesDir, agreement._id);
      if (!agreement.document_name || !fs.existsSync(file)) throw notFound('not_found.signed_agreement');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(agreement.document_name))
        .send(fs.createReadStream(file));
    },
  );
};
