import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { TAKEDOWN_NOTE_MAX_LENGTH } from '../../../shared/constants';
import { TakedownStatus } from '../../../shared/takedowns';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const P = 'resources.assets/copyright-takedown';

interface CourtRecord {
  id: string;
  asset_title: string;
  status: TakedownStatus;
  court_action_at: string | null;
  court_action_note: string | null;
}

/** The court action recorded on a notice: its date, and the note as written. */
export function CourtActionRecorded() {
  const record = useRecordContext<CourtRecord>();
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  if (!record?.court_action_at) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(record.court_action_at),
  );
  return (
    <Typography variant="caption" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      <strong>{translate(`${P}.court.recorded`, { date })}</strong>
      {record.court_action_note && <>: {record.court_action_note}</>}
    </Typography>
  );
}

/**
 * "Record court action" on a counter-notified notice with none recorded yet (CRUD staff, the caller
 * checks): a note in a dialog; the server stops the restore clock.
 */
export function CourtActionButton() {
  const record = useRecordContext<CourtRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  if (!record || record.status !== TakedownStatus.COUNTER_NOTIFIED || record.court_action_at) return null;
  const close = () => {
    setOpen(false);
    setNote('');
    setSending(false);
  };
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.recordCourtAction(record.id, note.trim());
      notify(translate(`${P}.court.done`), { type: 'success' });
      close();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setSending(false);
    }
  };
  return (
    <>
      <Button size="small" color="warning" onClick={() => setOpen(true)}>
        {translate(`${P}.court.action`)}
      </Button>
      {open && (
        <Dialog open onClose={close} fullWidth maxWidth="sm">
          <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
            {translate(`${P}.court.title`, { title: record.asset_title })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(`${P}.court.text`)}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              margin="normal"
              required
              label={translate(`${P}.court.note`)}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: TAKEDOWN_NOTE_MAX_LENGTH } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" color="warning" disabled={sending || !note.trim()} onClick={send}>
              {translate(`${P}.court.action`)}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
