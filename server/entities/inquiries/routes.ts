import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { assets } from '../assets/table';
import { libraryResource } from '../library/resource';
import { mediaLinks } from '../library/links';
import { LibraryRecord } from '../library/schemas';
import { inBrowse } from '../library/scope';
import { browseKeptTotal } from '../library/totals';
import { libraryPersonal, libraryView, type LibraryFilter } from '../library/repository';
import { users } from '../users/table';
import type { AuthContext } from '../../platform/auth/context';
import { caller } from '../../platform/auth/plugin';
import { afterResponse } from '../../platform/http/afterResponse';
import { listRecords } from '../../platform/http/crudRoutes';
import type { Row } from '../../platform/http/crudEntity';
import { badRequest, notFound } from '../../platform/http/errors';
import { listTable } from '../../platform/http/listTable';
import { keptInquiryTotal } from './totals';
import type { ListBodyValue } from '../../platform/http/listQuery';
import { Answer, IdParams, ListAnswer } from '../../platform/http/schemas';
import type { ApiServices } from '../../services';
import { assertBrowseOpen } from './browseOpen';
import { decideInquiry } from './decide';
import { decisionMail } from './mail';
import { inquiryListSpec, inquiryOf, inquiryView, visibleInquiries, type InquiryFilter } from './repository';
import { requestLicence } from './request';
import {
  BrowseDecisionBody,
  BrowseListBody,
  DecisionBody,
  InquiryListBody,
  InquiryRecord,
  InquiryRequestBody,
} from './schemas';
import { InquiryStatus, inquiries } from './table';

/** The Licensing Library's list is the library's over its licensable part, whoever reads it. */
const browseEntity = { ...libraryResource, scope: () => inBrowse, keptTotal: browseKeptTotal };

const decide = { access: { resource: 'inquiry-list', action: 'decide' } } as const;

/**
 * The Licensing Library (/browse) and licence requests (spec 001 §7, Inquiries): the library's
 * licensable items, a creator's side's request for one of its channels, the list of requests (staff
 * all, a creator's side its own), and CRUD staff's decision, which mails the creator.
 */
export const inquiryRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (app, services) => {
  const { db, signer } = services;

  app.post(
    '/browse',
    {
      schema: { body: BrowseListBody, response: { 200: ListAnswer(LibraryRecord) } },
      config: { access: { resource: 'browse', action: 'read' } },
    },
    async (request) => {
      const auth = caller(request);
      const body = request.body as ListBodyValue<LibraryFilter & { ids?: string[] }>;
      // The check and the page at once (one round trip's wait, not two); the refusal wins over
      // whatever the page answered, an error included.
      const [open, page] = await Promise.allSettled([
        assertBrowseOpen(db, auth),
        listRecords(browseEntity, { auth, db }, body),
      ]);
      if (open.status === 'rejected') throw open.reason;
      if (page.status === 'rejected') throw page.reason;
      const result = page.value;
      const data = (await mediaLinks(result.data as Row[], signer, auth)) as never[];
      return { result: { ...result, data } };
    },
  );

  app.patch(
    '/browse/detail/:id',
    {
      schema: { params: IdParams, response: { 200: Answer(LibraryRecord) } },
      config: { access: { resource: 'browse', action: 'read' } },
    },
    async (request) => {
      const auth = caller(request);
      await assertBrowseOpen(db, auth);
      const [row] = await db
        .select({ ...libraryView, ...libraryPersonal(auth) })
        .from(assets)
        .where(and(eq(assets.id, request.params.id), inBrowse));
      if (!row) throw notFound('not_found.library_item');
      const [item] = await mediaLinks([row as unknown as Row], signer, auth);
      return { result: item as never };
    },
  );

  app.post(
    '/browse/request',
    {
      schema: { body: InquiryRequestBody, response: { 200: Answer(InquiryRecord) } },
      config: { access: { resource: 'browse', action: 'request' } },
    },
    async (request) => {
      const auth = caller(request);
      await assertBrowseOpen(db, auth);
      return {
        result: (await requestLicence(db, auth, request.body)) as never,
        message: 'Your licence request was sent.',
      };
    },
  );

  app.post(
    '/inquiry-list',
    {
      schema: { body: InquiryListBody, response: { 200: ListAnswer(InquiryRecord) } },
      config: { access: { resource: 'inquiry-list', action: 'read' } },
    },
    async (request) => {
      const auth = caller(request);
      const body = request.body as ListBodyValue<InquiryFilter & { ids?: string[] }>;
      const scope = visibleInquiries(auth);
      const result = await listTable(
        db,
        inquiries,
        inquiryView,
        inquiryListSpec,
        body,
        scope,
        keptInquiryTotal(scope !== undefined, body),
      );
      return { result: result as never };
    },
  );

  app.patch(
    '/inquiry-list/detail/:id',
    {
      schema: { params: IdParams, response: { 200: Answer(InquiryRecord) } },
      config: { access: { resource: 'inquiry-list', action: 'read' } },
    },
    async (request) => {
      const [row] = await db
        .select(inquiryView)
        .from(inquiries)
        .where(inquiryOf(request.params.id, caller(request)));
      if (!row) throw notFound('not_found.inquiry');
      return { result: row as never };
    },
  );

  const decision = async (
    request: Parameters<typeof afterResponse>[0],
    auth: AuthContext,
    id: string,
    body: { status: number; reason?: string },
  ) => {
    const approve = body.status === InquiryStatus.APPROVED;
    const reason = body.reason?.trim() || null;
    if (!approve && !reason) throw badRequest('request.invalid', { reason: 'inquiry.reason_required' });
    const after = await decideInquiry(db, auth, id, approve, reason);
    afterResponse(request, async () => {
      const [creator] = await db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, after.creator));
      if (creator) await services.mailer.send(decisionMail(creator, after, approve, reason, services.appUrl));
    });
    return {
      result: after as never,
      message: approve ? 'Approved: the content is licensed to the creator.' : 'Rejected.',
    };
  };

  app.put(
    '/inquiry-list/change-status/:id',
    {
      schema: { params: IdParams, body: DecisionBody, response: { 200: Answer(InquiryRecord) } },
      config: decide,
    },
    async (request) => decision(request, caller(request), request.params.id, request.body),
  );

  app.put(
    '/browse/approved/rejected',
    {
      schema: { body: BrowseDecisionBody, response: { 200: Answer(InquiryRecord) } },
      config: decide,
    },
    async (request) => decision(request, caller(request), request.body.id, request.body),
  );
};
