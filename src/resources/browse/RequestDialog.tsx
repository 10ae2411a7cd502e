import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { INQUIRY_MESSAGE_MAX_LENGTH } from '../../../shared/constants';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** The most channels the picker lists: a creator has a handful. */
const CHANNELS_SHOWN = 100;

/**
 * A creator's side asks for a licence of one item for one of the creator's channels (the server
 * checks the channel is the creator's and refuses a second pending request for the same pair).
 */
export function RequestDialog({
  item,
  onClose,
}: {
  item: { id: string; title: string };
  onClose(sent: boolean): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { data: channels = [], isPending } = useGetList('channels', {
    pagination: { page: 1, perPage: CHANNELS_SHOWN },
    sort: { field: 'channel_title', order: 'ASC' },
  });
  const [channel, setChannel] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const chosen = channel || (channels.length === 1 ? String(channels[0]!.id) : '');
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.requestLicence({ asset: item.id, channel: chosen, message: message.trim() });
      notify('resources.browse.request.sent', { type: 'success' });
      onClose(true);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.browse.request.title', { title: item.title })}</DialogTitle>
      <DialogContent>
        {!isPending && channels.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.browse.request.no_channel')}</Typography>
        ) : (
          <>
            <TextField
              select
              fullWidth
              margin="normal"
              label={translate('resources.browse.request.channel')}
              value={chosen}
              onChange={(event) => setChannel(event.target.value)}
              required
            >
              {channels.map((row) => (
                <MenuItem key={row.id} value={String(row.id)}>
                  {String(row.channel_title)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth
              multiline
              minRows={3}
              margin="normal"
              label={translate('resources.browse.request.message')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              slotProps={{ htmlInput: { maxLength: INQUIRY_MESSAGE_MAX_LENGTH } }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!chosen || sending} onClick={send}>
          {translate('resources.browse.request.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
