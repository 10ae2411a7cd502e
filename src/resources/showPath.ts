import type { Identifier } from 'react-admin';

/** The show view's route under its resource: the spec's path is /channels/view/{channel_id}. */
export const SHOW_ROUTE = 'view/:id';

export const showPath = (resource: string, id: Identifier) =>
  `/${resource}/view/${encodeURIComponent(String(id))}`;
