import { ANALYTICS_API_URL, type AnalyticsSettings } from './analytics';
import type { ContentIdSetup } from './contentIdSetup';
import type { StandInAnalyticsOptions } from './standInAnalytics';

/** Where the server serves the Analytics stand-in (the offline default), beside /dev/content-id. */
export const ANALYTICS_STAND_IN_PREFIX = '/dev/youtube-analytics';

export interface AnalyticsSetup {
  /** Where revenue is read from; none: the Analytics API is not configured. */
  settings?: AnalyticsSettings;
  /** Set when this server serves the stand-in itself (its figures come from the app's stored videos). */
  standIn?: Omit<StandInAnalyticsOptions, 'revenue'>;
}

const selfAddress = (host: string) => (['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host);

/**
 * The YouTube Analytics API for the content owner Content ID acts for (CONTENT_ID_*, the same
 * refresh token, granted the yt-analytics-monetary.readonly scope too), at YOUTUBE_ANALYTICS_API_URL
 * or Google's; else, where Content ID runs on its stand-in (the offline default), the Analytics
 * stand-in this server serves with the same content owner; else none.
 */
export function analyticsSetup(
  contentId: ContentIdSetup,
  config: { host: string; port: number; analyticsApiUrl?: string },
): AnalyticsSetup {
  const owner = contentId.settings;
  if (!owner) return {};
  if (!contentId.standIn) {
    return { settings: { ...owner, apiUrl: config.analyticsApiUrl || ANALYTICS_API_URL } };
  }
  const base = `http://${selfAddress(config.host)}:${config.port}${ANALYTICS_STAND_IN_PREFIX}`;
  const { clientId, clientSecret, refreshToken, contentOwnerId } = contentId.standIn;
  return {
    settings: {
      apiUrl: `${base}/v2`,
      contentOwnerId,
      refreshToken,
      google: { tokenUrl: `${base}/token`, clientId, clientSecret },
    },
    standIn: { clientId, clientSecret, refreshToken, contentOwnerId },
  };
}
