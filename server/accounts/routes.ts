import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from '@sinclair/typebox';
import type { SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { AccountStatus } from '../../shared/constants';
import type { ResourceName } from '../../shared/resources';
import type { UserType } from '../../shared/roles';
import { loggedChanges, recordActivity, statusAction } from '../activityLog/repository';
import type { AuthContext } from '../auth/context';
import { hashPassword } from '../auth/passwords';
import { caller } from '../auth/plugin';
import { revokeSessionsActingFor, revokeUserSessions } from '../auth/sessions';
import type { Database } from '../db/client';
import { conflict, forbidden, notFound } from '../http/errors';
import { Answer, IdParams, IdsFilter, ListAnswer, ListBody, RecordStatus, Strict } from '../http/schemas';
import type { PasswordLinks } from '../passwordReset/links';
import type { users } from '../users/table';
import {
  emailTaken,
  findAccount,
  insertAccount,
  listAccounts,
  setAccountStatus,
  updateAccount,
  type AccountColumns,
} from './repository';
import { Count } from './schemas';

type Body = Record<string, unknown> & { email?: string; status?: number };

/**
 * One kind of account (admins, creators, rights holders): the users of some types, with their own
 * calls, fields and rules, served by the same list, detail, add, update and status routes.
 */
export interface AccountKind {
  /** The resource: its declaration says who reads and writes; also the activity log's entity. */
  entity: ResourceName;
  noun: string;
  /** Which user types this kind holds, and which a new account may take. */
  types: readonly UserType[];
  paths: { list: string; count?: string; add: string; detail: string; update: string; status: string };
  createBody: TObject;
  updateBody: TObject;
  /** The list's filters beyond status and ids. */
  filters?: TObject['properties'];
  view: SelectedFields & { _id: unknown };
  /** The view's schema: what an answer may carry. */
  record: TObject;
  /** The columns a create or update body sets (name, email and company included). */
  columns(body: Body): AccountColumns;
  /** The type of a new account. */
  typeOf(body: Body): UserType;
  /** Narrows what a caller sees (a rights holder only themself). */
  scope?(auth: AuthContext): SQL | undefined;
  /** Refuses an update the kind does not allow (throws an HttpError). */
  checkUpdate?(auth: AuthContext, before: Record<string, unknown> & { _id: string }, body: Body): void;
}

const EMAIL_TAKEN = 'This email is already used by another account.';
export const AccountStatusBody = Strict({ status: RecordStatus });

export function accountRoutes(
  kind: AccountKind,
): FastifyPluginAsyncTypebox<{ db: Database; links: PasswordLinks }> {
  const ListBodySchema = ListBody(
    Strict({ ...kind.filters, status: Type.Optional(RecordStatus), ids: Type.Optional(IdsFilter) }),
  );
  const One = Answer(kind.record);
  const read = { access: { resource: kind.entity, action: 'read' } } as const;
  const write = { access: { resource: kind.entity, action: 'write' } } as const;
  const find = (db: Database, auth: AuthContext, id: string) =>
    findAccount(db, kind.view, id, kind.types, kind.scope?.(auth)) as Promise<
      Record<string, unknown> | undefined
    >;

  return async (app, { db, links }) => {
    async function accountFor(auth: AuthContext, id: string) {
      const found = await find(db, auth, id);
      if (!found) throw notFound(kind.noun);
      return found as Record<string, unknown> & { _id: string };
    }
    const changeLogged = loggedChanges(db, kind.entity, (tx, id, auth) => find(tx, auth, id));
    const list = (body: object, auth: AuthContext) =>
      listAccounts(db, kind.view, body as Parameters<typeof listAccounts>[2], kind.types, kind.scope?.(auth));

    app.post(
      kind.paths.list,
      { schema: { body: ListBodySchema, response: { 200: ListAnswer(kind.record) } }, config: read },
      async (request) => ({
        result: await list(request.body, caller(request)),
      }),
    );

    if (kind.paths.count) {
      app.post(
        kind.paths.count,
        { schema: { body: ListBodySchema, response: { 200: Answer(Count) } }, config: read },
        async (request) => ({
          result: (await list({ ...request.body, page: 1, limit: 1, after: undefined }, caller(request)))
            .total,
        }),
      );
    }

    app.patch(
      kind.paths.detail,
      { schema: { params: IdParams, response: { 200: One } }, config: read },
      async (request) => ({
        result: await accountFor(caller(request), request.params.id),
      }),
    );

    app.post(
      kind.paths.add,
      { schema: { body: kind.createBody, response: { 201: One } }, config: write },
      async (request, reply) => {
        const auth = caller(request);
        const body = request.body as Body;
        if (await emailTaken(db, body.email!)) throw conflict(EMAIL_TAKEN, { email: 'is already used' });
        // No password until they choose one through the invitation mailed to them.
        const unusable = await hashPassword(randomBytes(32).toString('base64url'));
        const { created, invitation } = await db.transaction(async (tx) => {
          const id = await insertAccount(tx, {
            ...(kind.columns(body) as typeof users.$inferInsert),
            type: kind.typeOf(body),
            status: body.status ?? AccountStatus.ACTIVE,
            passwordHash: unusable,
          });
          const after = await find(tx, auth, id);
          await recordActivity(tx, auth, { action: 'create', entity: kind.entity, entityId: id, after });
          return { created: after, invitation: await links.issue(tx, id, 'invite') };
        });
        reply.status(201);
        try {
          await links.mail(
            { email: String(created!.email), name: String(created!.name) },
            invitation,
            'invite',
          );
        } catch (error) {
          // The account stands; the person can still ask for a reset link from the sign-in page.
          request.log.warn({ err: error }, 'invitation mail failed');
          return {
            result: created!,
            message: `${kind.noun} added, but the invitation mail could not be sent.`,
          };
        }
        return { result: created!, message: `${kind.noun} added and invited by mail.` };
      },
    );

    app.put(
      kind.paths.update,
      { schema: { params: IdParams, body: kind.updateBody, response: { 200: One } }, config: write },
      async (request) => {
        const auth = caller(request);
        const body = request.body as Body;
        const before = await accountFor(auth, request.params.id);
        kind.checkUpdate?.(auth, before, body);
        if (body.email && (await emailTaken(db, body.email, before._id))) {
          throw conflict(EMAIL_TAKEN, { email: 'is already used' });
        }
        const after = await changeLogged(auth, before._id, 'update', (tx) =>
          updateAccount(tx, before._id, kind.columns(body)),
        );
        return { result: after!, message: `${kind.noun} updated.` };
      },
    );

    app.put(
      kind.paths.status,
      { schema: { params: IdParams, body: AccountStatusBody, response: { 200: One } }, config: write },
      async (request) => {
        const auth = caller(request);
        const before = await accountFor(auth, request.params.id);
        if (before._id === auth.userId) throw forbidden('You cannot change the status of your own account.');
        const { status } = request.body;
        const after = await changeLogged(auth, before._id, statusAction(status), async (tx) => {
          await setAccountStatus(tx, before._id, status);
          // A disabled or deleted account is signed out everywhere at once, and so is its team.
          if (status !== AccountStatus.ACTIVE) {
            await revokeUserSessions(tx, before._id);
            await revokeSessionsActingFor(tx, before._id);
          }
        });
        return { result: after!, message: `${kind.noun} status changed.` };
      },
    );
  };
}
