/** The dashboards' numbers (issue 37), in one place. */

/** Months a dashboard shows when no range is asked for. */
export const DASHBOARD_DEFAULT_MONTHS = 12;
/** Rows of a dashboard's top lists. */
export const DASHBOARD_TOP = 5;
/** Days ahead an agreement's end or a takedown's deadline counts as "soon". */
export const DASHBOARD_SOON_DAYS = 30;
/**
 * A top list over a range of the user's own (no kept window's months): read from the month totals when
 * the range has at most this many rows of the kind; otherwise from the range's own window, made by a
 * job on first use (MONTH_KEY_RANGES_PER_PERSON being made per person, MONTH_KEY_KEPT_RANGES kept).
 */
export const MONTH_KEY_DIRECT_ROWS = 20_000;
export const MONTH_KEY_RANGES_PER_PERSON = 2;
export const MONTH_KEY_KEPT_RANGES = 8;
/** The first window number of a range of a user's own (the bounds' windows are -13 to 12). */
export const MONTH_KEY_RANGE_FIRST_ID = 1001;
/** Channels the channel dashboard offers to pick from (the caller's newest). */
export const DASHBOARD_CHANNEL_CHOICES = 50;

/** The dashboards' API paths, one call each. */
export const DASHBOARD_PATHS = {
  analytics: '/dashboards/analytics',
  creator: '/dashboards/creator',
  graphs: '/dashboards/graphs',
  channel: '/dashboards/channel',
  podcast: '/dashboards/podcast',
  socialMedia: '/dashboards/social-media',
  shop: '/dashboards/shop',
} as const;
export type DashboardKind = keyof typeof DASHBOARD_PATHS;
