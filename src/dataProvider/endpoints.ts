import type { ApiPaths, ApiRoute } from '../../shared/resources/types';

/** A resource's calls, from its declaration in shared/resources. */
export type EndpointMap = ApiPaths;
export type Route = ApiRoute;

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
