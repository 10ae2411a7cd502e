import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { ACTIVITY_ACTIONS } from '../../../shared/activityLog';
import { presetRange, type DateRange } from '../../../shared/dateRange';
import type { ActivityFilter, ActivityPerson } from '../../dataProvider/calls/activityLog';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useUserTitle } from '../../layout/useUserTitle';
import { DateRangeInput } from '../../resources/DateRangeInput';
import { ActivityEntries } from './ActivityEntries';
import { EntityFilter, FilterSelect, PersonFilter } from './ActivityFilters';
import { ActivityTable, ActivityTotals, ChainCheckButton } from './ActivityParts';
import { seriesByAction } from './activitySeries';
import './activityLogTexts';

type Filters = Pick<ActivityFilter, 'entity' | 'action'> & { person?: ActivityPerson | null };

/**
 * Activity Log Reports (issue 37): the range's counts by day, person, record type and action as a
 * chart and a table, the videos synced, claimed and taken down, the entries with people's notes, the
 * CSV, and for staff the check that the log was not changed behind the app's back. The server scopes
 * everything to the caller (a creator sees its own records and its team's actions).
 */
export default function ActivityLogPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const userTitle = useUserTitle();
  const dataProvider = useAppDataProvider();
  const [range, setRange] = useState<DateRange>(() => presetRange('last_28_days'));
  const [filters, setFilters] = useState<Filters>({});
  const filter: ActivityFilter = {
    ...range,
    ...(filters.person && { actor: filters.person.id }),
    ...(filters.entity && { entity: filters.entity }),
    ...(filters.action && { action: filters.action }),
  };
  // The table's page belongs to one range and set of filters: any change goes back to the first.
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const { canAccess: canVerify } = useCanAccess({ resource: 'activity-log-reports', action: 'verify' });
  const report = useQuery({
    queryKey: ['activity-log', 'report', filter, page],
    queryFn: () => dataProvider.activityReport({ ...filter, page }),
    placeholderData: (previous) => previous,
  });
  const videos = useQuery({
    queryKey: ['activity-log', 'videos', range],
    queryFn: () => dataProvider.activityVideoTotals(range),
  });
  const chart = seriesByAction(report.data?.series ?? []);
  const exportCsv = () =>
    dataProvider.exportActivity(filter).catch(() => notify('app.activity_log.failed', { type: 'error' }));
  const setFilter =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) =>
      setFilters((current) => ({ ...current, [key]: value }));
  return (
    <Stack spacing={2} sx={{ mt: 2, minWidth: 0 }}>
      <Title title={userTitle('Activity Log Reports')} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <DateRangeInput value={range} onChange={setRange} label={translate('app.activity_log.range')} />
        <PersonFilter range={range} value={filters.person ?? null} onChange={setFilter('person')} />
        <EntityFilter range={range} value={filters.entity} onChange={setFilter('entity')} />
        <FilterSelect
          label={translate('app.activity_log.action')}
          value={filters.action}
          options={ACTIVITY_ACTIONS.map((value) => ({
            value,
            label: translate(`app.activity_log.actions.${value}`),
          }))}
          onChange={setFilter('action')}
        />
        <Button variant="outlined" onClick={() => void exportCsv()}>
          {translate('app.activity_log.export')}
        </Button>
        {canVerify && <ChainCheckButton />}
      </Stack>
      {(report.isError || videos.isError) && (
        <Alert severity="error">{translate('app.activity_log.failed')}</Alert>
      )}
      <ActivityTotals total={report.data?.total} videos={videos.data} />
      {report.data && report.data.total === 0 && (
        <Typography color="text.secondary">{translate('app.activity_log.empty')}</Typography>
      )}
      {report.data && report.data.total > 0 && (
        <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h2">
            {translate('app.activity_log.chart')}
          </Typography>
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: chart.days }]}
            series={chart.series.map((line) => ({
              label: translate(`app.activity_log.actions.${line.action}`, { _: line.action }),
              data: line.counts,
              stack: 'actions',
            }))}
          />
        </Paper>
      )}
      {report.data && report.data.total > 0 && (
        <ActivityTable report={report.data} onPage={(next) => setPaging({ key: filterKey, page: next })} />
      )}
      <ActivityEntries filter={filter} />
    </Stack>
  );
}
