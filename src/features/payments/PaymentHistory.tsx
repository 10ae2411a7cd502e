import './texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { PaymentType, type PaymentSettingHistoryEntry } from '../../../shared/paymentSettings';
import { dateFormat } from '../../i18n/dateFormat';
import { PaymentApiError, usePaymentCalls } from './paymentsApi';

/** The history's queries, all pages of one rights holder: a saved change makes them stale. */
export const historyKey = (rightsHolderId: string) => ['payment-setting-history', rightsHolderId];

/** One earlier account: its type, currency and form, its details as the server masked them, and its dates. */
function HistoryEntry({ entry, first }: { entry: PaymentSettingHistoryEntry; first: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = (iso: string) => dateFormat(locale, { showTime: true }).format(new Date(iso));
  const formTitle = entry.form_title ?? entry.data.type;
  const heading = [
    translate(`app.payments.types.${entry.payment_type}`),
    entry.currency,
    entry.payment_type === PaymentType.BANK ? formTitle : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const said = (key: 'set' | 'replaced', iso: string, name: string | null) =>
    name
      ? translate(`app.payments.history.${key}`, { date: date(iso), name })
      : translate(`app.payments.history.${key}_no_name`, { date: date(iso) });
  return (
    <Box component="li" sx={{ py: 1, borderTop: first ? 0 : 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {entry.data.accountHolderName && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.data.accountHolderName}
        </Typography>
      )}
      {!entry.details_hidden &&
        Object.entries(entry.data.details ?? {}).map(([key, value]) => (
          <Typography key={key} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {key === 'email' ? translate('app.payments.email') : key}: {value}
          </Typography>
        ))}
      <Typography variant="body2" color="text.secondary">
        {said('set', entry.updated_at, entry.set_by)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {said('replaced', entry.replaced_at, entry.replaced_by)}
      </Typography>
    </Box>
  );
}

/**
 * The Payments card's History: a rights holder's earlier accounts, newest first, a page at a time,
 * so staff see which account a payment went to before a change.
 */
export function PaymentHistory({ rightsHolderId }: { rightsHolderId: string }) {
  const translate = useTranslate();
  const payments = usePaymentCalls();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: [...historyKey(rightsHolderId), page],
    queryFn: () => payments.paymentSettingHistory(rightsHolderId, { page, limit: DEFAULT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pages = data ? Math.ceil(data.total / DEFAULT_PAGE_SIZE) : 0;
  let body;
  if (isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.payments.retry')}
          </Button>
        }
      >
        {(error instanceof PaymentApiError && error.serverMessage) ||
          translate('app.payments.history.load_failed')}
      </Alert>
    );
  } else if (isPending) {
    body = <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  } else if (data.data.length === 0) {
    body = <Typography color="text.secondary">{translate('app.payments.history.none')}</Typography>;
  } else {
    body = (
      <Stack spacing={1}>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-labelledby={headingId}>
          {data.data.map((entry, index) => (
            <HistoryEntry key={entry.id} entry={entry} first={index === 0} />
          ))}
        </Box>
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page}
            size="small"
            siblingCount={0}
            onChange={(_event, next) => setPage(next)}
            aria-label={translate('app.payments.history.pages')}
          />
        )}
      </Stack>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {translate('app.payments.history.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.payments.history.intro')}
      </Typography>
      {body}
    </Box>
  );
}
