import './pageTexts';
import './historyTexts';
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useLocaleState, useRecordContext, useResourceContext } from 'react-admin';
import type { ClaimHistoryItem, ClaimPage } from '../../dataProvider/calls/claims';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useClaimText, type ClaimRow } from './ClaimFields';

type Text = ReturnType<typeof useClaimText>;

/** What the entry did, as one sentence. */
function whatOf(entry: ClaimHistoryItem, text: Text): string {
  if (entry.event === 'takedown requested') return text('history.what.takedown_opened');
  if (entry.transition) return text(`history.transition.${entry.transition}`, { _: entry.transition });
  if (entry.action === 'update') {
    const fields = entry.changed.map((field) => text(`fields.${field}`)).join(', ');
    return text('history.what.update', { fields: fields || '–' });
  }
  if (entry.action === 'create' || entry.action === 'delete') return text(`history.what.${entry.action}`);
  return text('history.what.other');
}

/** The details under the sentence: states, reasons, notes, the override of the licence check. */
function detailsOf(entry: ClaimHistoryItem, text: Text): string[] {
  const lines: string[] = [];
  if (entry.from_status !== null && entry.to_status !== null && entry.from_status !== entry.to_status) {
    lines.push(
      text('history.states', {
        from: text(`status.${entry.from_status}`),
        to: text(`status.${entry.to_status}`),
      }),
    );
  }
  if (entry.override_reason) {
    const what = entry.override?.startsWith('agreement ')
      ? text('history.licensed', { title: entry.override.slice('agreement '.length) })
      : text('history.whitelisted');
    lines.push(text('history.override', { what, text: entry.override_reason }));
  }
  if (entry.reason) lines.push(text('history.reason', { text: entry.reason }));
  if (entry.note) lines.push(text('history.note', { text: entry.note }));
  return lines;
}

/** The entries, oldest first: what happened, then who and when, then the details. */
function HistoryEntries({ entries }: { entries: ClaimHistoryItem[] }) {
  const text = useClaimText();
  const [locale = 'en'] = useLocaleState();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  if (entries.length === 0) return <Typography color="text.secondary">{text('history.empty')}</Typography>;
  return (
    <List dense disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry._id} disableGutters divider sx={{ display: 'block' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {whatOf(entry, text)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {entry.by_clock ? text('history.clock') : (entry.by_name ?? text('history.unknown'))} ·{' '}
            <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
          </Typography>
          {detailsOf(entry, text).map((line, index) => (
            <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </ListItem>
      ))}
    </List>
  );
}

/** The dialog: the history loads when it opens (full screen on a phone). */
function HistoryDialog({ record, onClose }: { record: ClaimRow; onClose: () => void }) {
  const text = useClaimText();
  const dataProvider = useAppDataProvider();
  // Read through the page's own access rule: a creator's side reads it from Claimed Videos.
  const page: ClaimPage =
    useResourceContext() === 'assets/claim-video' ? 'assets/claim-video' : 'assets/manual-claiming';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [entries, setEntries] = useState<ClaimHistoryItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    dataProvider.claimHistory(record.id, page).then(
      (answer) => live && setEntries(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, record.id, page]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        {text('history.title', { title: record.video_title || record.video_id })}
      </DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{text('history.failed')}</Alert>
        ) : entries === null ? (
          <CircularProgress size={24} aria-label={text('history.button')} />
        ) : (
          <HistoryEntries entries={entries} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A row's "History" button and its dialog. */
export function ClaimHistoryButton() {
  const record = useRecordContext<ClaimRow>();
  const text = useClaimText();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <IconButton
        size="small"
        aria-label={text('history.button')}
        title={text('history.button')}
        onClick={() => setOpen(true)}
      >
        <HistoryIcon fontSize="small" />
      </IconButton>
      {open && <HistoryDialog record={record} onClose={() => setOpen(false)} />}
    </span>
  );
}
