import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { presetRange, type DateRange } from '../../../shared/dateRange';
import { formatShortMoney } from '../../../shared/money';
import type { EarningsSums } from '../../dataProvider/calls/earnings';
import { toSafeCsv } from '../../resources/csvExport';
import { ShortNumber } from '../../resources/ShortNumberField';
import './earningsTexts';

const USD = 'USD';

/** The reports' range, the last 12 months by default (revenue is monthly). */
export const useEarningsRange = () => useState<DateRange>(() => presetRange('last_12_month'));

/** Micro-units as a chart's number (whole cents in units: exact enough for a bar's length). */
export const chartValue = (micros: string | undefined) =>
  micros === undefined ? 0 : Number(BigInt(micros) / 10_000n) / 100;

/** A chart value back to shortened money for its labels and tooltip. */
export function useMoneyLabel() {
  const [locale] = useLocaleState();
  return (value: number | null) =>
    value === null ? '' : formatShortMoney(BigInt(Math.round(value * 1_000_000)), USD, locale);
}

/** The totals as cards: the amounts for those who see money, the line count for everyone. */
export function EarningsTotals({ totals }: { totals: EarningsSums }) {
  const translate = useTranslate();
  const cards: [string, string | number | undefined, boolean][] = [
    ['total', totals.total_micros, true],
    ['payable', totals.payable_micros, true],
    ['held', totals.held_micros, true],
    ['void', totals.void_micros, true],
    ['lines', totals.line_count, false],
  ];
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      {cards
        .filter(([, value]) => value !== undefined)
        .map(([key, value, money]) => (
          <Paper key={key} variant="outlined" sx={{ p: 1.5, minWidth: 130, flex: '1 1 130px' }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate(`app.earnings.totals.${key}`)}
            </Typography>
            <Typography variant="h6" component="div">
              <ShortNumber value={value} currency={money ? USD : undefined} />
            </Typography>
          </Paper>
        ))}
    </Stack>
  );
}

/** A bar per row (a top list, or a page's rows), their earnings shortened. */
export function TopChart({
  title,
  rows,
}: {
  title: string;
  rows: { name: string; total_micros?: string }[];
}) {
  const label = useMoneyLabel();
  if (rows.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: '1 1 280px', minWidth: 0 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <BarChart
        height={220}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: rows.map((row) => row.name),
            width: 110,
            valueFormatter: (name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name),
          },
        ]}
        xAxis={[{ valueFormatter: label }]}
        series={[{ data: rows.map((row) => chartValue(row.total_micros)), valueFormatter: label }]}
        hideLegend
      />
    </Paper>
  );
}

/** Downloads rows as a CSV file whose every cell is formula-safe (csvExport). */
export function CsvButton({
  fileName,
  rows,
  disabled = false,
}: {
  fileName: string;
  rows: () => Promise<object[]>;
  /** Nothing to export yet (a range being added up). */
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const csv = await toSafeCsv(await rows());
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      link.click();
      URL.revokeObjectURL(url);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" onClick={() => void download()} disabled={busy || disabled}>
      {translate('app.earnings.export')}
    </Button>
  );
}
