import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';

const PaymentsCard = lazy(() => import('./PaymentsCard'));

/** The Payments card, loaded with its own chunk when a view first shows it (not in the initial bundle). */
export function LazyPaymentsCard({ rightsHolderId }: { rightsHolderId: string }) {
  const translate = useTranslate();
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label={translate('ra.page.loading')} />}>
      <PaymentsCard rightsHolderId={rightsHolderId} />
    </Suspense>
  );
}
