import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { TITLE_MAX_LENGTH } from '../../../shared/constants';
import {
  CONTACT_US_ATTACHMENT_MAX_BYTES,
  CONTACT_US_ATTACHMENT_TYPES,
  CONTACT_US_TEXT_MAX_LENGTH,
} from '../../../shared/contactUs';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatSize } from '../../i18n/sizeFormat';
import { showPath } from '../showPath';

const T = 'resources.contact-us';

/**
 * A creator's side writes to the team: a subject, the text and at most one small file. The thread is
 * written first, then its file; a refused file leaves the thread sent, and says why.
 */
export function ComposeDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const tooLarge = file !== null && file.size > CONTACT_US_ATTACHMENT_MAX_BYTES;
  const send = async () => {
    setSending(true);
    try {
      const { data } = await dataProvider.create('contact-us', {
        data: { subject: subject.trim(), message },
      });
      if (file) {
        try {
          await dataProvider.attachToContactUs(String(data.id), file);
        } catch (error) {
          notify(`${T}.compose.attachment_failed`, {
            type: 'warning',
            messageArgs: { error: (error as Error).message },
          });
        }
      }
      if (!file) notify(`${T}.compose.sent`, { type: 'success' });
      onClose();
      navigate(showPath('contact-us', data.id));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{translate(`${T}.compose.title`)}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          required
          margin="normal"
          label={translate(`${T}.fields.subject`)}
          value={subject}
          onChange={(event) => setSubject(event.target.value.replace(/[\r\n]+/g, ' '))}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
        />
        <TextField
          fullWidth
          required
          multiline
          minRows={5}
          margin="normal"
          label={translate(`${T}.fields.message`)}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CONTACT_US_TEXT_MAX_LENGTH } }}
        />
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Typography variant="body2">{translate(`${T}.fields.attachment`)}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" size="small" variant="outlined" startIcon={<AttachFileIcon />}>
              {translate(`${T}.action.choose_file`)}
              <input
                hidden
                type="file"
                accept={CONTACT_US_ATTACHMENT_TYPES.join(',')}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            {file && (
              <>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography>
                <Button size="small" onClick={() => setFile(null)}>
                  {translate(`${T}.action.remove_file`)}
                </Button>
              </>
            )}
          </Stack>
          <Typography variant="caption" color={tooLarge ? 'error' : 'text.secondary'}>
            {translate(`${T}.compose.attachment_hint`, {
              size: formatSize(locale, CONTACT_US_ATTACHMENT_MAX_BYTES),
            })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={sending || tooLarge || !subject.trim() || !message.trim()}
          onClick={send}
        >
          {translate(`${T}.action.send`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
