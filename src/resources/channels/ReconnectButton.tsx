import SyncIcon from '@mui/icons-material/Sync';
import { useState, type MouseEvent } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { startGoogleSignIn } from '../../features/channelConnection/googleSignIn';

/**
 * Signs in with Google again for this channel, to give it new tokens and status 1 (spec 000 §4): from
 * its view the return opens it again ('allow_{id}'), from the list it opens the list ('list_channel{id}').
 */
export function ReconnectButton({ from }: { from: 'view' | 'list' }) {
  const record = useRecordContext<{ id: string }>();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'channels', action: 'edit', record });
  if (!record || !canAccess) return null;

  const reconnect = async (event: MouseEvent) => {
    // Inside a list row, a click must not also open the record.
    event.stopPropagation();
    setBusy(true);
    try {
      await startGoogleSignIn(dataProvider, {
        kind: from === 'view' ? 'allow' : 'list',
        channel: String(record.id),
      });
    } catch (error) {
      setBusy(false);
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Button label="resources.channels.reconnect" onClick={reconnect} disabled={busy}>
      <SyncIcon />
    </Button>
  );
}
