import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_CATEGORY } from '../../shared/roles';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import { listActivity } from './repository';
import { ActivityListAnswer, ActivityListBody } from './schemas';

/** Staff read the activity log through the wire contract's list call (its screens come later). */
export const activityLogRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/activity/log',
    {
      schema: { body: ActivityListBody, response: { 200: ActivityListAnswer } },
      config: { access: { types: ADMIN_CATEGORY } },
    },
    async (request) => ({ result: await listActivity(db, request.body, caller(request)) }),
  );
};
