import { useState, type MouseEvent } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { AccountStatus } from '../../shared/constants';
import type { AppDataProvider } from '../dataProvider';

/** Activates (or restores) and deactivates a record through its resource's change-status call. */
export function StatusButton() {
  const resource = useResourceContext()!;
  const record = useRecordContext<{ id: string; status: number }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  if (!record || !canAccess) return null;

  const next = record.status === AccountStatus.ACTIVE ? AccountStatus.INACTIVE : AccountStatus.ACTIVE;
  const change = async (event: MouseEvent) => {
    // Inside a list row, a click must not also open the record.
    event.stopPropagation();
    setBusy(true);
    try {
      await dataProvider.changeStatus(resource, record.id, next);
      notify('ra.notification.updated', { messageArgs: { smart_count: 1 } });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const label =
    next === AccountStatus.ACTIVE ? 'app.status_actions.activate' : 'app.status_actions.deactivate';
  return <Button label={label} disabled={busy} onClick={change} />;
}
