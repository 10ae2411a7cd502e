import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatShortMoney } from '../../../shared/money';
import { shortenNumber } from '../../../shared/shortNumber';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { Money, StatusChip, useLoaded } from './parts';
import { defaultRange, ReportFrame } from './ReportFrame';

const RECENT = 10;
const dollars = (micros: string | null) => (micros === null ? 0 : Number(BigInt(micros) / 10_000n) / 100);

/**
 * The payments overview (payment-history/landing-page): what was paid and is due in the range, both
 * per month in a chart, and the latest payments. Those who see no money see the line counts only.
 */
export default function PaymentOverview() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const calls = useAppDataProvider();
  const [range, setRange] = useState(defaultRange);
  const { data: overview } = useLoaded(['overview', range], () => calls.paymentHistoryOverview(range));
  const { data: recent } = useLoaded(['recent', range], () =>
    calls.paymentHistoryPayments({ page: 1, limit: RECENT, filter: { ...range } }),
  );
  const money = overview !== undefined && overview.paid_micros !== null;
  const months = overview?.series.map((m) => m.month) ?? [];
  return (
    <ReportFrame title={translate('app.money.history.overview')} range={range} onRange={setRange}>
      {overview && !money && <Alert severity="info">{translate('app.money.history.amounts_hidden')}</Alert>}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Card>
            <CardContent>
              <Typography color="text.secondary">{translate('app.money.history.paid_total')}</Typography>
              <Typography variant="h4">
                <Money micros={overview?.paid_micros} currency={overview?.currency} />
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Card>
            <CardContent>
              <Typography color="text.secondary">{translate('app.money.history.due_total')}</Typography>
              <Typography variant="h4">
                <Money micros={overview?.due_micros} currency={overview?.currency} />
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6">{translate('app.money.history.over_time')}</Typography>
          {months.length === 0 ? (
            <Typography>{translate('app.money.history.no_rows')}</Typography>
          ) : (
            <BarChart
              height={280}
              xAxis={[{ data: months, scaleType: 'band' }]}
              yAxis={[
                {
                  valueFormatter: (value: number) =>
                    money
                      ? formatShortMoney(BigInt(Math.round(value * 100)) * 10_000n, 'USD', locale)
                      : shortenNumber(value, locale),
                },
              ]}
              series={
                money
                  ? [
                      {
                        label: translate('app.money.fields.paid'),
                        data: overview!.series.map((m) => dollars(m.paid_micros)),
                        stack: 'money',
                      },
                      {
                        label: translate('app.money.fields.due'),
                        data: overview!.series.map((m) => dollars(m.due_micros)),
                        stack: 'money',
                      },
                    ]
                  : [
                      {
                        label: translate('app.money.fields.lines'),
                        data: overview!.series.map((m) => m.line_count),
                      },
                    ]
              }
            />
          )}
        </CardContent>
      </Card>
      <Card sx={{ overflowX: 'auto' }}>
        <CardContent>
          <Typography variant="h6">{translate('app.money.history.recent')}</Typography>
        </CardContent>
        {recent && recent.data.length === 0 ? (
          <CardContent>{translate('app.money.history.no_payments')}</CardContent>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.money.fields.period')}</TableCell>
                <TableCell>{translate('app.money.fields.payee')}</TableCell>
                <TableCell align="right">{translate('app.money.fields.amount')}</TableCell>
                <TableCell>{translate('app.money.fields.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(recent?.data ?? []).map((payment) => (
                <TableRow key={payment._id}>
                  <TableCell>
                    <Link to={`/transaction/${payment._id}`}>{payment.period}</Link>
                  </TableCell>
                  <TableCell>{payment.payee_name}</TableCell>
                  <TableCell align="right">
                    <Money micros={payment.amount_micros} currency={payment.currency} />
                  </TableCell>
                  <TableCell>
                    <StatusChip status={payment.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </ReportFrame>
  );
}
