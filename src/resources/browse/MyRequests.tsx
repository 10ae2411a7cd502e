import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { dateFormat } from '../../i18n/dateFormat';
import { useUserTitle } from '../../layout/useUserTitle';
import { BrowseTabs } from './BrowseTabs';

/** The latest requests shown: a creator's pending ones are capped far below this. */
const REQUESTS_SHOWN = 50;
const STATUS_COLOURS = { 0: 'warning', 1: 'success', 2: 'error' } as const;

interface Request {
  id: string;
  asset_title: string;
  channel_title: string;
  status: 0 | 1 | 2;
  reason: string | null;
  created_at: string;
}

/** A creator's side's own licence requests, newest first, each with its state and the reason given. */
export default function MyRequests() {
  const translate = useTranslate();
  const userTitle = useUserTitle();
  const [locale] = useLocaleState();
  const formatDate = (value: string) => dateFormat(locale).format(new Date(value));
  const { data = [], isPending } = useGetList<Request>('inquiry-list', {
    pagination: { page: 1, perPage: REQUESTS_SHOWN },
    sort: { field: 'created_at', order: 'DESC' },
  });
  return (
    <Paper sx={{ mt: 2 }}>
      <Title title={userTitle('Licensing Library')} />
      <BrowseTabs tab="requests" />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 2 }}>
        {!isPending && data.length === 0 && (
          <Typography color="text.secondary">{translate('resources.browse.requests.empty')}</Typography>
        )}
        {data.map((row) => (
          <Stack
            component="li"
            key={row.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, borderBottom: 1, borderColor: 'divider', pb: 1.5 }}
          >
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" noWrap title={row.asset_title}>
                {row.asset_title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.browse.requests.channel')}: {row.channel_title} ·{' '}
                {translate('resources.browse.requests.asked')} {formatDate(row.created_at)}
              </Typography>
              {row.reason && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('resources.browse.requests.reason')}: {row.reason}
                </Typography>
              )}
            </Stack>
            <Chip
              size="small"
              color={STATUS_COLOURS[row.status]}
              label={translate(`resources.browse.status.${row.status}`)}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
