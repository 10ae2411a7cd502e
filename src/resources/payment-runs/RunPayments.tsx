import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import type { PaymentRun, RunPayment } from '../../dataProvider/calls/paymentRuns';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { Account } from '../payment-history/Account';
import { Money, StatusChip, useLoaded } from '../payment-history/parts';

const PAGE_SIZE = 25;

/** Marking a payment made by hand as paid: its bank or cheque reference, then confirm. */
function PaidByHand({ payment, onDone }: { payment: RunPayment; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await calls.payByHand(payment._id, reference.trim());
      setOpen(false);
      onDone();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('app.money.runs.mark_paid')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{payment.payee_name}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.money.runs.reference')}
            value={reference}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            onChange={(event) => setReference(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('app.money.runs.close')}</Button>
          <Button variant="contained" disabled={busy || reference.trim() === ''} onClick={confirm}>
            {translate('app.money.runs.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A run's payments for review: payee, amount, how and to which account, where the transfer stands. */
export function RunPayments({ run, onPaid }: { run: PaymentRun; onPaid: () => void }) {
  const translate = useTranslate();
  const calls = useAppDataProvider();
  const [page, setPage] = useState(0);
  // The run's figures change as it is paid: its payments are read again with them.
  const { data, reload } = useLoaded(
    ['run-payments', run._id, run.ended, run.status, run.refused, page],
    () => calls.runPayments(run._id, { page: page + 1, limit: PAGE_SIZE }),
  );
  const canMarkPaid = run.status === 'approved' || run.status === 'paying';
  return (
    <>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.money.fields.payee')}</TableCell>
              <TableCell align="right">{translate('app.money.fields.amount')}</TableCell>
              <TableCell>{translate('app.money.fields.method')}</TableCell>
              <TableCell>{translate('app.money.fields.account')}</TableCell>
              <TableCell>{translate('app.money.fields.status')}</TableCell>
              <TableCell>{translate('app.money.fields.transfer')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((payment) => (
              <TableRow key={payment._id}>
                <TableCell>
                  <Link to={`/transaction/${payment._id}`}>{payment.payee_name ?? payment.payee_id}</Link>
                  <Typography variant="caption" display="block" color="text.secondary">
                    {translate(`app.money.kind.${payment.payee_kind}`)}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  <Money micros={payment.amount_micros} currency={payment.currency} />
                </TableCell>
                <TableCell>{translate(`app.money.method.${payment.method}`)}</TableCell>
                <TableCell>
                  <Account payment={payment} />
                </TableCell>
                <TableCell>
                  <StatusChip status={payment.status} />
                  {payment.failure && (
                    <Typography variant="caption" display="block" color="error">
                      {payment.failure}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {payment.transfer_status ?? payment.reference ?? ''}
                  {canMarkPaid && payment.method === 'hand' && payment.status === 'approved' && (
                    <PaidByHand
                      payment={payment}
                      onDone={() => {
                        reload();
                        onPaid();
                      }}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next)}
      />
    </>
  );
}
