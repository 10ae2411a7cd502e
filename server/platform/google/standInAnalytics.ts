import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ANALYTICS_PAGE_SIZE, type UploaderType } from './analytics';

/*
 * A local stand-in for the YouTube Analytics API's reports.query (content owner, revenue of claimed
 * videos by video and day or month) and the token endpoint's refresh grant, speaking the protocol for
 * the subset the app uses. Its figures are not its own: `revenue` answers them (the app derives them
 * from its stored videos, deterministically), so the same month always reads the same.
 */

/** A video's revenue for one day, as the stand-in's source gives it (micro-units, exact). */
export interface StandInRevenueDay {
  videoId: string;
  day: string;
  views: number;
  revenueMicros: bigint;
  adRevenueMicros: bigint;
}

/** The days of [startDate, endDate] of the content owner's videos of one uploader type. */
export type StandInRevenueSource = (query: {
  startDate: string;
  endDate: string;
  uploaderType: UploaderType;
}) => Promise<StandInRevenueDay[]>;

export interface StandInAnalyticsOptions {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  contentOwnerId: string;
  revenue: StandInRevenueSource;
}

export function createStandInAnalytics() {
  const failures: { status: number; reason: string; skip: number }[] = [];
  /** Each reports.query's parameters, as asked. */
  const queries: Record<string, string>[] = [];
  return {
    queries,
    /** The report call after the next `skip` ones answers this error (a failure part way through). */
    failAfter(skip: number, failure: { status: number; reason: string }) {
      failures.push({ ...failure, skip });
    },
    takeFailure() {
      const next = failures[0];
      if (next && next.skip > 0) {
        next.skip -= 1;
        return undefined;
      }
      return failures.shift();
    },
  };
}
export type StandInAnalytics = ReturnType<typeof createStandInAnalytics>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const METRICS = ['estimatedRevenue', 'estimatedAdRevenue', 'views'] as const;

function apiError(reply: FastifyReply, status: number, reason: string, message: string) {
  return reply.status(status).send({ error: { code: status, message, errors: [{ reason, message }] } });
}

/** Micro-units as the API writes money: a JSON number. */
const amount = (micros: bigint) => Number(micros) / 1_000_000;

/** Register under a prefix: `/token` and `/v2/reports`. */
export const analyticsStandIn: FastifyPluginAsync<
  StandInAnalyticsOptions & { state: StandInAnalytics }
> = async (app, options) => {
  const { state } = options;
  const tokens = new Set<string>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post('/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Unauthorized' });
    }
    if (body.grant_type !== 'refresh_token' || body.refresh_token !== options.refreshToken) {
      return reply.status(400).send({ error: 'invalid_grant', error_description: 'Bad Request' });
    }
    const token = randomBytes(16).toString('hex');
    tokens.add(token);
    return { access_token: token, expires_in: 3599, token_type: 'Bearer' };
  });

  app.get('/v2/reports', async (request, reply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) return apiError(reply, 401, 'authError', 'Invalid Credentials');
    const query = request.query as Record<string, string>;
    state.queries.push({ ...query });
    if (query.ids !== `contentOwner==${options.contentOwnerId}`) {
      return apiError(reply, 403, 'forbidden', 'Forbidden');
    }
    const failure = state.takeFailure();
    if (failure)
      return apiError(reply, failure.status, failure.reason, `Stand-in failure: ${failure.reason}`);
    const { startDate = '', endDate = '' } = query;
    if (!DAY.test(startDate) || !DAY.test(endDate) || startDate > endDate) {
      return apiError(reply, 400, 'badRequest', 'Invalid startDate or endDate.');
    }
    const dimensions = (query.dimensions ?? '').split(',');
    const granularity = dimensions[1];
    if (
      dimensions.length !== 2 ||
      dimensions[0] !== 'video' ||
      (granularity !== 'day' && granularity !== 'month')
    ) {
      return apiError(
        reply,
        400,
        'badRequest',
        'The query is not supported: use dimensions video,day or video,month.',
      );
    }
    const metrics = (query.metrics ?? '').split(',');
    if (metrics.length === 0 || metrics.some((metric) => !(METRICS as readonly string[]).includes(metric))) {
      return apiError(reply, 400, 'badRequest', 'Unknown metric.');
    }
    // Content owner reports must be filtered by claimed status and uploader type together.
    const filters = Object.fromEntries((query.filters ?? '').split(';').map((pair) => pair.split('==')));
    const uploaderType = filters.uploaderType;
    if (filters.claimedStatus !== 'claimed' || (uploaderType !== 'self' && uploaderType !== 'thirdParty')) {
      return apiError(reply, 400, 'badRequest', 'Filter by claimedStatus==claimed and uploaderType.');
    }
    const startIndex = Number(query.startIndex ?? '1');
    const maxResults = Number(query.maxResults ?? String(ANALYTICS_PAGE_SIZE));
    if (!Number.isInteger(startIndex) || startIndex < 1 || !Number.isInteger(maxResults) || maxResults < 1) {
      return apiError(reply, 400, 'badRequest', 'Invalid startIndex or maxResults.');
    }
    if (maxResults > ANALYTICS_PAGE_SIZE) {
      return apiError(reply, 400, 'badRequest', `maxResults may be at most ${ANALYTICS_PAGE_SIZE}.`);
    }
    const days = await options.revenue({ startDate, endDate, uploaderType });
    // A month's rows add its days up, per video.
    const rows = new Map<
      string,
      { video: string; period: string; revenue: bigint; ad: bigint; views: number }
    >();
    for (const day of days) {
      const period = granularity === 'month' ? day.day.slice(0, 7) : day.day;
      const key = `${period}|${day.videoId}`;
      const row = rows.get(key) ?? { video: day.videoId, period, revenue: 0n, ad: 0n, views: 0 };
      row.revenue += day.revenueMicros;
      row.ad += day.adRevenueMicros;
      row.views += day.views;
      rows.set(key, row);
    }
    const sorted = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
    const page = sorted.slice(startIndex - 1, startIndex - 1 + maxResults);
    const value = (row: (typeof page)[number], metric: string) =>
      metric === 'views' ? row.views : amount(metric === 'estimatedRevenue' ? row.revenue : row.ad);
    return {
      kind: 'youtubeAnalytics#resultTable',
      columnHeaders: [
        { name: 'video', columnType: 'DIMENSION', dataType: 'STRING' },
        { name: granularity, columnType: 'DIMENSION', dataType: 'STRING' },
        ...metrics.map((name) => ({
          name,
          columnType: 'METRIC',
          dataType: name === 'views' ? 'INTEGER' : 'FLOAT',
        })),
      ],
      rows: page.map((row) => [row.video, row.period, ...metrics.map((metric) => value(row, metric))]),
    };
  });
};
