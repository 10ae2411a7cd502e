import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  email,
  Form,
  maxLength,
  required,
  SaveButton,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import type { ProspectInvitation } from '../../dataProvider/calls/prospects';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { AccountInput } from '../AccountInput';

export interface Prospect {
  id: string | number;
  channel_id: string;
  title: string;
}

const text = (key: string) => `resources.prospective-youtube-videos.${key}`;
const NAME = [required(), maxLength(NAME_MAX_LENGTH)];
const EMPTY = {};

/**
 * Invites a prospect's channel as a creator: the server creates the account (and mails the
 * invitation), registers the channel and a draft agreement with the chosen content owner, all at once.
 */
export function InviteDialog({ prospect, onClose }: { prospect: Prospect; onClose(sent: boolean): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [sending, setSending] = useState(false);
  const send = async (values: Record<string, unknown>) => {
    setSending(true);
    try {
      // Only the dialog's fields: the form also sees the list row as its record.
      const invitation: ProspectInvitation = {
        email: String(values.email),
        first_name: String(values.first_name),
        last_name: String(values.last_name),
        rights_holder_id: String(values.rights_holder_id),
      };
      await dataProvider.inviteProspect(prospect.channel_id, invitation);
      notify(text('invited'), { type: 'success' });
      onClose(true);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <Form onSubmit={send} resource="prospective-youtube-videos" record={EMPTY}>
        <DialogTitle>{translate(text('invite_title'), { title: prospect.title })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(text('invite_help'))}
          </Typography>
          <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
          <TextInput source="first_name" validate={NAME} fullWidth />
          <TextInput source="last_name" validate={NAME} fullWidth />
          <AccountInput source="rights_holder_id" type={4} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => onClose(false)}>{translate('ra.action.cancel')}</MuiButton>
          <SaveButton label={text('invite')} disabled={sending} alwaysEnable={!sending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
