import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  DataTable,
  SearchInput,
  SelectInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { INQUIRY_MESSAGE_MAX_LENGTH } from '../../../shared/constants';
import { useCan } from '../../authProvider/useCan';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useUserTitle } from '../../layout/useUserTitle';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';

const PENDING = 0;
const STATUS_COLOURS = { 0: 'warning', 1: 'success', 2: 'error' } as const;

interface Inquiry {
  id: string;
  asset_title: string;
  channel_title: string;
  status: 0 | 1 | 2;
}

function StatusChip() {
  const translate = useTranslate();
  const record = useRecordContext<Inquiry>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[record.status]}
      label={translate(`resources.inquiry-list.status.${record.status}`)}
    />
  );
}

const columns: ListColumn[] = [
  { source: 'asset_title' },
  { source: 'creator_name' },
  { source: 'channel_title', hideBelow: 'md' },
  { source: 'rights_holder_name', hideBelow: 'md' },
  { source: 'message', hideBelow: 'lg' },
  { source: 'status', field: StatusChip },
  { source: 'reason', hideBelow: 'lg' },
  { source: 'created_at', kind: 'date', hideBelow: 'md' },
];

/** Approve or reject, after a confirmation that takes the reason told to the creator. */
function DecideButtons() {
  const record = useRecordContext<Inquiry>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const [deciding, setDeciding] = useState<1 | 2 | null>(null);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  if (!record || record.status !== PENDING) return null;
  const close = () => {
    setDeciding(null);
    setReason('');
    setSending(false);
  };
  const decide = async () => {
    if (!deciding) return;
    setSending(true);
    try {
      await dataProvider.decideInquiry(record.id, deciding, reason.trim() || undefined);
      notify(`resources.inquiry-list.decide.${deciding === 1 ? 'approved' : 'rejected'}`, {
        type: 'success',
      });
      close();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setSending(false);
    }
  };
  const approving = deciding === 1;
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" onClick={() => setDeciding(1)}>
        {translate('resources.inquiry-list.action.approve')}
      </Button>
      <Button size="small" color="error" onClick={() => setDeciding(2)}>
        {translate('resources.inquiry-list.action.reject')}
      </Button>
      {deciding && (
        <Dialog open onClose={close} fullWidth maxWidth="sm">
          <DialogTitle>
            {translate(`resources.inquiry-list.decide.${approving ? 'approve_title' : 'reject_title'}`, {
              title: record.asset_title,
              channel: record.channel_title,
            })}
          </DialogTitle>
          <DialogContent>
            {approving && (
              <DialogContentText>{translate('resources.inquiry-list.decide.approve_text')}</DialogContentText>
            )}
            <TextField
              fullWidth
              multiline
              minRows={2}
              margin="normal"
              required={!approving}
              label={translate('resources.inquiry-list.decide.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: INQUIRY_MESSAGE_MAX_LENGTH } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button
              variant="contained"
              color={approving ? 'primary' : 'error'}
              disabled={sending || (!approving && !reason.trim())}
              onClick={decide}
            >
              {translate(`resources.inquiry-list.action.${approving ? 'approve' : 'reject'}`)}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}

/**
 * Pending Requests (spec 001 §2.6): creators' licence requests, pending first by default, searched
 * by content, creator or channel; CRUD staff approve or reject, viewers read.
 */
export default function InquiryList() {
  const userTitle = useUserTitle();
  const translate = useTranslate();
  const canDecide = useCan('inquiry-list', 'decide') === true;
  const statusChoices = [0, 1, 2].map((id) => ({
    id,
    name: translate(`resources.inquiry-list.status.${id}`),
  }));
  return (
    <ResourceList
      columns={columns}
      title={userTitle('Pending Requests')}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
      ]}
      filterDefaultValues={{ status: PENDING }}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        {useDataColumns(columns)}
        {canDecide && (
          <DataTable.Col label={false}>
            <DecideButtons />
          </DataTable.Col>
        )}
      </DataTable>
    </ResourceList>
  );
}
