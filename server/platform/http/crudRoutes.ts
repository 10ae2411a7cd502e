import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, getTableName, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AccountStatus, DELETED_STATUS, LOOKUP_MAX_ROWS } from '../../../shared/constants';
import { activityLog, statusAction, type ActivityAction } from './activity';
import type { AuthContext } from '../auth/context';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import { compiledView } from '../db/compiledView';
import { rowsOf } from '../db/rows';
import type {
  Body,
  CrudContext,
  CrudEntity,
  CrudServices,
  InsertLogged,
  ListContext,
  Row,
} from './crudEntity';
import { messagesOf } from './crudEntity';
import { conflict, forbidden, notFound } from './errors';
import { scalar, type ListBodyValue } from './listQuery';
import { countTable, listTable } from './listTable';
import { updateLogged } from './loggedUpdate';
import { forCaller } from './money';
import {
  Answer,
  IdParams,
  IdsFilter,
  ListAnswer,
  ListBody,
  MessageAnswer,
  RecordStatus,
  Strict,
} from './schemas';
import { constant } from '../db/prepared';

export type { CrudEntity } from './crudEntity';

const split = (route: string) => {
  const [method, url] = route.split(' ') as [string, string];
  return { method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url };
};

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
};

/**
 * A resource's list as the kit reads it, without the route around it (no access check, validation or
 * serialization): the bench's floor calls it too.
 */
export function listRecords<F extends object>(
  entity: CrudEntity<F>,
  ctx: ListContext,
  body: ListBodyValue<F & { status?: number; ids?: string[] }>,
) {
  if (entity.list) return entity.list(ctx, body);
  const { table, spec, scope, filter } = listParts(entity, ctx, body);
  return listTable(
    ctx.db,
    table,
    entity.view,
    spec,
    { ...body, filter: filter as F & { ids?: string[] } },
    scope,
    entity.keptTotal?.(ctx.auth, body),
    entity.personal?.(ctx.auth),
  );
}

/** What a resource's list reads: its spec for the caller, the caller's scope and status, the filters. */
function listParts<F extends object>(
  entity: CrudEntity<F>,
  ctx: ListContext,
  body: ListBodyValue<F & { status?: number; ids?: string[] }>,
) {
  const { table } = entity;
  const { status, ...filter } = body.filter ?? ({} as F & { status?: number; ids?: string[] });
  const scope = and(
    entity.scope?.(ctx.auth),
    status === undefined ? ne(table.status, constant(DELETED_STATUS)) : eq(table.status, status),
  );
  const spec = typeof entity.listSpec === 'function' ? entity.listSpec(ctx.auth) : entity.listSpec;
  return { table, spec, scope, filter };
}

/**
 * A resource's count call: the total its list would answer, read alone (the kept total when one
 * applies, else a count over the same filters and scope), with no page of rows in its view.
 */
export async function countRecords<F extends object>(
  entity: CrudEntity<F>,
  ctx: ListContext,
  body: ListBodyValue<F & { status?: number; ids?: string[] }>,
): Promise<number> {
  if (entity.list) return (await entity.list(ctx, { ...body, page: 1, limit: 1, after: undefined })).total;
  const kept = entity.keptTotal?.(ctx.auth, body);
  if (kept) return scalar(ctx.db, kept);
  const { table, spec, scope, filter } = listParts(entity, ctx, body);
  return countTable(ctx.db, table, spec, { ...body, filter: filter as F & { ids?: string[] } }, scope);
}

/**
 * The picker's list: the active records the caller may see, at most LOOKUP_MAX_ROWS, in its compiled
 * view (a thousand rows mapped by the query builder cost more than reading them).
 */
export async function lookupRecords<F extends object>(entity: CrudEntity<F>, { db, auth }: ListContext) {
  const { table, lookup } = entity;
  if (!lookup) throw new Error(`${entity.declaration.name} has no lookup`);
  const view = compiledView(lookup.view);
  const where = and(eq(table.status, AccountStatus.ACTIVE), entity.scope?.(auth));
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${view.selection} from ${table} where ${where}
      order by ${asc(lookup.order)}, ${asc(table.id)} limit ${LOOKUP_MAX_ROWS}`),
  );
  return rows.map((row) => view.decode(row));
}

/** The API's calls for one resource, from its declaration: see CrudEntity for what is whose. */
export function crudRoutes<F extends object>(entity: CrudEntity<F>): FastifyPluginAsyncTypebox<CrudServices> {
  const { declaration, table, view, noun } = entity;
  const { notFound: notFoundId, duplicate } = messagesOf(entity);
  const { api, name } = declaration;
  if (api.lookup && !entity.lookup) throw new Error(`${name} declares a lookup but its entity has none`);
  if ((api.create && !entity.createBody) || (api.update && !entity.updateBody)) {
    throw new Error(`${name} declares a write whose body its entity does not give`);
  }
  const read = { access: { resource: name, action: 'read' } } as const;
  const access = (action: 'update' | 'delete' | 'status') => ({ access: { resource: name, action } });
  const Filter = Strict({
    ...entity.filters,
    status: Type.Optional(RecordStatus),
    ids: Type.Optional(IdsFilter),
  });
  const ListBodySchema = ListBody(Filter);
  const One = Answer(entity.record);
  const StatusBody = Strict({ status: RecordStatus });
  // Money fields leave only for those who see money (shared/roles), whatever the entity answers.
  const shown =
    declaration.money.length > 0
      ? (row: Row, auth: AuthContext) => forCaller(row, auth.type)
      : (row: Row) => row;
  const columnsOf = (body: Body, ctx: CrudContext) => {
    if (!entity.columns) throw new Error(`${name} has no columns for the kit's default writes`);
    return entity.columns(body, ctx);
  };

  return async (app, services) => {
    const { db } = services;
    const context = (request: FastifyRequest): CrudContext => ({
      auth: caller(request),
      db,
      services,
      request,
    });

    const find = async (tx: Database, id: string, auth?: AuthContext) => {
      const [row] = await tx
        .select({ ...view, ...(auth && entity.personal?.(auth)) })
        .from(table)
        .where(and(eq(table.id, id), auth && entity.scope?.(auth)));
      return row as Row | undefined;
    };
    /** The record as this caller may see it: 404 when it is not there (for them), or 403 when said. */
    const recordFor = async (auth: AuthContext, id: string, tx: Database = db) => {
      const found = await find(tx, id, auth);
      if (found) return found;
      if (entity.notYours && entity.scope?.(auth) && (await find(tx, id))) throw forbidden(entity.notYours);
      throw notFound(notFoundId);
    };
    /** A write that may break a unique field answers 409 with the field, and changes nothing. */
    const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        const field = entity.uniqueField;
        if (field && isUniqueViolation(error)) {
          throw conflict(duplicate, {
            [field]: 'field.already_used',
          });
        }
        throw error;
      }
    };
    /**
     * Sets columns of one row and answers it as the view shows it, in one statement: the updated row
     * takes the table's name in a WITH, so the view's columns and lookups read it, not the table.
     */
    const writeRow = async (tx: Database, id: string, set: Record<string, unknown>) => {
      const updated = tx.$with(getTableName(table)).as(
        tx
          .update(table)
          .set({ ...set, updatedAt: sql`now()` } as never)
          .where(eq(table.id, id))
          .returning(),
      );
      const [row] = await tx.with(updated).select(view).from(updated);
      return row as Row;
    };
    /**
     * A change to one record in one transaction: the record as the caller may see it (404 or 403 else),
     * the entity's checks and the write (answering the record after it), then the activity entry with
     * both. Checks run on the transaction too, so what they saw is what the write changes.
     */
    const change = (
      ctx: CrudContext,
      id: string,
      action: ActivityAction,
      work: (tx: Database, before: Row, txContext: CrudContext) => Promise<Row>,
    ) =>
      guarded(() =>
        db.transaction(async (tx) => {
          const before = await recordFor(ctx.auth, id, tx);
          const after = await work(tx, before, { ...ctx, db: tx });
          await activityLog().record(tx, ctx.auth.userId, [
            { action, entity: name, entityId: before._id, before, after },
          ]);
          return after;
        }),
      );
    /**
     * The same change in one statement, for entities whose checks need no row (see updateLogged):
     * 404 or 403 only once nothing was updated.
     */
    const changeAtOnce = (
      ctx: CrudContext,
      id: string,
      action: ActivityAction,
      set: Record<string, unknown>,
    ) =>
      guarded(async () => {
        const { auth } = ctx;
        const log = { actorId: auth.userId, action, entity: name };
        const scope = entity.scope?.(auth);
        const after = await updateLogged(db, { table, view, scope, id, set, log });
        if (after) return after;
        await recordFor(auth, id); // 404, or 403 where the entity says so
        throw notFound(notFoundId); // only if it appeared in between
      });
    const list = (ctx: ListContext, body: ListBodyValue<F & { status?: number; ids?: string[] }>) =>
      listRecords(entity, ctx, body);

    app.route({
      ...split(api.list),
      schema: { body: ListBodySchema, response: { 200: ListAnswer(entity.record) } },
      config: read,
      handler: async (request) => {
        const ctx = context(request);
        const result = await list(ctx, request.body as ListBodyValue<F>);
        const rows = entity.decorate ? await entity.decorate(result.data as Row[], ctx) : result.data;
        return { result: { ...result, data: rows.map((row) => shown(row as Row, ctx.auth)) } };
      },
    });

    if (api.count) {
      app.route({
        ...split(api.count),
        schema: { body: ListBodySchema, response: { 200: Answer(Type.Integer({ minimum: 0 })) } },
        config: read,
        handler: async (request) => ({
          result: await countRecords(entity, context(request), request.body as ListBodyValue<F>),
        }),
      });
    }

    app.route({
      ...split(api.getOne),
      schema: { params: IdParams, response: { 200: One } },
      config: read,
      handler: async (request) => {
        const ctx = context(request);
        const found = await recordFor(ctx.auth, request.params.id);
        const [more] = entity.detail
          ? await db.select(entity.detail).from(table).where(eq(table.id, found._id))
          : [];
        const row = { ...found, ...more };
        const [decorated] = entity.decorate ? await entity.decorate([row], ctx) : [row];
        return { result: shown(decorated!, ctx.auth) };
      },
    });

    if (api.create) {
      app.route({
        ...split(api.create.route),
        schema: { body: entity.createBody!, response: { 201: One } },
        config: { access: { resource: name, action: 'create' } },
        handler: async (request, reply) => {
          const ctx = context(request);
          const { auth } = ctx;
          const body = request.body as Body;
          entity.checkBody?.(body);
          await entity.check?.(ctx, body);
          const insertLogged: InsertLogged = (work) =>
            guarded(() =>
              db.transaction(async (tx) => {
                const done = await work(tx);
                const { id, action } =
                  typeof done === 'string' ? { id: done, action: 'create' as const } : done;
                const after = (await find(tx, id, auth))!;
                await activityLog().record(tx, auth.userId, [{ action, entity: name, entityId: id, after }]);
                return after;
              }),
            );
          const { record, message } = entity.create
            ? await entity.create(ctx, body, insertLogged)
            : {
                record: await insertLogged(async (tx) => {
                  const [row] = await tx
                    .insert(table)
                    .values(columnsOf(body, ctx) as never)
                    .returning({ id: table.id });
                  return (row as { id: string }).id;
                }),
                message: `${noun} added.`,
              };
          reply.status(201);
          return { result: shown(record, auth), message };
        },
      });
    }

    if (api.update) {
      app.route({
        ...split(api.update.route),
        schema: { params: IdParams, body: entity.updateBody!, response: { 200: One } },
        config: access('update'),
        handler: async (request) => {
          const ctx = context(request);
          const body = request.body as Body;
          entity.checkBody?.(body);
          const { id } = request.params;
          const after =
            entity.check || entity.onUpdate
              ? await change(ctx, id, 'update', async (tx, before, txContext) => {
                  await entity.check?.(txContext, body, before);
                  const changed = await writeRow(tx, before._id, columnsOf(body, txContext));
                  await entity.onUpdate?.(tx, before, body);
                  return changed;
                })
              : await changeAtOnce(ctx, id, 'update', columnsOf(body, ctx));
          return { result: shown(after, ctx.auth), message: `${noun} updated.` };
        },
      });
    }

    if (api.changeStatus) {
      app.route({
        ...split(api.changeStatus),
        schema: { params: IdParams, body: StatusBody, response: { 200: One } },
        config: access('status'),
        handler: async (request) => {
          const ctx = context(request);
          const { status } = request.body;
          // Restoring a deleted record brings its unique field back: another may have taken it (409).
          const { id } = request.params;
          const action = statusAction(status);
          const after =
            entity.checkStatus || entity.onStatus
              ? await change(ctx, id, action, async (tx, before) => {
                  entity.checkStatus?.(ctx, before, status);
                  const changed = await writeRow(tx, before._id, { status });
                  await entity.onStatus?.(tx, before, status);
                  return changed;
                })
              : await changeAtOnce(ctx, id, action, { status });
          return { result: shown(after, ctx.auth), message: `${noun} status changed.` };
        },
      });
    }

    // A delete of its own route (not a status change with a body) deletes softly: status 3.
    if (api.delete && !api.delete.body) {
      app.route({
        ...split(api.delete.route),
        schema: { params: IdParams, response: { 200: One } },
        config: access('delete'),
        handler: async (request) => {
          const ctx = context(request);
          const { id } = request.params;
          const status = DELETED_STATUS;
          const after =
            entity.checkStatus || entity.onStatus
              ? await change(ctx, id, 'delete', async (tx, before) => {
                  entity.checkStatus?.(ctx, before, status);
                  const changed = await writeRow(tx, before._id, { status });
                  await entity.onStatus?.(tx, before, status);
                  return changed;
                })
              : await changeAtOnce(ctx, id, 'delete', { status });
          return { result: shown(after, ctx.auth), message: `${noun} deleted.` };
        },
      });
    }

    if (api.purge) {
      app.route({
        ...split(api.purge),
        schema: { params: IdParams, response: { 200: MessageAnswer } },
        config: access('delete'),
        handler: async (request) => {
          const { auth } = context(request);
          const before = await recordFor(auth, request.params.id);
          const reason = await entity.inUse?.(db, before._id);
          if (reason) throw conflict(reason);
          await db.transaction(async (tx) => {
            await tx.delete(table).where(eq(table.id, before._id));
            await activityLog().record(tx, auth.userId, [
              { action: 'purge', entity: name, entityId: before._id, before },
            ]);
          });
          return { message: `${noun} removed.` };
        },
      });
    }

    const lookup = entity.lookup;
    if (api.lookup && lookup) {
      app.route({
        ...split(api.lookup),
        schema: { response: { 200: Answer(Type.Array(lookup.record)) } },
        config: read,
        handler: async (request, reply) => {
          const rows = await lookupRecords(entity, { db, auth: caller(request) });
          // The browser keeps the list for a while (spec 001 §3's cached lists); it revalidates after.
          reply.header('Cache-Control', 'private, max-age=60');
          return { result: rows };
        },
      });
    }
  };
}
