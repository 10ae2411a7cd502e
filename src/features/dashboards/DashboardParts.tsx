import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { DashboardAnswer } from '../../dataProvider/calls/dashboards';
import { ShortNumber } from '../../resources/ShortNumberField';
import { chartValue, useMoneyLabel } from '../earnings/EarningsParts';
import './dashboardTexts';

const USD = 'USD';
/** A card's share of a row: two to a 360 px screen, more on wider ones. */
const CARD = { p: 1.5, minWidth: 140, flex: '1 1 140px' } as const;
const PANEL = { p: 1.5, flex: '1 1 300px', minWidth: 0 } as const;

/** A number's card: its name and its value, shortened (K, M, B) with the exact one on hover. */
function NumberCard({ label, value, money }: { label: string; value: number | string; money?: boolean }) {
  return (
    <Paper component="section" aria-label={label} variant="outlined" sx={CARD}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div">
        <ShortNumber value={value} currency={money ? USD : undefined} />
      </Typography>
    </Paper>
  );
}

/** The dashboard's counts, one card each. */
export function StatCards({ stats }: { stats: DashboardAnswer['stats'] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      {stats.map((stat) => (
        <NumberCard key={stat.key} label={translate(`app.dashboards.names.${stat.key}`)} value={stat.count} />
      ))}
    </Stack>
  );
}

/** One curve of counts by month, or its empty state. */
export function CountChart({ series }: { series: DashboardAnswer['series'][number] }) {
  const translate = useTranslate();
  const title = translate(`app.dashboards.names.${series.key}`);
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={PANEL}>
      <Typography variant="subtitle2" component="h2">
        {title} · {translate('app.dashboards.over_time')}
      </Typography>
      {series.points.length === 0 ? (
        <Typography color="text.secondary">{translate('app.dashboards.no_points')}</Typography>
      ) : (
        <BarChart
          height={200}
          xAxis={[{ scaleType: 'band', data: series.points.map((point) => point.period) }]}
          yAxis={[{ width: 50 }]}
          series={[{ label: title, data: series.points.map((point) => point.count) }]}
          hideLegend
        />
      )}
    </Paper>
  );
}

/** A top five by a count, as a list (readable at 360 px), or its empty state. */
export function TopList({ top }: { top: DashboardAnswer['tops'][number] }) {
  const translate = useTranslate();
  const title = translate(`app.dashboards.tops.${top.key}`);
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={PANEL}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      {top.rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.dashboards.no_rows')}</Typography>
      ) : (
        <List dense disablePadding>
          {top.rows.map((row) => (
            <ListItem key={row._id} disableGutters secondaryAction={<ShortNumber value={row.count} />}>
              <ListItemText primary={row.name} slotProps={{ primary: { noWrap: true, sx: { pr: 6 } } }} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** The range's money (only answered to those who see it): its totals and each month. */
export function RevenuePanel({
  revenue,
  title,
}: {
  revenue: NonNullable<DashboardAnswer['revenue']>;
  title?: string;
}) {
  const translate = useTranslate();
  const label = useMoneyLabel();
  const heading = title ?? translate('app.dashboards.revenue.title');
  return (
    <Stack component="section" aria-label={heading} spacing={1.5}>
      <Typography variant="subtitle1" component="h2">
        {heading}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <NumberCard label={translate('app.dashboards.revenue.total')} value={revenue.total_micros} money />
        <NumberCard
          label={translate('app.dashboards.revenue.payable')}
          value={revenue.payable_micros}
          money
        />
        <NumberCard label={translate('app.dashboards.revenue.held')} value={revenue.held_micros} money />
      </Stack>
      <Paper variant="outlined" sx={PANEL}>
        <Typography variant="subtitle2" component="h3">
          {translate('app.dashboards.revenue.over_time')}
        </Typography>
        {revenue.series.length === 0 ? (
          <Typography color="text.secondary">{translate('app.dashboards.no_points')}</Typography>
        ) : (
          <LineChart
            height={220}
            xAxis={[{ scaleType: 'point', data: revenue.series.map((point) => point.period) }]}
            yAxis={[{ valueFormatter: label, width: 70 }]}
            series={[
              {
                label: translate('app.dashboards.revenue.total'),
                data: revenue.series.map((point) => chartValue(point.total_micros)),
                valueFormatter: label,
              },
            ]}
            hideLegend
          />
        )}
      </Paper>
    </Stack>
  );
}

/** What the dashboard would show but nothing records: said plainly, never made up. */
export function Untracked({ keys }: { keys: string[] }) {
  const translate = useTranslate();
  return keys.map((key) => (
    <Alert key={key} severity="info">
      {translate(`app.dashboards.untracked.${key}`)}
    </Alert>
  ));
}
