import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { Type } from '@sinclair/typebox';
import { Answer, Strict } from '../../platform/http/schemas';
import { listActivity, recentActivity } from './repository';
import { ActivityListAnswer, ActivityListBody, RecentActivityAnswer } from './schemas';

/** Staff read the activity log through the wire contract's list call (its screens come later). */
export const activityLogRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/activity/log',
    {
      schema: { body: ActivityListBody, response: { 200: ActivityListAnswer } },
      config: { access: { resource: 'activity-log-reports', action: 'readAll' } },
    },
    async (request) => ({ result: await listActivity(db, request.body, caller(request)) }),
  );

  // The notification sidebar's Activity tab: everyone signed in; the repository scopes the entries.
  app.post(
    '/activity/log/recent',
    {
      schema: {
        description:
          "The latest entries of the log for the notification sidebar: the caller's own actions, and for staff everyone's; names and stages only, no snapshots.",
        body: Type.Optional(Strict({})),
        response: { 200: Answer(RecentActivityAnswer) },
      },
      config: { access: { signedIn: true } },
    },
    async (request) => ({ result: await recentActivity(db, caller(request)) }),
  );
};
