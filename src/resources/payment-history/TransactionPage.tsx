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
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useCan } from '../../authProvider/useCan';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { Account } from './Account';
import { Money, StatusChip, useLoaded } from './parts';

const LINES_SHOWN = 500;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary" display="block">
        {label}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/**
 * One payment (transaction/:id): its amount and state, the account it went to, Wise's transfer, its
 * royalty lines and its statement (PDF, CSV) for those who see money.
 */
export default function TransactionPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const calls = useAppDataProvider();
  const { id = '' } = useParams();
  const statements = useCan('payment-statements', 'download');
  const { data: payment, failed } = useLoaded(['transaction', id], () => calls.transaction(id));
  const title = translate('app.money.transaction.title');
  if (failed) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={title} />
        <Alert severity="warning">{translate('app.money.transaction.not_found')}</Alert>
      </Box>
    );
  }
  if (!payment) return <LinearProgress sx={{ mt: 2 }} />;
  const download = (format: 'pdf' | 'csv') =>
    calls
      .downloadStatement(payment._id, format)
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: '100%' }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
            <Typography variant="h5" component="h1">
              {payment.payee_name} · {payment.period}
            </Typography>
            <StatusChip status={payment.status} />
          </Stack>
          <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
            <Fact label={translate('app.money.fields.amount')}>
              <Money micros={payment.amount_micros} currency={payment.currency} />
            </Fact>
            <Fact label={translate('app.money.fields.method')}>
              {translate(`app.money.method.${payment.method}`)}
            </Fact>
            <Fact label={translate('app.money.fields.account')}>
              <Account payment={payment} />
            </Fact>
            {payment.reference && (
              <Fact label={translate('app.money.fields.reference')}>{payment.reference}</Fact>
            )}
            {payment.wise_transfer_id && (
              <Fact label={translate('app.money.transaction.transfer_id')}>
                {payment.wise_transfer_id} ({payment.transfer_status})
              </Fact>
            )}
            {payment.method === 'wise' && (
              <Fact label={translate('app.money.transaction.idempotency')}>
                {payment.customer_transaction_id}
              </Fact>
            )}
            {payment.paid_at && (
              <Fact label={translate('app.money.fields.paid_at')}>
                {new Date(payment.paid_at).toLocaleDateString(locale)}
              </Fact>
            )}
          </Stack>
          {payment.failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {payment.failure}
            </Alert>
          )}
          {statements && (
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button variant="outlined" onClick={() => download('pdf')}>
                {translate('app.money.transaction.statement_pdf')}
              </Button>
              <Button variant="outlined" onClick={() => download('csv')}>
                {translate('app.money.transaction.statement_csv')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.money.fields.month')}</TableCell>
                <TableCell>{translate('app.money.fields.video')}</TableCell>
                <TableCell>{translate('app.money.fields.channel')}</TableCell>
                <TableCell align="right">{translate('app.money.fields.share')}</TableCell>
                <TableCell align="right">{translate('app.money.fields.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payment.lines.map((line, index) => (
                <TableRow key={`${line.period}-${line.video_id}-${index}`}>
                  <TableCell>{line.period}</TableCell>
                  <TableCell>{line.video_title ?? line.video_id}</TableCell>
                  <TableCell>{line.channel_title ?? ''}</TableCell>
                  <TableCell align="right">{(line.share / 100).toFixed(2)}%</TableCell>
                  <TableCell align="right">
                    <Money micros={line.amount_micros} currency={payment.currency} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {payment.line_count > LINES_SHOWN && (
          <CardContent>
            <Typography variant="body2">
              {translate('app.money.transaction.lines_shown', { count: LINES_SHOWN })}
            </Typography>
          </CardContent>
        )}
      </Card>
    </Stack>
  );
}
