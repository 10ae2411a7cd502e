/** A call as 'METHOD /path', where ':id' is replaced by the record id. */
export type Route = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/**
 * How one resource's records travel over the API. Lists are POST calls taking the wire list body;
 * delete may be a status change (soft delete) with a fixed body.
 */
export interface EndpointMap {
  list: Route;
  getOne: Route;
  /** Writes name the fields they may send: the API refuses any other. */
  create?: { route: Route; fields: readonly string[] };
  update?: { route: Route; fields: readonly string[] };
  delete?: { route: Route; body?: Record<string, unknown> };
  /** A status change: `{status}` to the route. */
  changeStatus?: Route;
}

export function splitRoute(route: Route, id?: string | number): { method: string; path: string } {
  const [method, template] = route.split(' ') as [string, string];
  const path = id === undefined ? template : template.replace(':id', encodeURIComponent(String(id)));
  return { method, path };
}

export function pickWritable(
  data: Record<string, unknown>,
  writable: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => writable.includes(key) && value !== undefined),
  );
}
