import './readBackTexts';
import { useEffect, useRef, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import SyncIcon from '@mui/icons-material/Sync';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { CLAIM_READ_BACK_POLL_MS } from '../../../shared/claimsReadBack';
import { serverText } from '../../api/serverMessages';
import { useCan } from '../../authProvider/useCan';
import type { AppDataProvider } from '../../dataProvider';
import type { ClaimReadBackState } from '../../dataProvider/calls/claimsReadBack';
import { dateFormat } from '../../i18n/dateFormat';

const T = 'resources.assets/manual-claiming.read_back';
const QUERY_KEY = ['claimReadBack'];

/**
 * "Read back from YouTube" on Manual Claiming, for those the declaration lets read back (CRUD staff)
 * where Content ID is configured: queues the read-back, shows its progress (read every
 * CLAIM_READ_BACK_POLL_MS while it runs), then what it changed and reads the rows again. The changes
 * YouTube made that the rules here refused are listed behind the warning button beside it.
 */
export function ReadBackButton() {
  const allowed = useCan('assets/manual-claiming', 'readBack') === true;
  return allowed ? <ReadBack /> : null;
}

function ReadBack() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [showRefusals, setShowRefusals] = useState(false);
  const { data } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => dataProvider.claimReadBackState(),
    refetchInterval: (query) => (query.state.data?.job_id ? CLAIM_READ_BACK_POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: () => dataProvider.readBackClaims(),
    onSuccess: ({ job_id }) => {
      notify(`${T}.queued`, { type: 'info' });
      queryClient.setQueryData<ClaimReadBackState>(
        QUERY_KEY,
        (before) => before && { ...before, job_id, progress: 0 },
      );
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  // A read-back that was running and is no more: say what it did, and read the rows again.
  const runningJob = useRef<string | null>(null);
  useEffect(() => {
    if (!data) return;
    if (runningJob.current && !data.job_id) {
      if (data.last_error) {
        notify(`${T}.failed`, { type: 'warning', messageArgs: { error: data.last_error } });
      } else {
        notify(`${T}.done`, { type: 'success', messageArgs: { smart_count: data.claims_changed } });
      }
      if (data.refusals.length > 0) {
        notify(`${T}.refused`, { type: 'warning', messageArgs: { smart_count: data.refusals.length } });
      }
      refresh();
    }
    runningJob.current = data.job_id;
  }, [data, notify, refresh]);

  if (!data?.configured) return null;
  const running = data.job_id !== null;
  const format = dateFormat(locale, { showTime: true });
  // Over Content ID's quota, the read-back waits for the next quota day.
  const label = data.waiting_until
    ? translate(`${T}.waiting`, { date: format.format(new Date(data.waiting_until)) })
    : running
      ? translate(`${T}.running`, { progress: data.progress })
      : `${T}.button`;
  const last = data.last_completed_at
    ? translate(`${T}.last`, { date: format.format(new Date(data.last_completed_at)) })
    : translate(`${T}.never`);
  return (
    <>
      <span title={data.last_error ? translate(`${T}.failed`, { error: data.last_error }) : last}>
        <Button label={label} disabled={running || start.isPending} onClick={() => start.mutate()}>
          {running ? (
            <CircularProgress size={16} variant="determinate" value={data.progress} aria-label={label} />
          ) : (
            <SyncIcon />
          )}
        </Button>
      </span>
      {data.refusals.length > 0 && (
        <IconButton
          size="small"
          color="warning"
          aria-label={translate(`${T}.refused`, { smart_count: data.refusals.length })}
          title={translate(`${T}.refused`, { smart_count: data.refusals.length })}
          onClick={() => setShowRefusals(true)}
        >
          <WarningAmberIcon fontSize="small" />
        </IconButton>
      )}
      <Dialog open={showRefusals} onClose={() => setShowRefusals(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(`${T}.refused`, { smart_count: data.refusals.length })}</DialogTitle>
        <DialogContent dividers>
          <List dense disablePadding>
            {data.refusals.map((refusal) => (
              <ListItem key={`${refusal.claim_id}-${refusal.youtube_status}`} disableGutters>
                <ListItemText
                  primary={translate(`${T}.refusal`, {
                    title: refusal.video_title,
                    youtube_status: refusal.youtube_status,
                    reason: serverText(
                      refusal.reason_message.id,
                      refusal.reason_message.params,
                      refusal.reason,
                    ),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setShowRefusals(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
