import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { DELETED_STATUS, STRIKE_WINDOW_DAYS } from '../../../shared/constants';
import { canDo } from '../../../shared/resources';
import { FILER_MOVES, TakedownStatus } from '../../../shared/takedowns';
import { monitoredChannels } from '../monitoring/table';
import type { AuthContext } from '../../platform/auth/context';
import { caller } from '../../platform/auth/plugin';
import { forbidden, notFound } from '../../platform/http/errors';
import { countTable, listTable } from '../../platform/http/listTable';
import { scalar, type ListBodyValue } from '../../platform/http/listQuery';
import { Answer, IdParams, ListAnswer } from '../../platform/http/schemas';
import type { ApiServices } from '../../services';
import { fileTakedown } from './notice';
import {
  takedownListSpec,
  takedownOf,
  takedownView,
  visibleTakedowns,
  type TakedownFilter,
} from './repository';
import {
  ChannelTakedownsAnswer,
  TakedownAddBody,
  TakedownListBody,
  TakedownPatchBody,
  TakedownPutBody,
  TakedownRecord,
  TakedownStatusBody,
} from './schemas';
import { copyrightTakedowns as takedowns } from './table';
import { keptTakedownTotal } from './totals';
import { deleteTakedown, editTakedown, moveTakedown } from './transitions';
import { constant, readNamed } from '../../platform/db/prepared';
import { compiledView } from '../../platform/db/compiledView';
import { rowsOf } from '../../platform/db/rows';

const RESOURCE = 'assets/copyright-takedown';
const access = (action: string) => ({ access: { resource: RESOURCE, action } }) as const;

/** A strike counts while the video is down (removed, or counter-notified and not yet restored). */
const STRIKING = [TakedownStatus.REMOVED, TakedownStatus.COUNTER_NOTIFIED];

/**
 * Copyright takedowns (spec 001 §7): notices against infringing YouTube videos, their states and legal
 * clocks (clock.ts), and the takedowns against one monitored channel with its strikes.
 */
export const takedownRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (app, { db }) => {
  type Body = ListBodyValue<TakedownFilter & { ids?: string[] }>;
  /** The caller's notices; deleted ones only when the status filter asks for them. */
  const scopeOf = (auth: AuthContext, body: Body) => {
    if (body.filter?.due_this_week && !canDo(RESOURCE, 'dueWeek', auth.type)) throw forbidden();
    return and(
      visibleTakedowns(auth),
      body.filter?.status === undefined ? ne(takedowns.status, constant(DELETED_STATUS)) : undefined,
    );
  };
  const list = (auth: AuthContext, body: Body) =>
    listTable(
      db,
      takedowns,
      takedownView,
      takedownListSpec,
      body,
      scopeOf(auth, body),
      keptTakedownTotal(visibleTakedowns(auth) !== undefined, body),
    );

  const countTakedowns = async (auth: AuthContext, body: Body) => {
    const scope = scopeOf(auth, body);
    const kept = keptTakedownTotal(visibleTakedowns(auth) !== undefined, body);
    return kept ? scalar(db, kept) : countTable(db, takedowns, takedownListSpec, body, scope);
  };

  app.post(
    '/copyright/takedown',
    {
      schema: { body: TakedownListBody, response: { 200: ListAnswer(TakedownRecord) } },
      config: access('read'),
    },
    async (request) => ({ result: (await list(caller(request), request.body as Body)) as never }),
  );

  app.post(
    '/copyright/takedown/count',
    {
      schema: { body: TakedownListBody, response: { 200: Answer(Type.Integer({ minimum: 0 })) } },
      config: access('count'),
    },
    async (request) => {
      const body = request.body as Body;
      return {
        result: await countTakedowns(caller(request), body),
      };
    },
  );

  app.patch(
    '/copyright/takedown/detail/:id',
    { schema: { params: IdParams, response: { 200: Answer(TakedownRecord) } }, config: access('read') },
    async (request) => {
      const [row] = await db
        .select(takedownView)
        .from(takedowns)
        .where(and(takedownOf(request.params.id, caller(request)), ne(takedowns.status, DELETED_STATUS)));
      if (!row) throw notFound('not_found.takedown');
      return { result: row as never };
    },
  );

  app.post(
    '/copyright/takedown/add',
    {
      schema: { body: TakedownAddBody, response: { 200: Answer(TakedownRecord) } },
      config: access('create'),
    },
    async (request) => ({
      result: (await fileTakedown(db, caller(request), request.body)) as never,
      message: 'The takedown notice was filed.',
    }),
  );

  app.put(
    '/copyright/takedown/:id',
    {
      schema: { params: IdParams, body: TakedownPutBody, response: { 200: Answer(TakedownRecord) } },
      config: access('update'),
    },
    async (request) => ({
      result: (await editTakedown(db, caller(request), request.params.id, request.body)) as never,
    }),
  );

  app.patch(
    '/copyright/takedown/:id',
    {
      schema: { params: IdParams, body: TakedownPatchBody, response: { 200: Answer(TakedownRecord) } },
      config: access('update'),
    },
    async (request) => ({
      result: (await editTakedown(db, caller(request), request.params.id, request.body)) as never,
    }),
  );

  app.delete(
    '/copyright/takedown/:id',
    { schema: { params: IdParams, response: { 200: Answer(TakedownRecord) } }, config: access('delete') },
    async (request) => ({
      result: (await deleteTakedown(db, caller(request), request.params.id)) as never,
    }),
  );

  app.put(
    '/copyright/takedown/change-status/:id',
    {
      schema: { params: IdParams, body: TakedownStatusBody, response: { 200: Answer(TakedownRecord) } },
      config: access('status'),
    },
    async (request) => {
      const auth = caller(request);
      const to = request.body.status;
      if (!FILER_MOVES.includes(to) && !canDo(RESOURCE, 'decide', auth.type)) throw forbidden();
      const id = request.params.id;
      // A deletion is the DELETE call's, with its rule (a filer's side deletes its drafts only).
      const after =
        to === TakedownStatus.DELETED
          ? await deleteTakedown(db, auth, id)
          : await moveTakedown(db, auth, id, to);
      return { result: after as never };
    },
  );

  app.get(
    '/poc/channel/take/down/:id',
    { schema: { params: IdParams, response: { 200: ChannelTakedownsAnswer } }, config: access('channel') },
    async (request) => {
      const id = request.params.id;
      // Each read named (readNamed): the channel's id is a key, and parse and plan were most of the call.
      const [channel] = rowsOf<{ title: string }>(
        await readNamed(
          db,
          sql`select ${monitoredChannels.title} as title from ${monitoredChannels}
            where ${and(eq(monitoredChannels.id, id), ne(monitoredChannels.status, constant(DELETED_STATUS)))}`,
        ),
      );
      if (!channel) throw notFound('not_found.monitored_channel');
      const against = and(
        eq(takedowns.monitoredChannelId, id),
        ne(takedowns.status, constant(DELETED_STATUS)),
      );
      const view = compiledView(takedownView);
      const [found, counted] = await Promise.all([
        readNamed(
          db,
          sql`select ${view.selection} from ${takedowns} where ${against} order by ${takedowns.createdAt} desc`,
        ),
        readNamed(
          db,
          sql`select count(*)::int as n from ${takedowns}
            where ${and(
              eq(takedowns.monitoredChannelId, id),
              inArray(takedowns.status, STRIKING),
              gte(takedowns.removedAt, sql`now() - make_interval(days => ${constant(STRIKE_WINDOW_DAYS)})`),
            )}`,
        ),
      ]);
      const rows = rowsOf<Record<string, unknown>>(found).map((row) => view.decode(row));
      const [strikes] = rowsOf<{ n: number }>(counted);
      return {
        result: { channel: id, channel_title: channel.title, strikes: strikes?.n ?? 0, data: rows as never },
      };
    },
  );
};
