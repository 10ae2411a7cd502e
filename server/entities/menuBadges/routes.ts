import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SEARCH_MAX_LENGTH } from '../../../shared/constants';
import type { MenuBadge } from '../../../shared/menu';
import { BADGE_CALLS, ReviewCountType } from '../../../shared/menuBadges';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { Answer, Strict, Text } from '../../platform/http/schemas';
import { BADGE_COUNTS, type BadgeBody } from './counts';

const BadgeBodySchema = Strict({
  search: Type.Optional(Text(SEARCH_MAX_LENGTH)),
  asset_label: Type.Optional(Text(200)),
  type: Type.Optional(
    Type.Union([Type.Literal(ReviewCountType.STAFF), Type.Literal(ReviewCountType.RIGHT_HOLDER)]),
  ),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
});

/** The menu's count calls (spec 001 §7, Counts), one per badge, as the shared registry lists them. */
export const menuBadgeRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  for (const [badge, call] of Object.entries(BADGE_CALLS) as Array<
    [MenuBadge, (typeof BADGE_CALLS)[MenuBadge]]
  >) {
    const count = BADGE_COUNTS[badge];
    app.route({
      method: call.method,
      url: call.path,
      schema: {
        ...(call.method === 'POST' && { body: BadgeBodySchema }),
        response: { 200: Answer(Type.Integer({ minimum: 0 })) },
      },
      config: { access: call.access },
      handler: async (request) => ({
        result: await count(db, caller(request), (request.body ?? {}) as BadgeBody),
      }),
    });
  }
};
