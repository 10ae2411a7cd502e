import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { caller } from '../../platform/auth/plugin';
import type { TokenSigner } from '../../platform/auth/tokens';
import { exportRoutes } from '../../platform/exports/routes';
import type { Database } from '../../platform/db/client';
import { Answer, IdParams, MessageAnswer, Strict } from '../../platform/http/schemas';
import { activityEntities, activityPeople } from './choices';
import { entriesCsv, entriesPage, ENTRIES_PAGE_MAX } from './entries';
import { addNote, changeNote } from './notes';
import { activityReport, reportWhere, videoTotals } from './report';
import {
  ChainCheckAnswer,
  EntitiesAnswer,
  EntriesBody,
  EntriesAnswer,
  FilterBody,
  NoteAddBody,
  NoteChangeBody,
  PeopleAnswer,
  PeopleBody,
  RangeBody,
  ReportAnswer,
  ReportBody,
  VideoTotalsAnswer,
} from './reportSchemas';
import { verifyChain } from './verify';

const access = (action: 'report' | 'note' | 'verify') =>
  ({ access: { resource: 'activity-log-reports', action } }) as const;

/**
 * Activity Log Reports (issue 37): counts, video totals, the entries and their CSV, scoped to the
 * caller in SQL (./scope); people's notes on records (./notes); and the hash chain's check (./verify).
 */
export const activityReportRoutes: FastifyPluginAsyncTypebox<{ db: Database; signer: TokenSigner }> = async (
  app,
  services,
) => {
  const { db } = services;
  app.post(
    '/activity/log/report',
    { schema: { body: ReportBody, response: { 200: Answer(ReportAnswer) } }, config: access('report') },
    async (request) => ({ result: await activityReport(db, caller(request), request.body) }),
  );

  app.post(
    '/activity/log/report/total/video/count',
    {
      schema: {
        description:
          'Videos synced, claimed and taken down in the range, of the caller’s channels for a creator.',
        body: RangeBody,
        response: { 200: Answer(VideoTotalsAnswer) },
      },
      config: access('report'),
    },
    async (request) => ({ result: await videoTotals(db, caller(request), request.body) }),
  );

  app.post(
    '/activity/log/report/people',
    {
      schema: {
        description:
          'The person filter’s choices: people with entries the caller sees in the range, by name, matching q.',
        body: PeopleBody,
        response: { 200: Answer(PeopleAnswer) },
      },
      config: access('report'),
    },
    async (request) => ({ result: { data: await activityPeople(db, caller(request), request.body) } }),
  );

  app.post(
    '/activity/log/report/entities',
    {
      schema: {
        description: 'The record type filter’s choices: the types of the entries the caller sees.',
        body: RangeBody,
        response: { 200: Answer(EntitiesAnswer) },
      },
      config: access('report'),
    },
    async (request) => ({ result: { data: await activityEntities(db, caller(request), request.body) } }),
  );

  app.post(
    '/activity/log/report/entries',
    { schema: { body: EntriesBody, response: { 200: Answer(EntriesAnswer) } }, config: access('report') },
    async (request) => {
      const { limit, before, ...filter } = request.body;
      return { result: await entriesPage(db, caller(request), filter, limit ?? ENTRIES_PAGE_MAX, before) };
    },
  );

  exportRoutes(app, services, {
    path: '/activity/log/report/export',
    description: 'The report’s entries as CSV, newest first, streamed page by page; every cell formula-safe.',
    body: FilterBody,
    access: access('report').access,
    mediaType: 'text/csv',
    fileName: (body) => `activity-log-${body.from}-${body.to}.csv`,
    stream: (auth, body) => entriesCsv(db, auth, body),
    check: async (auth, body) => void reportWhere(auth, body),
  });

  app.post(
    '/activity/log/add',
    {
      schema: { body: NoteAddBody, response: { 201: Answer(Type.Object({ id: Type.String() })) } },
      config: access('note'),
    },
    async (request, reply) => {
      const id = await addNote(db, caller(request), request.body);
      return reply.status(201).send({ result: { id }, message: 'Note added.' });
    },
  );

  // PATCH and PUT both replace the note's text (the wire contract names both).
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/activity/log/:id',
      schema: { params: IdParams, body: NoteChangeBody, response: { 200: MessageAnswer } },
      config: access('note'),
      handler: async (request) => {
        await changeNote(db, caller(request), request.params.id, request.body.note);
        return { message: 'Note changed.' };
      },
    });
  }

  app.delete(
    '/activity/log/:id',
    { schema: { params: IdParams, response: { 200: MessageAnswer } }, config: access('note') },
    async (request) => {
      await changeNote(db, caller(request), request.params.id, null);
      return { message: 'Note deleted.' };
    },
  );

  app.post(
    '/activity/log/verify',
    {
      schema: {
        description:
          'Checks the hash chain of the whole log and names the first entry changed behind the app’s back.',
        body: Type.Optional(Strict({})),
        response: { 200: Answer(ChainCheckAnswer) },
      },
      config: access('verify'),
    },
    async () => ({ result: await verifyChain(db) }),
  );
};
