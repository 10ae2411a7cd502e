import { useState, type MouseEvent } from 'react';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ChannelStatus } from '../../../shared/constants';
import type { AppDataProvider } from '../../dataProvider';

/** Activates (or restores) and deactivates a channel: PUT /channel/change-status/{id}. */
export function ChannelStatusButton() {
  const record = useRecordContext<{ id: string; status: number }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'channels', action: 'edit', record });
  if (!record || !canAccess) return null;

  const next = record.status === ChannelStatus.ACTIVE ? ChannelStatus.INACTIVE : ChannelStatus.ACTIVE;
  const change = async (event: MouseEvent) => {
    // Inside a list row, a click must not also open the record.
    event.stopPropagation();
    setBusy(true);
    try {
      await dataProvider.changeStatus('channels', record.id, next);
      notify('ra.notification.updated', { messageArgs: { smart_count: 1 } });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const label =
    next === ChannelStatus.ACTIVE
      ? 'resources.channels.actions.activate'
      : 'resources.channels.actions.deactivate';
  return <Button label={label} disabled={busy} onClick={change} />;
}
