import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SyncIcon from '@mui/icons-material/Sync';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { VIDEO_SYNC_POLL_MS } from '../../../shared/constants';
import { useCan } from '../../authProvider/useCan';
import type { AppDataProvider } from '../../dataProvider';
import type { VideoSyncState } from '../../dataProvider/calls/videos';
import { dateFormat } from '../../i18n/dateFormat';

const T = 'resources.drm-youtube-videos.sync';

/**
 * A channel's video sync: its state, when it last completed and how many videos are stored; "Sync
 * now" for those the declaration lets sync, then the running job's progress, read every
 * VIDEO_SYNC_POLL_MS until it ends (the page's rows are then read again). Staff also see today's
 * YouTube quota against the budget. Without a channel it says how to choose one.
 */
export function VideoSyncPanel({ channel }: { channel: string | undefined }) {
  const translate = useTranslate();
  if (!channel) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {translate(`${T}.pick_channel`)}
      </Typography>
    );
  }
  return <ChannelSyncState channel={channel} />;
}

function ChannelSyncState({ channel }: { channel: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const canSync = useCan('drm-youtube-videos', 'sync') === true;
  const queryKey = ['videoSync', channel];
  const { data } = useQuery({
    queryKey,
    queryFn: () => dataProvider.videoSyncState(channel),
    refetchInterval: (query) => (query.state.data?.job_id ? VIDEO_SYNC_POLL_MS : false),
  });
  const sync = useMutation({
    mutationFn: () => dataProvider.syncChannelVideos(channel),
    onSuccess: ({ job_id }) => {
      notify(`${T}.queued`, { type: 'info' });
      // Followed from now: the state is read again every VIDEO_SYNC_POLL_MS until the job is gone.
      queryClient.setQueryData<VideoSyncState>(
        queryKey,
        (before) => before && { ...before, state: 'running', job_id, progress: 0 },
      );
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  // A job that was running and is no more: the rows it stored are read again.
  const runningJob = useRef<string | null>(null);
  useEffect(() => {
    if (!data) return;
    if (runningJob.current && !data.job_id) {
      notify(`${T}.finished`, { type: 'success', messageArgs: { smart_count: data.videos } });
      refresh();
    }
    runningJob.current = data.job_id;
  }, [data, notify, refresh]);

  if (!data) return null;
  const running = data.job_id !== null;
  return (
    <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }} data-testid="video-sync">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {translate(`${T}.state.${running ? 'running' : data.state}`)}
            {' · '}
            {translate(`${T}.videos`, { smart_count: data.videos })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data.last_synced_at
              ? translate(`${T}.last`, {
                  date: dateFormat(locale, { showTime: true }).format(new Date(data.last_synced_at)),
                })
              : translate(`${T}.never`)}
          </Typography>
          {data.quota_budget !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.quota`, { used: data.quota_used_today ?? 0, budget: data.quota_budget })}
            </Typography>
          )}
        </Box>
        {canSync && (
          <Button
            label={`${T}.now`}
            variant="outlined"
            disabled={running || sync.isPending}
            onClick={() => sync.mutate()}
          >
            <SyncIcon />
          </Button>
        )}
      </Stack>
      {running && (
        <LinearProgress
          variant="determinate"
          value={data.progress}
          aria-label={translate(`${T}.progress`)}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
