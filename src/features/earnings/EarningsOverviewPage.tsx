import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { PreparingRange, pollWhilePreparing } from '../../resources/PreparingRange';
import { Title, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useUserTitle } from '../../layout/useUserTitle';
import { DateRangeInput } from '../../resources/DateRangeInput';
import {
  chartValue,
  CsvButton,
  EarningsTotals,
  TopChart,
  useEarningsRange,
  useMoneyLabel,
} from './EarningsParts';

/**
 * Royalties earnings, Overview: the range's totals, each month's earnings (due, held), and the top
 * channels, videos and payees, all read from the monthly rollups the split run keeps.
 */
export default function EarningsOverviewPage() {
  const translate = useTranslate();
  const userTitle = useUserTitle();
  const dataProvider = useAppDataProvider();
  const label = useMoneyLabel();
  const [range, setRange] = useEarningsRange();
  const { data, isError } = useQuery({
    queryKey: ['earnings', 'overview', range],
    queryFn: () => dataProvider.earningsOverview(range),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => pollWhilePreparing(query.state.data),
  });
  const named = (rows: { _id: string; name: string; total_micros: string }[]) =>
    rows.map((row) => ({
      ...row,
      name: row.name === 'Company' ? translate('app.earnings.company') : row.name,
    }));
  return (
    <Stack spacing={2} sx={{ mt: 2, minWidth: 0 }}>
      <Title title={userTitle('Royalties earnings Overview')} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <DateRangeInput value={range} onChange={setRange} />
        <CsvButton
          fileName={`earnings-overview-${range.from}-${range.to}.csv`}
          rows={async () => (data ? data.series : [])}
        />
      </Stack>
      {isError && <Alert severity="error">{translate('app.earnings.failed')}</Alert>}
      {data && <EarningsTotals totals={data.totals} />}
      {data && data.series.length === 0 && (
        <Typography color="text.secondary">{translate('app.earnings.empty')}</Typography>
      )}
      {data && data.series.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
          <Typography variant="subtitle2">{translate('app.earnings.charts.over_time')}</Typography>
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: data.series.map((point) => point.period) }]}
            yAxis={[{ valueFormatter: label, width: 70 }]}
            series={[
              {
                label: translate('app.earnings.totals.payable'),
                data: data.series.map((point) => chartValue(point.payable_micros)),
                valueFormatter: label,
              },
              {
                label: translate('app.earnings.totals.held'),
                data: data.series.map((point) => chartValue(point.held_micros)),
                valueFormatter: label,
              },
            ]}
          />
        </Paper>
      )}
      {data?.preparing && <PreparingRange preparing={data.preparing} />}
      {data && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <TopChart title={translate('app.earnings.charts.top_channels')} rows={data.top_channels} />
          <TopChart title={translate('app.earnings.charts.top_videos')} rows={data.top_videos} />
          <TopChart title={translate('app.earnings.charts.top_payees')} rows={named(data.top_payees)} />
        </Stack>
      )}
    </Stack>
  );
}
