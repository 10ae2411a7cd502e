import type { TObject } from '@sinclair/typebox';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ResourceName } from '../../../shared/resources';
import type { AnySaid } from '../../../shared/messages';
import type { Said } from '../../../shared/serverMessages';
import type { ResourceDeclaration } from '../../../shared/resources/types';
import type { ActivityAction } from './activity';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/client';
import type { NotFoundId } from './errors';
import type { ListBodyValue, ListResult, ListSpec } from './listQuery';

export type Body = Record<string, unknown>;
export type Row = Record<string, unknown> & { _id: string };

/** A table the kit can serve: an id, a status (3 = deleted) and the time of the last change. */
export type CrudTable = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn };

/**
 * The services a hook may use. The kit knows only the database; the app merges its services into this
 * interface (server/services.ts), so hooks see them all while the kit imports nothing of the app.
 */
export interface CrudServices {
  db: Database;
}

/** What a hook may use: the caller, the database, the API's services and the request. */
export interface CrudContext {
  auth: AuthContext;
  db: Database;
  services: CrudServices;
  request: FastifyRequest;
}

/** What a list needs: the caller and the database. */
export type ListContext = Pick<CrudContext, 'auth' | 'db'>;

/**
 * Stores a new record in one transaction with its activity entry, and answers it as the caller sees
 * it. `work` writes the rows and gives the id (and 'update' when it renewed an existing record).
 */
export type InsertLogged = (
  work: (tx: Database) => Promise<string | { id: string; action: ActivityAction }>,
) => Promise<Row>;

/** Each record's name, with the catalogue's words for it not being there, or already there. */
export const NOT_FOUND = {
  Admin: 'not_found.admin',
  Agreement: 'not_found.agreement',
  Channel: 'not_found.channel',
  Content: 'not_found.content',
  Creator: 'not_found.creator',
  'Library item': 'not_found.library_item',
  'Content owner': 'not_found.rights_holder',
  'Team member': 'not_found.team_member',
} as const satisfies Record<string, NotFoundId>;
export type Noun = keyof typeof NOT_FOUND;

/** What the kit answers when a record is not there (404), or its unique field is taken (409). */
export interface NounMessages {
  notFound: NotFoundId;
  duplicate?: AnySaid;
}

/**
 * The record's name in messages ('Speaker added.', 'Channel not found.') and the kit's 404 and 409
 * for it: a noun of NOT_FOUND says them (a taken unique field is 'record.exists'), or the entity brings its own (a declared
 * simple resource, from its declaration).
 */
export type Named = { noun: Noun; messages?: undefined } | { noun: string; messages: NounMessages };

/** An entity's 404 and 409 (a taken unique field without its own 409 is 'record.exists'). */
export function messagesOf(named: Named): Required<NounMessages> {
  if (named.messages) {
    const { notFound, duplicate = 'record.exists' } = named.messages;
    return { notFound, duplicate };
  }
  return { notFound: NOT_FOUND[named.noun], duplicate: 'record.exists' };
}

/** An entity's name and messages alone, kept as one of Named's two forms. */
export const namedOf = (named: Named): Named =>
  named.messages ? { noun: named.noun, messages: named.messages } : { noun: named.noun };

/**
 * One resource served over the calls its declaration names: list (and count), detail, add, update,
 * status change (3 deletes softly), removal for good while unused, and the picker's lookup. The
 * entity brings its table, what a record answers, its bodies, who sees which rows, and hooks for what
 * is its own; everything else (access from the declaration, the activity log, money left out for
 * non-earning callers, 404s, 409 on a unique field, one transaction per write) is the kit's.
 * Its name in messages and its 404 and 409 are Named's.
 */
export type CrudEntity<F extends object = Record<string, never>> = CrudEntityParts<F> & Named;

export interface CrudEntityParts<F extends object = Record<string, never>> {
  declaration: ResourceDeclaration<ResourceName>;
  table: CrudTable;
  /** What a record answers (a whitelist of columns), and its schema. */
  view: SelectedFields & { _id: AnyColumn };
  record: TObject;
  /** The list's whitelist as SQL; a function when a filter depends on the caller (their favourites). */
  listSpec: ListSpec<F> | ((auth: AuthContext) => ListSpec<F>);
  /** Fields that depend on who asks (their own like, their star), added to the list's and detail's view. */
  personal?(auth: AuthContext): SelectedFields;
  /** More fields the detail alone answers (an item's notes), read after the record. */
  detail?: SelectedFields;
  /** Finishes the rows a list or detail answers (short-lived signed links to their pictures, say). */
  decorate?(rows: Row[], ctx: CrudContext): Promise<Row[]>;
  /** The list's filters beyond status and ids. */
  filters: TObject['properties'];
  createBody?: TObject;
  updateBody?: TObject;
  /** The rows this caller may see at all (their own side's); undefined: every row. */
  scope?(auth: AuthContext): SQL | undefined;
  /**
   * How a record outside the caller's scope answers: 404 by default (it does not exist for them), or
   * 403 with this text where the product tells people a record is someone else's.
   */
  notYours?: Said;
  /**
   * The total the database keeps for this list (a counts table a trigger maintains), as a scalar
   * subquery; undefined when none applies to the body (a search, say), and the rows are counted.
   */
  keptTotal?(
    auth: AuthContext,
    body: ListBodyValue<F & { status?: number; ids?: string[] }>,
  ): SQL<number> | undefined;
  /** A list of its own (a total kept by a trigger, say); `scope` and status are then its to apply. */
  list?(
    ctx: ListContext,
    body: ListBodyValue<F & { status?: number; ids?: string[] }>,
  ): Promise<ListResult<Row>>;
  /**
   * Checks a write's body alone (throws an HttpError), before any row is read. An update whose entity
   * has no `check` and no `onUpdate` is then one statement (server/platform/http/loggedUpdate).
   */
  checkBody?(body: Body): void;
  /** Checks a write against other rows and the caller (throws an HttpError); `before` on update. */
  check?(ctx: CrudContext, body: Body, before?: Row): Promise<void> | void;
  /** The columns a create or update body sets (the default add and update). */
  columns?(body: Body, ctx: CrudContext): Record<string, unknown>;
  /** An add of its own (an invitation, a Google connection): stores through `insertLogged`. */
  create?(
    ctx: CrudContext,
    body: Body,
    insertLogged: InsertLogged,
  ): Promise<{ record: Row; message: string }>;
  /** More work in the update's transaction (forgetting sessions whose role changed, say). */
  onUpdate?(tx: Database, before: Row, body: Body): Promise<void>;
  /**
   * Refuses a status change (throws an HttpError), e.g. of one's own account. Without it and without
   * `onStatus`, a status change is one statement.
   */
  checkStatus?(ctx: CrudContext, before: Row, status: number): void;
  /** More work in the status change's transaction (signing a disabled account out, say). */
  onStatus?(tx: Database, before: Row, status: number): Promise<void>;
  /** What the lookup answers per active record (the picker's fields), in `order`. */
  lookup?: { view: SelectedFields & { _id: AnyColumn }; record: TObject; order: AnyColumn };
  /** Why the record may not be removed for good (it is in use), or undefined. */
  inUse?(db: Database, id: string): Promise<AnySaid | undefined>;
  /** The field whose value must be unique among records (a unique index): its violation is a 409. */
  uniqueField?: string;
}
