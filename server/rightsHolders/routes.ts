import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountStatus } from '../../shared/constants';
import { RESOURCE_WRITERS } from '../../shared/resourcePermissions';
import { recordActivity } from '../activityLog/repository';
import type { AuthContext } from '../auth/context';
import { hashPassword } from '../auth/passwords';
import { caller } from '../auth/plugin';
import { revokeUserSessions } from '../auth/sessions';
import type { Database } from '../db/client';
import { conflict, forbidden, notFound } from '../http/errors';
import { IdParams } from '../http/schemas';
import {
  countRightsHolders,
  emailTaken,
  findRightsHolder,
  insertRightsHolder,
  listRightsHolders,
  setAccountStatus,
  updateRightsHolder,
} from './repository';
import {
  RightsHolderCreateBody,
  RightsHolderListBody,
  RightsHolderStatusBody,
  RightsHolderUpdateBody,
} from './schemas';

const ENTITY = 'right-holders';
const read = { access: { route: ENTITY } } as const;
const write = { access: { types: RESOURCE_WRITERS[ENTITY] } } as const;
const EMAIL_TAKEN = 'This email is already used by another account.';

/** Rights holders (content owners), spec 001 §7: staff manage them; a rights holder reads their own. */
export const rightsHolderRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  async function rightsHolderFor(auth: AuthContext, id: string) {
    const found = await findRightsHolder(db, id, auth);
    if (!found) throw notFound('Rights holder');
    return found;
  }

  app.post(
    '/rights/holders/latest',
    { schema: { body: RightsHolderListBody }, config: read },
    async (request) => ({
      result: await listRightsHolders(db, request.body, caller(request)),
    }),
  );

  app.post(
    '/rights/holders/latest/count',
    { schema: { body: RightsHolderListBody }, config: read },
    async (request) => ({ result: await countRightsHolders(db, request.body, caller(request)) }),
  );

  app.patch(
    '/rights/holders/detail/:id',
    { schema: { params: IdParams }, config: read },
    async (request) => ({
      result: await rightsHolderFor(caller(request), request.params.id),
    }),
  );

  app.post(
    '/rights/holders/add',
    { schema: { body: RightsHolderCreateBody }, config: write },
    async (request, reply) => {
      const auth = caller(request);
      if (await emailTaken(db, request.body.email)) throw conflict(EMAIL_TAKEN, { email: 'is already used' });
      // No password until they choose one through the reset-password link.
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      const created = await db.transaction(async (tx) => {
        const id = await insertRightsHolder(tx, request.body, unusable);
        const after = await findRightsHolder(tx, id, auth);
        await recordActivity(tx, auth, { action: 'create', entity: ENTITY, entityId: id, after });
        return after;
      });
      reply.status(201);
      return { result: created, message: 'Rights holder added.' };
    },
  );

  app.put(
    '/rights/holders/:id',
    { schema: { params: IdParams, body: RightsHolderUpdateBody }, config: write },
    async (request) => {
      const auth = caller(request);
      const before = await rightsHolderFor(auth, request.params.id);
      if (request.body.email && (await emailTaken(db, request.body.email, before._id))) {
        throw conflict(EMAIL_TAKEN, { email: 'is already used' });
      }
      const after = await db.transaction(async (tx) => {
        await updateRightsHolder(tx, before._id, request.body);
        const updated = await findRightsHolder(tx, before._id, auth);
        await recordActivity(tx, auth, {
          action: 'update',
          entity: ENTITY,
          entityId: before._id,
          before,
          after: updated,
        });
        return updated;
      });
      return { result: after, message: 'Rights holder updated.' };
    },
  );

  app.put(
    '/rights/holders/change-status/:id',
    { schema: { params: IdParams, body: RightsHolderStatusBody }, config: write },
    async (request) => {
      const auth = caller(request);
      const before = await rightsHolderFor(auth, request.params.id);
      if (before._id === auth.userId) throw forbidden('You cannot change the status of your own account.');
      const { status } = request.body;
      const after = await db.transaction(async (tx) => {
        await setAccountStatus(tx, before._id, status);
        // A disabled or deleted account is signed out everywhere at once.
        if (status !== AccountStatus.ACTIVE) await revokeUserSessions(tx, before._id);
        const updated = await findRightsHolder(tx, before._id, auth);
        await recordActivity(tx, auth, {
          action: status === AccountStatus.DELETED ? 'delete' : 'status',
          entity: ENTITY,
          entityId: before._id,
          before,
          after: updated,
        });
        return updated;
      });
      return { result: after, message: 'Rights holder status changed.' };
    },
  );
};
