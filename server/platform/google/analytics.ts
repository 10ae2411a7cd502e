import { Type } from '@sinclair/typebox';
import { googleJson, GoogleError, refreshAccessToken } from './client';
import type { ContentIdSettings } from './contentId';

/*
 * The YouTube Analytics API (v2, reports.query) for a content owner: each video's estimated revenue
 * and views for a day or a month. OAuth with the same content-owner credentials as Content ID (the
 * refresh token is granted the yt-analytics-monetary.readonly scope too), base URL configurable:
 * tests and the offline default point it at the stand-in (standInAnalytics.ts).
 */

export const YOUTUBE_ANALYTICS_MONETARY_SCOPE =
  'https://www.googleapis.com/auth/yt-analytics-monetary.readonly';
export const ANALYTICS_API_URL = 'https://youtubeanalytics.googleapis.com/v2';

/** The content owner's credentials (as Content ID's), with the Analytics API's base URL as `apiUrl`. */
export type AnalyticsSettings = ContentIdSettings;

/** Google's own limit for a content owner's video report (maxResults). */
export const ANALYTICS_PAGE_SIZE = 200;
/** A failing call is tried again this many times, after these waits, before the job gives up the attempt. */
const RETRY_WAITS_MS = [250, 1000];

/** Whose videos: the content owner's own channels' uploads, or the videos it claimed on others'. */
export type UploaderType = 'self' | 'thirdParty';

export interface RevenueQuery {
  /** YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
  /** One row per video and day, or per video and month. */
  granularity: 'day' | 'month';
  uploaderType: UploaderType;
  /** 1-based, as the API counts. */
  startIndex: number;
  maxResults?: number;
}

/** One row of the report: a video's revenue for a day (YYYY-MM-DD) or a month (YYYY-MM). */
export interface AnalyticsRevenueRow {
  videoId: string;
  period: string;
  views: bigint;
  /** Exact micro-units of the estimated revenue (USD). */
  revenueMicros: bigint;
  adRevenueMicros: bigint;
}

const ResultTable = Type.Object({
  kind: Type.Optional(Type.String()),
  columnHeaders: Type.Array(
    Type.Object({ name: Type.String(), columnType: Type.String(), dataType: Type.String() }),
  ),
  rows: Type.Optional(Type.Array(Type.Array(Type.Union([Type.String(), Type.Number(), Type.Null()])))),
});

/**
 * A metric as the API writes it (a JSON number, at most a few decimals) in micro-units: through its
 * fixed decimal text, never by multiplying a float, rounded half away from zero at the seventh place.
 */
export function microsOfMetric(value: unknown): bigint | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const [whole, fraction] = Math.abs(value).toFixed(7).split('.') as [string, string];
  let micros = BigInt(whole) * 1_000_000n + BigInt(fraction.slice(0, 6));
  if (fraction[6]! >= '5') micros += 1n;
  return value < 0 ? -micros : micros;
}

const wholeOf = (value: unknown): bigint | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;

/** A report row the client could not read, with why (kept as the import's bad rows). */
export interface AnalyticsBadRow {
  index: number;
  field: 'video' | 'day' | 'views' | 'revenue';
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason ?? new Error('aborted'));
    });
  });

export function createAnalyticsClient(settings: AnalyticsSettings) {
  let token: { value: string; expiresAt: number } | undefined;
  const accessToken = async () => {
    if (!token || token.expiresAt - 60_000 < Date.now()) {
      const fresh = await refreshAccessToken(
        { ...settings.google, authorizeUrl: '', youtubeApiUrl: '' },
        settings.refreshToken,
      );
      token = { value: fresh.accessToken, expiresAt: fresh.expiresAt.getTime() };
    }
    return token.value;
  };

  /** reports.query, transient failures (5xx, 429, unreachable) tried again a few times. */
  const query = async (params: Record<string, string>, signal?: AbortSignal) => {
    const url = new URL(`${settings.apiUrl.replace(/\/+$/, '')}/reports`);
    url.searchParams.set('ids', `contentOwner==${settings.contentOwnerId}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    for (let attempt = 0; ; attempt++) {
      try {
        return await googleJson(url, await accessToken(), { method: 'GET' }, ResultTable);
      } catch (error) {
        // A token refused mid-way is renewed once; a transient failure waits and tries again.
        if (error instanceof GoogleError && error.kind === 'unauthorized' && attempt === 0) token = undefined;
        else if (!(error instanceof GoogleError && error.kind === 'unavailable')) throw error;
        if (attempt >= RETRY_WAITS_MS.length) throw error;
        await sleep(RETRY_WAITS_MS[attempt]!, signal);
      }
    }
  };

  return {
    contentOwnerId: settings.contentOwnerId,

    /**
     * One page of the content owner's claimed videos' revenue (dimensions video and day or month,
     * filters claimedStatus==claimed and the uploader type), in a fixed order so pages follow on.
     */
    async revenuePage(
      request: RevenueQuery,
      signal?: AbortSignal,
    ): Promise<{ rows: AnalyticsRevenueRow[]; bad: AnalyticsBadRow[]; count: number }> {
      const table = await query(
        {
          startDate: request.startDate,
          endDate: request.endDate,
          metrics: 'estimatedRevenue,estimatedAdRevenue,views',
          dimensions: `video,${request.granularity}`,
          filters: `claimedStatus==claimed;uploaderType==${request.uploaderType}`,
          sort: `${request.granularity},video`,
          startIndex: String(request.startIndex),
          maxResults: String(request.maxResults ?? ANALYTICS_PAGE_SIZE),
          currency: 'USD',
        },
        signal,
      );
      // Columns by name, never by place: the API answers them in the order it likes.
      const at = (name: string) => table.columnHeaders.findIndex((header) => header.name === name);
      const columns = {
        video: at('video'),
        period: at(request.granularity),
        views: at('views'),
        revenue: at('estimatedRevenue'),
        adRevenue: at('estimatedAdRevenue'),
      };
      if (Object.values(columns).some((index) => index < 0)) {
        throw new GoogleError('unavailable', 'The Analytics report lacks a column asked for.');
      }
      const rows: AnalyticsRevenueRow[] = [];
      const bad: AnalyticsBadRow[] = [];
      const source = table.rows ?? [];
      source.forEach((cells, index) => {
        const videoId = cells[columns.video];
        const period = cells[columns.period];
        const views = wholeOf(cells[columns.views]);
        const revenueMicros = microsOfMetric(cells[columns.revenue]);
        const adRevenueMicros = microsOfMetric(cells[columns.adRevenue]) ?? 0n;
        if (typeof videoId !== 'string' || !/^[\w-]{11}$/.test(videoId)) bad.push({ index, field: 'video' });
        else if (typeof period !== 'string') bad.push({ index, field: 'day' });
        else if (views === undefined) bad.push({ index, field: 'views' });
        else if (revenueMicros === undefined) bad.push({ index, field: 'revenue' });
        else rows.push({ videoId, period, views, revenueMicros, adRevenueMicros });
      });
      return { rows, bad, count: source.length };
    },
  };
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;
