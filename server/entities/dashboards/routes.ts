import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DASHBOARD_PATHS, type DashboardKind } from '../../../shared/dashboards';
import type { AccessName } from '../../../shared/resources';
import { caller } from '../../platform/auth/plugin';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { Answer } from '../../platform/http/schemas';
import type { ApiServices } from '../../services';
import { analyticsDashboard } from './analytics';
import { channelDashboard } from './channel';
import { creatorDashboard } from './creator';
import { graphsDashboard } from './graphs';
import { answerOf, rangeOf, type Dashboard, type Range, type TopOptions } from './kit';
import { podcastDashboard } from './podcast';
import { ChannelDashboardBody, DashboardAnswer, DashboardBody } from './schemas';
import { shopDashboard } from './shop';
import { socialMediaDashboard } from './socialMedia';

type Build = (
  db: Database,
  auth: AuthContext,
  range: Range,
  channelId: string | undefined,
  options: TopOptions,
) => Promise<Dashboard>;

/** Each dashboard: who may call it (its page's declaration, shared/resources/pages.ts), what it shows, how. */
const DASHBOARDS: Record<DashboardKind, { access: [AccessName, string]; what: string; build: Build }> = {
  analytics: {
    access: ['dashboard', 'analytics'],
    what: 'The analytics dashboard (/dashboard/analytics): work waiting, content and channel counts, trends; revenue for earning roles.',
    build: analyticsDashboard,
  },
  creator: {
    access: ['dashboard', 'creatorHome'],
    what: "The creator's dashboard (/dashboard): its channels, views, earnings, claims, agreements ending soon and requests.",
    build: creatorDashboard,
  },
  graphs: {
    access: ['dashboard-graphs', 'read'],
    what: 'The whole business over time (/dashboard-graphs): revenue, channels, content, claims and takedowns by month.',
    build: graphsDashboard,
  },
  channel: {
    access: ['dashboard-channel', 'read'],
    what: "One channel's dashboard (/dashboard-channel): its videos, views, claims and revenue; the channel is one the caller may see.",
    build: channelDashboard,
  },
  podcast: {
    access: ['dashboard-podcast', 'read'],
    what: 'The audio content dashboard (/dashboard-podcast): audio items, downloads, top speakers (plays are not recorded).',
    build: podcastDashboard,
  },
  socialMedia: {
    access: ['dashboard-social-media', 'read'],
    what: 'The social media dashboard (/dashboard-social-media): monitored channels and hashtags, matches, claims, takedowns.',
    build: socialMediaDashboard,
  },
  shop: {
    access: ['dashboard-shop', 'read'],
    what: 'The licensing dashboard (/dashboard-shop): licence requests, approvals, most requested items, claimed-video revenue.',
    build: shopDashboard,
  },
};

/**
 * The dashboards (issue 37), one call each over a date range (the last 12 months by default),
 * scoped to the caller by each dashboard; money only for the types that see it.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (
  app,
  { db, jobs: worker, monthKeyDirectRows },
) => {
  const options: TopOptions = { directRows: monthKeyDirectRows, nudge: () => worker?.nudge() };
  for (const [kind, { access, what, build }] of Object.entries(DASHBOARDS) as [
    DashboardKind,
    (typeof DASHBOARDS)[DashboardKind],
  ][]) {
    app.post(
      DASHBOARD_PATHS[kind],
      {
        schema: {
          description: what,
          body: kind === 'channel' ? ChannelDashboardBody : DashboardBody,
          response: { 200: Answer(DashboardAnswer) },
        },
        config: { access: { resource: access[0], action: access[1] } },
      },
      async (request) => {
        const body = request.body as { from?: string; to?: string; channel_id?: string };
        const range = rangeOf(body);
        return answerOf(range, await build(db, caller(request), range, body.channel_id, options)) as never;
      },
    );
  }
};
