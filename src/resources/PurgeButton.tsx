import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useCanAccess,
} from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

/** Removes the record for good after a confirmation; the API refuses one in use and says why. */
export function PurgeButton() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess) return null;
  const purge = async () => {
    setBusy(true);
    try {
      await dataProvider.purge(resource, record.id);
      notify('app.purge.done', { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  // Clicks (the dialog's too, through its portal) must not reach the row, which opens the record.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label="app.purge.action" color="error" onClick={() => setOpen(true)} disabled={busy}>
        <DeleteForeverIcon />
      </Button>
      {/* Mounted when asked for: a list has one per row. */}
      {open && (
        <Confirm
          isOpen
          loading={busy}
          title="app.purge.title"
          content="app.purge.content"
          onConfirm={purge}
          onClose={() => setOpen(false)}
        />
      )}
    </span>
  );
}
