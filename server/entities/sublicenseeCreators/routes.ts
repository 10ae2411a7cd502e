import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../../platform/auth/context';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/http/errors';
import { forCaller } from '../../platform/http/money';
import { IdParams } from '../../platform/http/schemas';
import { findSublicenseeCreator, listSublicenseeCreators } from './repository';
import {
  SublicenseeCreatorAnswer,
  SublicenseeCreatorListAnswer,
  SublicenseeCreatorListBody,
} from './schemas';

const read = { access: { resource: 'sublicensee-creators', action: 'read' } } as const;

/** The rights holder the caller works for: itself, or the owner a team member acts for. */
function rightsHolderOf(auth: AuthContext): string {
  if (!auth.ownerId) throw forbidden();
  return auth.ownerId;
}

/** Sublicensee Creators: the creators under a rights holder's active agreements (read only). */
export const sublicenseeCreatorRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/sublicensee-creators',
    {
      schema: {
        description:
          "The creators holding active agreements with the caller's rights holder: their channels, agreements and (for those who see money) what they earned it; search matches the creator's name.",
        body: SublicenseeCreatorListBody,
        response: { 200: SublicenseeCreatorListAnswer },
      },
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const page = await listSublicenseeCreators(db, rightsHolderOf(auth), request.body);
      return { result: { ...page, data: page.data.map((row) => forCaller(row, auth.type)) } };
    },
  );

  app.get(
    '/sublicensee-creators/:id',
    {
      schema: {
        description:
          "One sublicensee creator with its channels and its active agreements with the caller's rights holder; 404 for a creator holding none.",
        params: IdParams,
        response: { 200: SublicenseeCreatorAnswer },
      },
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const found = await findSublicenseeCreator(db, rightsHolderOf(auth), request.params.id);
      if (!found) throw notFound('not_found.creator');
      return { result: forCaller(found, auth.type) };
    },
  );
};
