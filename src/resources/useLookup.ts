import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

/** How long a lookup list is kept before it is asked again (spec 001 §3's cached lists). */
const LOOKUP_STALE_MS = 60_000;

/** A resource's active records for pickers: one call, shared by every picker and kept a minute. */
export function useLookup<T extends RaRecord>(resource: string): T[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: [resource, 'lookup'],
    queryFn: () => dataProvider.lookup(resource),
    staleTime: LOOKUP_STALE_MS,
  });
  return (data ?? []) as T[];
}
