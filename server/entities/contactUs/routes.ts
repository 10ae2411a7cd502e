import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AccountStatus } from '../../../shared/constants';
import { ContactUsStatus } from '../../../shared/contactUs';
import { canDo, rolesOf } from '../../../shared/resources';
import { recordActivity } from '../activityLog/repository';
import { users } from '../users/table';
import { caller } from '../../platform/auth/plugin';
import { afterResponse } from '../../platform/http/afterResponse';
import { badRequest } from '../../platform/http/errors';
import type { ListBodyValue } from '../../platform/http/listQuery';
import { listTable } from '../../platform/http/listTable';
import { Answer, IdParams, ListAnswer } from '../../platform/http/schemas';
import type { ApiServices } from '../../services';
import { contactUsAttachmentRoutes } from './attachment';
import { replyMail } from './mail';
import {
  contactUsListSpec,
  contactUsView,
  threadFor,
  threadView,
  visibleThreads,
  type ContactUsFilter,
} from './repository';
import {
  Assignee,
  ContactUsAddBody,
  ContactUsAssignBody,
  ContactUsListBody,
  ContactUsRecord,
  ContactUsReplyBody,
  ContactUsStatusBody,
  ContactUsThread,
} from './schemas';
import { contactUsMessages, contactUsReplies } from './table';
import { keptThreadTotal } from './totals';

const ENTITY = 'contact-us';
const access = (action: 'read' | 'messages' | 'reply' | 'assign' | 'changeStatus') =>
  ({ access: { resource: ENTITY, action } }) as const;

/** The staff a thread may be given to: the active accounts of the types the declaration lets assign. */
const answerers = () =>
  and(eq(users.status, AccountStatus.ACTIVE), inArray(users.type, [...rolesOf(ENTITY, 'assign')]));

/**
 * Contact Us and Messages (spec 001 §7): a creator's side writes threads to the team and replies in
 * its own; staff read every thread, and those who answer reply (the creator is mailed), assign and
 * change the status. Who may do each is the declaration's (shared/resources/contactUs).
 */
export const contactUsRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (app, services) => {
  const { db } = services;

  app.post(
    '/contact-us',
    {
      schema: { body: ContactUsListBody, response: { 200: ListAnswer(ContactUsRecord) } },
      config: access('read'),
    },
    async (request) => {
      const body = request.body as ListBodyValue<ContactUsFilter & { ids?: string[] }>;
      const scope = visibleThreads(caller(request));
      const result = await listTable(
        db,
        contactUsMessages,
        contactUsView,
        contactUsListSpec,
        body,
        scope,
        keptThreadTotal(scope !== undefined, body),
      );
      return { result: result as never };
    },
  );

  app.patch(
    '/contact-us/detail/:id',
    { schema: { params: IdParams, response: { 200: Answer(ContactUsThread) } }, config: access('read') },
    async (request) => {
      const thread = await threadFor(db, caller(request), request.params.id);
      return { result: (await threadView(db, thread.id)) as never };
    },
  );

  app.post(
    '/contact-us/add',
    {
      schema: { body: ContactUsAddBody, response: { 201: Answer(ContactUsRecord) } },
      config: access('messages'),
    },
    async (request, reply) => {
      const auth = caller(request);
      // A creator's side always has its creator: the declaration lets no one else write.
      const creatorId = auth.ownerId ?? auth.userId;
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactUsMessages)
          .values({
            senderId: auth.userId,
            creatorId,
            subject: request.body.subject.trim(),
            message: request.body.message,
          })
          .returning({ id: contactUsMessages.id });
        await recordActivity(tx, auth, { action: 'create', entity: ENTITY, entityId: row!.id });
        return row!.id;
      });
      const [record] = await db
        .select(contactUsView)
        .from(contactUsMessages)
        .where(eq(contactUsMessages.id, id));
      reply.status(201);
      return { result: record as never, message: 'Your message was sent to the team.' };
    },
  );

  app.post(
    '/contact-us/reply/:id',
    {
      schema: { params: IdParams, body: ContactUsReplyBody, response: { 201: Answer(ContactUsThread) } },
      config: access('reply'),
    },
    async (request, reply) => {
      const auth = caller(request);
      const thread = await threadFor(db, auth, request.params.id);
      const fromTeam = canDo(ENTITY, 'readAll', auth.type);
      await db.transaction(async (tx) => {
        await tx
          .insert(contactUsReplies)
          .values({ messageId: thread.id, authorId: auth.userId, body: request.body.message });
        await tx
          .update(contactUsMessages)
          .set({
            lastAt: sql`now()`,
            // The team's answer opens a new thread; the creator's answer waits for the team again.
            status: fromTeam
              ? thread.status === ContactUsStatus.NEW
                ? ContactUsStatus.OPEN
                : thread.status
              : ContactUsStatus.NEW,
          })
          .where(eq(contactUsMessages.id, thread.id));
      });
      if (fromTeam) {
        afterResponse(request, async () => {
          const [creator] = await db
            .select({ email: users.email, name: users.name })
            .from(users)
            .where(eq(users.id, thread.creatorId));
          if (creator)
            await services.mailer.send(replyMail(creator, thread, request.body.message, services.appUrl));
        });
      }
      reply.status(201);
      return { result: (await threadView(db, thread.id)) as never, message: 'Reply sent.' };
    },
  );

  app.put(
    '/contact-us/change-status/:id',
    {
      schema: { params: IdParams, body: ContactUsStatusBody, response: { 200: Answer(ContactUsThread) } },
      config: access('changeStatus'),
    },
    async (request) => {
      const auth = caller(request);
      const thread = await threadFor(db, auth, request.params.id);
      const status = request.body.status;
      await db.transaction(async (tx) => {
        await tx.update(contactUsMessages).set({ status }).where(eq(contactUsMessages.id, thread.id));
        await recordActivity(tx, auth, {
          action: 'status',
          entity: ENTITY,
          entityId: thread.id,
          before: { status: thread.status },
          after: { status },
        });
      });
      return { result: (await threadView(db, thread.id)) as never, message: 'Status changed.' };
    },
  );

  app.put(
    '/contact-us/assign/:id',
    {
      schema: { params: IdParams, body: ContactUsAssignBody, response: { 200: Answer(ContactUsThread) } },
      config: access('assign'),
    },
    async (request) => {
      const auth = caller(request);
      const thread = await threadFor(db, auth, request.params.id);
      const assignee = request.body.assignee;
      if (assignee) {
        const [found] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, assignee), answerers()));
        if (!found) throw badRequest('request.invalid', { assignee: 'contact_us.bad_assignee' });
      }
      await db.transaction(async (tx) => {
        await tx
          .update(contactUsMessages)
          .set({ assigneeId: assignee })
          .where(eq(contactUsMessages.id, thread.id));
        await recordActivity(tx, auth, {
          action: 'update',
          entity: ENTITY,
          entityId: thread.id,
          before: { assignee: thread.assigneeId },
          after: { assignee },
        });
      });
      return { result: (await threadView(db, thread.id)) as never, message: 'Assigned.' };
    },
  );

  app.get(
    '/contact-us/assignees',
    { schema: { response: { 200: Answer(Type.Array(Assignee)) } }, config: access('assign') },
    async () => {
      const rows = await db
        .select({ _id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(answerers())
        .orderBy(asc(users.name));
      return { result: rows };
    },
  );

  // In this plugin, so its content-type parsers (the attachment's types) stay its own.
  contactUsAttachmentRoutes(app, services);
};
