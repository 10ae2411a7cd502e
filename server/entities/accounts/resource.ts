import { randomBytes } from 'node:crypto';
import { type TObject } from '@sinclair/typebox';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { AccountStatus } from '../../../shared/constants';
import type { ResourceName } from '../../../shared/resources';
import type { ResourceDeclaration } from '../../../shared/resources/types';
import type { UserType } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import { hashPassword } from '../../platform/auth/passwords';
import { forgetSessions } from '../../platform/auth/sessionMemory';
import { revokeSessionsActingFor, revokeUserSessions } from '../../platform/auth/sessions';
import type { Body, CrudEntity, Noun, Row } from '../../platform/http/crudEntity';
import { conflict, forbidden } from '../../platform/http/errors';
import type { users } from '../users/table';
import { users as usersTable } from '../users/table';
import { accountListSpec, emailTaken, insertAccount, type AccountColumns } from './repository';

/**
 * One kind of account (admins, creators, rights holders): the users of some types, with their own
 * fields and rules, served by the resource kit over their declaration's calls.
 */
export interface AccountKind {
  declaration: ResourceDeclaration<ResourceName>;
  noun: Noun;
  /** Which user types this kind holds. */
  types: readonly UserType[];
  createBody: TObject;
  updateBody: TObject;
  /** The list's filters beyond status and ids. */
  filters?: TObject['properties'];
  view: SelectedFields & { _id: typeof usersTable.id };
  /** The view's schema: what an answer may carry. */
  record: TObject;
  /** The columns a create or update body sets (name, email and company included). */
  columns(body: Body): AccountColumns;
  /** The type of a new account. */
  typeOf(body: Body): UserType;
  /** Narrows what a caller sees (a rights holder only themself). */
  scope?(auth: AuthContext): SQL | undefined;
  /** Refuses an update the kind does not allow (throws an HttpError). */
  checkUpdate?(auth: AuthContext, before: Row, body: Body): void;
}

const EMAIL_TAKEN = 'profile.email_taken';

export function accountResource(kind: AccountKind): CrudEntity<{ type?: number }> {
  return {
    declaration: kind.declaration,
    noun: kind.noun,
    table: usersTable,
    view: kind.view,
    record: kind.record,
    listSpec: accountListSpec,
    filters: kind.filters ?? {},
    createBody: kind.createBody,
    updateBody: kind.updateBody,
    scope: (auth) => and(inArray(usersTable.type, [...kind.types]), kind.scope?.(auth)),
    columns: (body) => kind.columns(body),
    async check({ auth, db }, body, before) {
      if (before) kind.checkUpdate?.(auth, before, body);
      if (typeof body.email === 'string' && (await emailTaken(db, body.email, before?._id))) {
        throw conflict(EMAIL_TAKEN, { email: 'field.already_used' });
      }
    },
    async create({ services, request }, body, insertLogged) {
      const { links } = services;
      // No password until they choose one through the invitation mailed to them.
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      let invitation: Awaited<ReturnType<typeof links.issue>> | undefined;
      const record = await insertLogged(async (tx) => {
        const id = await insertAccount(tx, {
          ...(kind.columns(body) as typeof users.$inferInsert),
          type: kind.typeOf(body),
          status: (body.status as number | undefined) ?? AccountStatus.ACTIVE,
          passwordHash: unusable,
        });
        invitation = await links.issue(tx, id, 'invite');
        return id;
      });
      try {
        await links.mail({ email: String(record.email), name: String(record.name) }, invitation!, 'invite');
      } catch (error) {
        // The account stands; the person can still ask for a reset link from the sign-in page.
        request.log.warn({ err: error }, 'invitation mail failed');
        return { record, message: `${kind.noun} added, but the invitation mail could not be sent.` };
      }
      return { record, message: `${kind.noun} added and invited by mail.` };
    },
    async onUpdate(_tx, before, body) {
      // A new role applies to the account's next call, not after its session is next looked up.
      if (body.type !== undefined && body.type !== before.type) forgetSessions();
    },
    checkStatus({ auth }, before) {
      if (before._id === auth.userId) throw forbidden('accounts.own_status');
    },
    async onStatus(tx, before, status) {
      // A disabled or deleted account is signed out everywhere at once, and so is its team.
      if (status !== AccountStatus.ACTIVE) {
        await revokeUserSessions(tx, before._id);
        await revokeSessionsActingFor(tx, before._id);
      }
    },
  };
}
