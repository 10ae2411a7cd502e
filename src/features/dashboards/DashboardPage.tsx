import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PreparingRange, pollWhilePreparing } from '../../resources/PreparingRange';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { DashboardKind } from '../../../shared/dashboards';
import type { DashboardAnswer } from '../../dataProvider/calls/dashboards';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { DateRangeInput } from '../../resources/DateRangeInput';
import { useEarningsRange } from '../earnings/EarningsParts';
import { CountChart, RevenuePanel, StatCards, TopList, Untracked } from './DashboardParts';

/** The channel dashboard's picker: the channels the server offered, the shown one selected. */
function ChannelPicker({
  choice,
  onChange,
}: {
  choice: NonNullable<DashboardAnswer['choice']>;
  onChange: (id: string) => void;
}) {
  const translate = useTranslate();
  if (choice.channels.length === 0)
    return <Typography color="text.secondary">{translate('app.dashboards.no_channels')}</Typography>;
  return (
    <TextField
      select
      size="small"
      label={translate('app.dashboards.channel')}
      value={choice.channel_id ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200, maxWidth: '100%' }}
    >
      {choice.channels.map((channel) => (
        <MenuItem key={channel._id} value={channel._id}>
          {channel.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * One dashboard: the date range (the reports' picker), and what its one call answers as cards,
 * monthly charts, top lists and, for who sees money, the revenue. The server scopes every number.
 */
export function DashboardPage({ kind, heading = true }: { kind: DashboardKind; heading?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [range, setRange] = useEarningsRange();
  const [channelId, setChannelId] = useState<string>();
  const { data, isError, isFetching } = useQuery({
    queryKey: ['dashboards', kind, range, channelId],
    queryFn: () => dataProvider.dashboard(kind, range, channelId),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => pollWhilePreparing(query.state.data),
  });
  const title = translate(`app.dashboards.titles.${kind}`);
  return (
    <Stack spacing={2} sx={{ mt: 2, minWidth: 0 }}>
      {heading && <Title title={title} />}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <DateRangeInput value={range} onChange={setRange} />
        {data?.choice && <ChannelPicker choice={data.choice} onChange={setChannelId} />}
      </Stack>
      {isError && <Alert severity="error">{translate('app.dashboards.failed')}</Alert>}
      {isFetching && !data?.preparing && <LinearProgress aria-label={translate('app.dashboards.loading')} />}
      {data && (
        <>
          <Untracked keys={data.untracked} />
          <StatCards stats={data.stats} />
          {data.revenue && (
            <RevenuePanel
              revenue={data.revenue}
              title={kind === 'shop' ? translate('app.dashboards.revenue.licence') : undefined}
            />
          )}
          {data.preparing && <PreparingRange preparing={data.preparing} />}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            {data.series.map((series) => (
              <CountChart key={series.key} series={series} />
            ))}
            {data.tops.map((top) => (
              <TopList key={top.key} top={top} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

export default DashboardPage;
