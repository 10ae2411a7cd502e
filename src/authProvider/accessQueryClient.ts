import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { accessNow } from '.';

/** react-admin's key for a useCanAccess query: ['auth', 'canAccess', { resource, action, ... }]. */
const accessAsked = (key: QueryKey | undefined) =>
  key?.[0] === 'auth' && key[1] === 'canAccess'
    ? (key[2] as { resource?: string; action?: string } | undefined)
    : undefined;

/**
 * react-admin's query client, except that a useCanAccess query starts with the answer the session
 * already knows. Without it every button that checks access renders nothing first and appears a
 * moment later, so each list row grows when its actions arrive and the rows below jump (layout shift).
 * The query still runs, and its answer replaces this one should the session have changed.
 */
export function accessQueryClient(): QueryClient {
  const client = new QueryClient();
  const defaults = client.defaultQueryOptions.bind(client);
  const withKnownAccess = (options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const asked = accessAsked(defaulted.queryKey);
    if (!asked?.resource || !asked.action || defaulted.initialData !== undefined) return defaulted;
    const known = accessNow(asked.resource, asked.action);
    return known === undefined ? defaulted : { ...defaulted, initialData: known };
  };
  // The one place every query's options pass through, synchronously, before its first render.
  client.defaultQueryOptions = withKnownAccess as QueryClient['defaultQueryOptions'];
  return client;
}
