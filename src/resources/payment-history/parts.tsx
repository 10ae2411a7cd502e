import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ShortNumber } from '../ShortNumberField';
import './texts';

/** Money in micro-units, shortened (K, M, B) with the exact value on hover; a dash when hidden. */
export function Money({
  micros,
  currency = 'USD',
}: {
  micros: string | null | undefined;
  currency?: string;
}) {
  return <ShortNumber value={micros ?? null} currency={currency} emptyText="—" />;
}

/** A run's or a payment's status, in the reader's language. */
export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const ended = ['paid', 'sent', 'paid_by_hand'].includes(status);
  const bad = ['bounced', 'refunded', 'cancelled'].includes(status);
  return (
    <Chip
      size="small"
      label={translate(`app.money.status.${status}`, { _: status })}
      color={ended ? 'success' : bad ? 'error' : 'default'}
    />
  );
}

/**
 * An answer of one of the payment calls, cached under `key` (read again when it changes, or on
 * `reload`); a failed call is told in a notice (the server's message).
 */
export function useLoaded<T>(
  key: readonly unknown[],
  load: () => Promise<T>,
  /** Ask again this often while the answer says so (a range being added up), or not. */
  poll?: (data: T | undefined) => number | false,
) {
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['payments', ...key],
    queryFn: load,
    retry: false,
    ...(poll && {
      refetchInterval: (current: { state: { data: T | undefined } }) => poll(current.state.data),
    }),
  });
  const { error, refetch } = query;
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data, loading: query.isPending, failed: query.isError, reload };
}
