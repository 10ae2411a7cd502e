import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ChannelStatus } from '../../../shared/constants';
import { useCan } from '../../authProvider/useCan';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { ConfirmButton } from '../ConfirmButton';

type RemovalRecord = {
  channel_id: string;
  channel_title: string;
  status: number;
  removal_requested_at?: string | null;
};

/** "Removal requested" beside a channel in the list, once its creator's side asked for it. */
export function RemovalRequestedField(_props: { source: string; label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<RemovalRecord>();
  if (!record?.removal_requested_at || record.status === ChannelStatus.DELETED) return null;
  return <Chip size="small" color="warning" label={translate('resources.channels.removal.requested')} />;
}

/**
 * On the channel's page: the open removal request and when it was made, or for the channel's own
 * creator side the "Request removal" button (confirmed first, since staff are mailed).
 */
export function RemovalRequest() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const record = useRecordContext<RemovalRecord>();
  // The server checks the channel is the caller's own; staff and rights holders never may.
  const mayRequest = useCan('channels', 'requestRemoval') === true;
  if (!record || record.status === ChannelStatus.DELETED) return null;
  if (record.removal_requested_at) {
    const when = new Date(record.removal_requested_at).toLocaleDateString(locale);
    return (
      <Alert severity="warning">{translate('resources.channels.removal.requested_on', { date: when })}</Alert>
    );
  }
  if (!mayRequest) return null;
  return (
    <ConfirmButton
      label="resources.channels.removal.request"
      icon={<DeleteSweepIcon />}
      color="error"
      labelled
      title="resources.channels.removal.confirm_title"
      content="resources.channels.removal.confirm_content"
      values={{ title: record.channel_title }}
      onConfirm={async () => {
        await dataProvider.requestChannelRemoval(record.channel_id);
        notify('resources.channels.removal.sent', { type: 'success' });
        refresh();
      }}
    />
  );
}
