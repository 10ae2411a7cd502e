import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ChannelStatus } from '../../../shared/constants';
import type { AppDataProvider } from '../../dataProvider';

/** Activates or deactivates a channel (PUT /channel/change-status/{id}). */
export function ChannelStatusButton() {
  const record = useRecordContext<{ id: string; status: number }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ resource: 'channels', action: 'edit', record });
  const next = record?.status === ChannelStatus.ACTIVE ? ChannelStatus.INACTIVE : ChannelStatus.ACTIVE;
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.changeStatus('channels', record!.id, next),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['channels'] });
      notify('ra.notification.updated', { messageArgs: { smart_count: 1 } });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record || !canAccess || record.status === ChannelStatus.DELETED) return null;
  const label =
    next === ChannelStatus.ACTIVE
      ? 'resources.channels.actions.activate'
      : 'resources.channels.actions.deactivate';
  return <Button label={label} disabled={isPending} onClick={() => mutate()} />;
}
