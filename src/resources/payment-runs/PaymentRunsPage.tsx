import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { decimalToMicros } from '../../../shared/money';
import { PAYMENT_MINIMUM_MICROS } from '../../../shared/royalties';
import type { PaymentRun } from '../../dataProvider/calls/paymentRuns';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { Money, StatusChip, useLoaded } from '../payment-history/parts';
import { RunPayments } from './RunPayments';

const PAGE_SIZE = 10;
/** How often a run being paid is read again, for its progress. */
const POLL_MS = 2000;
const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

/** Opening a run: the month it pays up to and the minimum under which a balance waits. */
function OpenRun({ onOpened }: { onOpened: (run: PaymentRun) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useAppDataProvider();
  const [period, setPeriod] = useState(lastMonth);
  const [minimum, setMinimum] = useState(String(PAYMENT_MINIMUM_MICROS / 1_000_000));
  const [busy, setBusy] = useState(false);
  const micros = decimalToMicros(minimum.trim());
  const open = async () => {
    setBusy(true);
    try {
      onOpened(await calls.openPaymentRun(period, micros?.toString()));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
      <TextField
        type="month"
        label={translate('app.money.runs.period')}
        value={period}
        onChange={(event) => setPeriod(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
      <TextField
        label={translate('app.money.runs.minimum')}
        value={minimum}
        error={micros === undefined}
        onChange={(event) => setMinimum(event.target.value)}
        size="small"
        sx={{ minWidth: { sm: 320 } }}
      />
      <Button variant="contained" disabled={busy || !period || micros === undefined} onClick={open}>
        {translate('app.money.runs.open_button')}
      </Button>
    </Stack>
  );
}

/** One run: its figures, its progress while paying, the steps it may take, then its payments. */
function RunDetail({ runId, onChanged }: { runId: string; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useAppDataProvider();
  const { data: run, reload } = useLoaded(['run', runId], () => calls.paymentRun(runId));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (run?.status !== 'paying') return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [run?.status, reload]);
  if (!run) return <LinearProgress />;
  const step = async (name: 'approve' | 'pay' | 'cancel' | 'follow') => {
    setBusy(true);
    try {
      await calls.paymentRunStep(run._id, name);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      reload();
      onChanged();
    }
  };
  const wiseBlocked = !run.wise_configured && run.by_wise > 0 && run.status !== 'paid';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6">{run.period}</Typography>
        <StatusChip status={run.status} />
        <Typography>
          <Money micros={run.total_micros} currency={run.currency} />
        </Typography>
      </Stack>
      {wiseBlocked && <Alert severity="warning">{translate('app.money.runs.no_wise')}</Alert>}
      {run.failure && !wiseBlocked && <Alert severity="error">{run.failure}</Alert>}
      {run.refused > 0 && (
        <Alert severity="error">{translate('app.money.runs.refused', { count: run.refused })}</Alert>
      )}
      {run.carried_over > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.money.runs.carried', { count: run.carried_over })}
        </Typography>
      )}
      {(run.status === 'paying' || run.status === 'approved' || run.status === 'paid') && (
        <Box>
          {/* A bar only while paying: a paid run's full bar would read as work still going on. */}
          {run.status === 'paying' && (
            <LinearProgress
              variant="determinate"
              value={run.progress}
              aria-label={translate('app.money.fields.status')}
            />
          )}
          <Typography variant="body2">
            {translate('app.money.runs.progress', { ended: run.ended, payments: run.payments })}
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {run.status === 'open' && (
          <Button variant="contained" disabled={busy} onClick={() => step('approve')}>
            {translate('app.money.runs.approve')}
          </Button>
        )}
        {(run.status === 'approved' || (run.status === 'paying' && run.refused > 0)) && (
          <Button variant="contained" disabled={busy || wiseBlocked} onClick={() => step('pay')}>
            {translate(run.status === 'paying' ? 'app.money.runs.pay_again' : 'app.money.runs.pay')}
          </Button>
        )}
        {run.status === 'paying' && (
          <Button disabled={busy} onClick={() => step('follow')}>
            {translate('app.money.runs.follow')}
          </Button>
        )}
        {(run.status === 'open' || run.status === 'approved') && (
          <Button color="error" disabled={busy} onClick={() => step('cancel')}>
            {translate('app.money.runs.cancel')}
          </Button>
        )}
      </Stack>
      <RunPayments
        run={run}
        onPaid={() => {
          reload();
          onChanged();
        }}
      />
    </Stack>
  );
}

/**
 * Payment Runs (staff 1, 2; issue 36): open a run for a month, review each payment and the account it
 * goes to, approve it, pay it (Wise in the background, its progress shown), mark hand payments paid.
 */
export default function PaymentRunsPage() {
  const translate = useTranslate();
  const calls = useAppDataProvider();
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<string>();
  const { data, reload } = useLoaded(['runs', page], () =>
    calls.paymentRuns({ page: page + 1, limit: PAGE_SIZE }),
  );
  const runs = data?.data ?? [];
  const selected = chosen ?? runs[0]?._id;
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: '100%' }}>
      <Title title={translate('app.money.runs.title')} />
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('app.money.runs.open')}
          </Typography>
          <OpenRun
            onOpened={(run) => {
              setChosen(run._id);
              setPage(0);
              reload();
            }}
          />
        </CardContent>
      </Card>
      <Card sx={{ overflowX: 'auto' }}>
        {runs.length === 0 && data ? (
          <CardContent>{translate('app.money.runs.none')}</CardContent>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.money.fields.period')}</TableCell>
                <TableCell>{translate('app.money.fields.status')}</TableCell>
                <TableCell align="right">{translate('app.money.fields.payments')}</TableCell>
                <TableCell align="right">{translate('app.money.fields.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.map((run) => (
                <TableRow
                  key={run._id}
                  hover
                  selected={run._id === selected}
                  onClick={() => setChosen(run._id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>{run.period}</TableCell>
                  <TableCell>
                    <StatusChip status={run.status} />
                  </TableCell>
                  <TableCell align="right">{run.payments}</TableCell>
                  <TableCell align="right">
                    <Money micros={run.total_micros} currency={run.currency} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      </Card>
      <Card>
        <CardContent>
          {selected ? (
            <RunDetail key={selected} runId={selected} onChanged={reload} />
          ) : (
            <Typography>{translate('app.money.runs.select')}</Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
