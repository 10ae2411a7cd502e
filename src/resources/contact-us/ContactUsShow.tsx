import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Loading,
  Title,
  useGetOne,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { CONTACT_US_TEXT_MAX_LENGTH, type ContactUsStatus } from '../../../shared/contactUs';
import { useCan } from '../../authProvider/useCan';
import type { ContactUsReply } from '../../dataProvider/calls/contactUs';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { dateFormat } from '../../i18n/dateFormat';
import { StatusChip } from './StatusChip';
import { StaffControls } from './StaffControls';

const T = 'resources.contact-us';

/** A thread as the detail call answers it. */
export interface Thread extends RaRecord {
  subject: string;
  message: string;
  status: ContactUsStatus;
  sender_name: string;
  creator_name: string;
  assignee: string | null;
  attachment_name: string | null;
  created_at: string;
  replies: ContactUsReply[];
}

/** One message of the conversation: what a person wrote, always as text (never as HTML). */
function Bubble(props: { name: string; date: string; body: string; fromTeam: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = dateFormat(locale, { showTime: true }).format(new Date(props.date));
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, ml: props.fromTeam ? { xs: 0, sm: 4 } : 0, mr: props.fromTeam ? 0 : { xs: 0, sm: 4 } }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(`${T}.thread.written_by`, { name: props.name, date: when })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
        {props.body}
      </Typography>
    </Paper>
  );
}

function ReplyForm({ id, onSent }: { id: string; onSent: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.replyContactUs(id, text);
      setText('');
      notify(`${T}.thread.replied`, { type: 'success' });
      onSent();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={1}>
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={translate(`${T}.thread.reply_label`)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CONTACT_US_TEXT_MAX_LENGTH } }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" disabled={sending || !text.trim()} onClick={send}>
          {translate(`${T}.action.reply`)}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A thread at /contact-us/view/{id}: the message, its replies, a reply box, and staff's controls. */
export default function ContactUsShow() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const canReply = useCan('contact-us', 'reply') === true;
  // Every query again, not only this thread's: the menu's Contact Us badge follows a reply or a status.
  const refresh = useRefresh();
  const { data, isPending, error } = useGetOne<Thread>('contact-us', { id });
  if (error) return <Typography sx={{ p: 2 }}>{translate('ra.page.not_found')}</Typography>;
  // The list's row may stand in for the thread until the detail comes: it has no replies.
  if (isPending || !data?.replies) return <Loading />;
  const download = () =>
    dataProvider
      .downloadContactUsAttachment(id, data.attachment_name ?? 'attachment')
      .catch((failure: Error) => notify(failure.message, { type: 'error' }));
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 900 }}>
      <Title title={data.subject} />
      <div>
        <Button component={Link} to="/contact-us" size="small" startIcon={<ArrowBackIcon />}>
          {translate(`${T}.action.back`)}
        </Button>
      </div>
      <Card>
        <CardContent>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h6" component="h1" sx={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
                {data.subject}
              </Typography>
              <StatusChip status={data.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.thread.for_creator`, { name: data.creator_name })}
            </Typography>
            <StaffControls thread={data} onChange={refresh} />
            <Bubble name={data.sender_name} date={data.created_at} body={data.message} fromTeam={false} />
            {data.attachment_name && (
              <div>
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={download}
                  sx={{ textAlign: 'left' }}
                >
                  <span style={{ overflowWrap: 'anywhere' }}>
                    {translate(`${T}.action.download`, { name: data.attachment_name })}
                  </span>
                </Button>
              </div>
            )}
            {data.replies.map((reply) => (
              <Bubble
                key={reply._id}
                name={reply.author_name}
                date={reply.created_at}
                body={reply.body}
                fromTeam={reply.from_team}
              />
            ))}
            {data.replies.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.thread.no_replies`)}
              </Typography>
            )}
            {canReply && <ReplyForm id={id} onSent={refresh} />}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
