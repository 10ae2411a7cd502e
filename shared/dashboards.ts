/** The dashboards' numbers (issue 37), in one place. */

/** Months a dashboard shows when no range is asked for. */
export const DASHBOARD_DEFAULT_MONTHS = 12;
/** Rows of a dashboard's top lists. */
export const DASHBOARD_TOP = 5;
/** Days ahead an agreement's end or a takedown's deadline counts as "soon". */
export const DASHBOARD_SOON_DAYS = 30;
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
