import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { DOCUMENT_MAX_BYTES, REVENUE_SHARE_DECIMALS } from '../../shared/constants';
import { seesMoney, UserType } from '../../shared/roles';
import { loggedChanges, recordActivity, statusAction } from '../activityLog/repository';
import type { AuthContext } from '../auth/context';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import { badRequest, forbidden, notFound, type FieldErrors } from '../http/errors';
import { attachment, uploadedFileName } from '../http/uploads';
import { forCaller } from '../http/money';
import { FileAnswer, IdParams } from '../http/schemas';
import { agreementDocumentFile, isPdf, writeAgreementDocument } from './files';
import {
  activeAccount,
  channelOfCreator,
  findAgreement,
  insertAgreement,
  listAgreements,
  setAgreementDocument,
  setAgreementStatus,
  updateAgreement,
  type AgreementView,
} from './repository';
import {
  AgreementAnswer,
  AgreementCreateBody,
  AgreementListAnswer,
  AgreementListBody,
  AgreementStatusBody,
  AgreementUpdateBody,
} from './schemas';

const ENTITY = 'contracts';
const read = { access: { resource: ENTITY, action: 'read' } } as const;
const write = { access: { resource: ENTITY, action: 'write' } } as const;
const INVALID = 'The request is not valid.';
const SHARE_NOT_YOURS = 'You may not set the revenue share.';
const SHARE_STEPS = 10 ** REVENUE_SHARE_DECIMALS;

interface Terms {
  rights_holder: string;
  creator: string;
  channel: string | null;
  start_date: string;
  end_date: string | null;
  revenue_share?: number;
}

/** Agreements (contracts), spec 001 §7: CRUD admins write them; everyone reads their own side's. */
export const agreementRoutes: FastifyPluginAsyncTypebox<{ db: Database; filesDir: string }> = async (
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
    if (!found) throw notFound('Agreement');
    return found;
  }

  /** The parties and terms hold together: active accounts, the creator's own channel, dates in order. */
  async function checkTerms(terms: Terms) {
    const errors: FieldErrors = {};
    const [rightsHolder, creator] = await Promise.all([
      activeAccount(db, terms.rights_holder, UserType.RIGHT_HOLDER),
      activeAccount(db, terms.creator, UserType.CREATOR),
    ]);
    if (!rightsHolder) errors.rights_holder = 'is not an active content owner';
    if (!creator) errors.creator = 'is not an active creator';
    if (terms.channel && creator && !(await channelOfCreator(db, terms.channel, terms.creator))) {
      errors.channel = "is not one of the creator's channels";
    }
    if (terms.end_date && terms.end_date < terms.start_date)
      errors.end_date = 'must not be before the start date';
    const share = terms.revenue_share;
    if (share !== undefined && Math.abs(share * SHARE_STEPS - Math.round(share * SHARE_STEPS)) > 1e-6) {
      errors.revenue_share = `has more than ${REVENUE_SHARE_DECIMALS} decimals`;
    }
    if (Object.keys(errors).length > 0) throw badRequest(INVALID, errors);
  }

  app.post(
    '/contract',
    { schema: { body: AgreementListBody, response: { 200: AgreementListAnswer } }, config: read },
    async (request) => {
      const auth = caller(request);
      const list = await listAgreements(db, request.body, auth);
      return { result: { ...list, data: list.data.map((row) => forCaller(row, auth.type)) } };
    },
  );

  app.patch(
    '/contract/detail/:id',
    { schema: { params: IdParams, response: { 200: AgreementAnswer } }, config: read },
    async (request) => {
      const auth = caller(request);
      return { result: forCaller(await agreementFor(auth, request.params.id), auth.type) };
    },
  );

  app.post(
    '/contract/add',
    { schema: { body: AgreementCreateBody, response: { 201: AgreementAnswer } }, config: write },
    async (request, reply) => {
      const auth = caller(request);
      const body = request.body;
      // Those not shown money neither set a share (an earning admin sets it later) nor may leave it out.
      if (body.revenue_share !== undefined && !seesMoney(auth.type)) throw forbidden(SHARE_NOT_YOURS);
      if (body.revenue_share === undefined && seesMoney(auth.type)) {
        throw badRequest(INVALID, { revenue_share: 'is required' });
      }
      await checkTerms({ ...body, channel: body.channel ?? null, end_date: body.end_date ?? null });
      const created = await db.transaction(async (tx) => {
        const id = await insertAgreement(tx, body);
        const after = await findAgreement(tx, id, auth);
        await recordActivity(tx, auth, { action: 'create', entity: ENTITY, entityId: id, after });
        return after!;
      });
      reply.status(201);
      return { result: forCaller(created, auth.type), message: 'Agreement added.' };
    },
  );

  app.put(
    '/contract/:id',
    {
      schema: { params: IdParams, body: AgreementUpdateBody, response: { 200: AgreementAnswer } },
      config: write,
    },
    async (request) => {
      const auth = caller(request);
      const body: Static<typeof AgreementUpdateBody> = request.body;
      // A share they may not read is not theirs to overwrite blindly.
      if (body.revenue_share !== undefined && !seesMoney(auth.type)) throw forbidden(SHARE_NOT_YOURS);
      const before = await agreementFor(auth, request.params.id);
      await checkTerms({
        rights_holder: before.rights_holder,
        creator: before.creator,
        channel: body.channel === undefined ? before.channel : body.channel,
        start_date: body.start_date ?? before.start_date,
        end_date: body.end_date === undefined ? before.end_date : body.end_date,
        revenue_share: body.revenue_share,
      });
      const after = await changeLogged(auth, before._id, 'update', (tx) =>
        updateAgreement(tx, before._id, body),
      );
      return { result: forCaller(after, auth.type), message: 'Agreement updated.' };
    },
  );

  app.put(
    '/contract/change-status/:id',
    {
      schema: { params: IdParams, body: AgreementStatusBody, response: { 200: AgreementAnswer } },
      config: write,
    },
    async (request) => {
      const auth = caller(request);
      const before = await agreementFor(auth, request.params.id);
      const { status } = request.body;
      // Ending (0) or deleting (3) an agreement keeps the row and its history.
      const after = await changeLogged(auth, before._id, statusAction(status), (tx) =>
        setAgreementStatus(tx, before._id, status),
      );
      return { result: forCaller(after, auth.type), message: 'Agreement status changed.' };
    },
  );

  app.put(
    '/contract/document/:id',
    { schema: { params: IdParams, response: { 200: AgreementAnswer } }, config: write },
    async (request) => {
      const auth = caller(request);
      const body = request.body;
      if (!Buffer.isBuffer(body) || !isPdf(body)) {
        throw badRequest(INVALID, { document: 'must be a PDF file' });
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
      if (!agreement.document_name || !fs.existsSync(file)) throw notFound('Signed agreement');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(agreement.document_name))
        .send(fs.createReadStream(file));
    },
  );
};
