import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from '@sinclair/typebox';
import { asc, eq, ne, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { AccountStatus, DELETED_STATUS, LOOKUP_MAX_ROWS } from '../../shared/constants';
import type { ResourceName } from '../../shared/resources';
import type { ResourceDeclaration } from '../../shared/resources/types';
import { loggedChanges, recordActivity, statusAction } from '../activityLog/repository';
import type { AuthContext } from '../auth/context';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import { conflict, notFound } from './errors';
import type { ListSpec } from './listQuery';
import { listTable } from './listTable';
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

type Body = Record<string, unknown>;
type Row = Record<string, unknown> & { _id: string };

/** A table the kit can serve: an id, a status (3 = deleted) and the time of the last change. */
type CrudTable = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn };

/**
 * One simple resource served over the calls its declaration names: list, detail, add, update,
 * status change (3 deletes softly), removal for good while unused, and the picker's lookup. The
 * entity brings its table, what a record answers, its bodies and its own checks.
 */
export interface CrudEntity<F extends object = Record<string, never>> {
  declaration: ResourceDeclaration<ResourceName>;
  /** The record's name in messages ('Speaker added.'). */
  noun: string;
  table: CrudTable;
  /** What a record answers (a whitelist of columns), and its schema. */
  view: SelectedFields & { _id: AnyColumn };
  record: TObject;
  /** What the lookup answers per active record (the picker's fields), in `order`. */
  lookup: { view: SelectedFields & { _id: AnyColumn }; record: TObject; order: AnyColumn };
  listSpec: ListSpec<F>;
  /** The list's filters beyond status and ids. */
  filters: TObject['properties'];
  createBody: TObject;
  updateBody: TObject;
  /** The columns a create or update body sets. */
  columns(body: Body): Record<string, unknown>;
  /** Checks a write against other rows (throws an HttpError); `before` is the record being updated. */
  check?(db: Database, body: Body, before?: Row): Promise<void>;
  /** Why the record may not be removed for good (it is in use), or undefined. */
  inUse?(db: Database, id: string): Promise<string | undefined>;
  /** The field whose value must be unique among records not deleted (answered 409). */
  uniqueField: string;
}

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

export function crudRoutes<F extends object>(
  entity: CrudEntity<F>,
): FastifyPluginAsyncTypebox<{ db: Database }> {
  const { declaration, table, view, noun } = entity;
  const { api } = declaration;
  const name = declaration.name;
  const read = { access: { resource: name, action: 'read' } } as const;
  const write = { access: { resource: name, action: 'write' } } as const;
  const Filter = Strict({
    ...entity.filters,
    status: Type.Optional(RecordStatus),
    ids: Type.Optional(IdsFilter),
  });
  const ListBodySchema = ListBody(Filter);
  const One = Answer(entity.record);
  const StatusBody = Strict({ status: RecordStatus });
  const taken = () =>
    conflict(`A ${noun.toLowerCase()} with this ${entity.uniqueField} already exists.`, {
      [entity.uniqueField]: 'is already used',
    });

  return async (app, { db }) => {
    const find = async (tx: Database, id: string) => {
      const [row] = await tx.select(view).from(table).where(eq(table.id, id));
      return row as Row | undefined;
    };
    const recordOf = async (id: string) => {
      const found = await find(db, id);
      if (!found) throw notFound(noun);
      return found;
    };
    const changeLogged = loggedChanges(db, name, async (tx, id) => (await find(tx, id))!);
    /** A write that may break the unique name answers 409 with the field, and changes nothing. */
    const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    };

    app.route({
      ...split(api.list),
      schema: { body: ListBodySchema, response: { 200: ListAnswer(entity.record) } },
      config: read,
      handler: async (request) => {
        const { status, ...filter } = (request.body.filter ?? {}) as F & { status?: number; ids?: string[] };
        const scope: SQL = status === undefined ? ne(table.status, DELETED_STATUS) : eq(table.status, status);
        return {
          result: await listTable(
            db,
            table,
            view,
            entity.listSpec,
            { ...request.body, filter: filter as F & { ids?: string[] } },
            scope,
          ),
        };
      },
    });

    app.route({
      ...split(api.getOne),
      schema: { params: IdParams, response: { 200: One } },
      config: read,
      handler: async (request) => ({ result: await recordOf(request.params.id) }),
    });

    if (api.create) {
      app.route({
        ...split(api.create.route),
        schema: { body: entity.createBody, response: { 201: One } },
        config: write,
        handler: async (request, reply) => {
          const auth = caller(request);
          const body = request.body as Body;
          await entity.check?.(db, body);
          const created = await guarded(() =>
            db.transaction(async (tx) => {
              const [row] = await tx
                .insert(table)
                .values(entity.columns(body) as never)
                .returning({ id: table.id });
              const after = (await find(tx, (row as { id: string }).id))!;
              await recordActivity(tx, auth, { action: 'create', entity: name, entityId: after._id, after });
              return after;
            }),
          );
          reply.status(201);
          return { result: created, message: `${noun} added.` };
        },
      });
    }

    const change = (auth: AuthContext, id: string, action: Parameters<typeof changeLogged>[2], set: Body) =>
      guarded(() =>
        changeLogged(auth, id, action, (tx) =>
          tx
            .update(table)
            .set({ ...set, updatedAt: new Date() } as never)
            .where(eq(table.id, id)),
        ),
      );

    if (api.update) {
      app.route({
        ...split(api.update.route),
        schema: { params: IdParams, body: entity.updateBody, response: { 200: One } },
        config: write,
        handler: async (request) => {
          const body = request.body as Body;
          const before = await recordOf(request.params.id);
          await entity.check?.(db, body, before);
          const after = await change(caller(request), before._id, 'update', entity.columns(body));
          return { result: after, message: `${noun} updated.` };
        },
      });
    }

    if (api.changeStatus) {
      app.route({
        ...split(api.changeStatus),
        schema: { params: IdParams, body: StatusBody, response: { 200: One } },
        config: write,
        handler: async (request) => {
          const before = await recordOf(request.params.id);
          const { status } = request.body;
          // Restoring a deleted record brings its name back: another may have taken it since (409).
          const after = await change(caller(request), before._id, statusAction(status), { status });
          return { result: after, message: `${noun} status changed.` };
        },
      });
    }

    if (api.purge) {
      app.route({
        ...split(api.purge),
        schema: { params: IdParams, response: { 200: MessageAnswer } },
        config: write,
        handler: async (request) => {
          const auth = caller(request);
          const before = await recordOf(request.params.id);
          const reason = await entity.inUse?.(db, before._id);
          if (reason) throw conflict(reason);
          await db.transaction(async (tx) => {
            await tx.delete(table).where(eq(table.id, before._id));
            await recordActivity(tx, auth, { action: 'purge', entity: name, entityId: before._id, before });
          });
          return { message: `${noun} removed.` };
        },
      });
    }

    if (api.lookup) {
      const Lookup = Answer(Type.Array(entity.lookup.record));
      app.route({
        ...split(api.lookup),
        schema: { response: { 200: Lookup } },
        config: read,
        handler: async (_request, reply) => {
          const rows = await db
            .select(entity.lookup.view)
            .from(table)
            .where(eq(table.status, AccountStatus.ACTIVE))
            .orderBy(asc(entity.lookup.order), asc(table.id))
            .limit(LOOKUP_MAX_ROWS);
          // The browser keeps the list for a while (spec 001 §3's cached lists); it revalidates after.
          reply.header('Cache-Control', 'private, max-age=60');
          return { result: rows };
        },
      });
    }
  };
}
