import './pageTexts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Link,
  RecordContextProvider,
  Title,
  useGetList,
  useGetOne,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { formatShortMoney } from '../../../shared/money';
import { canDo } from '../../../shared/resources';
import { jobErrorText } from '../../api/serverMessages';
import type { RevenueImport } from '../../dataProvider/calls/revenueImports';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { ConfirmButton } from '../ConfirmButton';
import { useUserType } from '../useUserType';
import { ImportStatusField, RUNNING, SourceField, TotalField } from './fields';
import { BadRows, PreviewRows } from './ImportRows';

const T = 'resources.revenue-imports';
const POLL_MS = 1000;

/** Import and Discard for a checked (or failed) import, to admins and managers. */
function Decide({ record, onChange }: { record: RevenueImport; onChange: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useAppDataProvider();
  const [replace, setReplace] = useState(false);
  // The month's import in force from the same source, which importing this one would replace.
  const { data: inForce } = useGetList<RevenueImport>('revenue-imports', {
    filter: { period: record.period, source: record.source, status: 'imported' },
    pagination: { page: 1, perPage: 1 },
  });
  const replaces = (inForce ?? []).some((other) => other.id !== record.id);
  const [skipErrors, setSkipErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'info' });
      onChange();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const discard = async () => {
    await dataProvider.discardRevenueImport(record.id);
    notify(`${T}.show.discarded`, { type: 'info' });
    redirect('list', 'revenue-imports');
  };
  return (
    <Stack spacing={1}>
      {record.status === 'checked' && (
        <>
          {replaces && (
            <FormControlLabel
              control={<Checkbox checked={replace} onChange={(event) => setReplace(event.target.checked)} />}
              label={translate(`${T}.show.replace`)}
            />
          )}
          {record.error_count > 0 && (
            <FormControlLabel
              control={
                <Checkbox checked={skipErrors} onChange={(event) => setSkipErrors(event.target.checked)} />
              }
              label={translate(`${T}.show.skip_errors`)}
            />
          )}
        </>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {record.status === 'checked' && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              run(
                () => dataProvider.importRevenue(record.id, { replace, skipErrors }),
                `${T}.show.import_started`,
              )
            }
          >
            {translate(`${T}.show.import`)}
          </Button>
        )}
        <ConfirmButton
          label={translate(`${T}.show.discard`)}
          labelled
          color="error"
          variant="outlined"
          title={translate(`${T}.show.discard`)}
          content={translate(`${T}.show.discard_confirm`)}
          onConfirm={discard}
          disabled={busy}
        />
      </Stack>
    </Stack>
  );
}

/** Where the import stands: its progress while a job works on it, else what became of it. */
function State({ record }: { record: RevenueImport }) {
  const translate = useTranslate();
  if (RUNNING.includes(record.status)) {
    return (
      <Stack spacing={0.5}>
        <LinearProgress
          variant="determinate"
          value={record.progress}
          aria-label={translate(`${T}.show.${record.status}`, { percent: record.progress })}
        />
        <Typography variant="body2">
          {translate(`${T}.show.${record.status}`, { percent: record.progress })}
        </Typography>
      </Stack>
    );
  }
  if (record.status === 'failed') {
    const reason = jobErrorText({ error: record.failure, error_message: record.failure_message });
    return <Alert severity="error">{translate(`${T}.show.failed`, { reason })}</Alert>;
  }
  if (['imported', 'unchanged', 'replaced'].includes(record.status)) {
    return (
      <Alert severity={record.status === 'imported' ? 'success' : 'info'}>
        {translate(`${T}.show.${record.status}`, { period: record.period })}
      </Alert>
    );
  }
  return null;
}

/**
 * One import at /revenue-imports/view/{id}: followed while its check or import runs, then its figures,
 * its first rows and its bad rows with their reasons; admins and managers import or discard it.
 */
export default function RevenueImportShow() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const type = useUserType();
  const { data: record, refetch } = useGetOne<RevenueImport>(
    'revenue-imports',
    { id },
    { refetchInterval: (query) => (RUNNING.includes(query.state.data?.status ?? '') ? POLL_MS : false) },
  );
  const decides =
    type !== undefined &&
    canDo('revenue-imports', 'import', type) &&
    (record?.status === 'checked' || record?.status === 'failed');
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={record ? translate(`${T}.show.title`, { period: record.period }) : ''} />
      <Button component={Link} to="/revenue-imports" size="small" startIcon={<ArrowBackIcon />}>
        {translate(`${T}.show.back`)}
      </Button>
      {record && (
        <RecordContextProvider value={record}>
          <Card sx={{ mt: 1 }}>
            <CardContent>
              <Stack spacing={2}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography variant="h6">{record.period}</Typography>
                  <SourceField />
                  <ImportStatusField />
                  <TotalField />
                </Stack>
                <State record={record} />
                {!RUNNING.includes(record.status) && record.status !== 'failed' && (
                  <Typography variant="body2">
                    {translate(`${T}.show.summary`, {
                      rows: record.row_count,
                      errors: record.error_count,
                      total: formatShortMoney(record.total_micros ?? '0', record.currency, locale),
                    })}
                  </Typography>
                )}
                {decides && <Decide record={record} onChange={() => void refetch()} />}
                {record.preview.length > 0 && <PreviewRows record={record} />}
                {record.status !== 'failed' && !RUNNING.includes(record.status) && (
                  <BadRows record={record} />
                )}
              </Stack>
            </CardContent>
          </Card>
        </RecordContextProvider>
      )}
    </Box>
  );
}
