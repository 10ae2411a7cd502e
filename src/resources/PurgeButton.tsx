import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { ConfirmButton } from './ConfirmButton';

/** Removes the record for good after a confirmation; the API refuses one in use and says why. */
export function PurgeButton() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  if (!record || !canAccess) return null;
  return (
    <ConfirmButton
      label="app.purge.action"
      icon={<DeleteForeverIcon />}
      color="error"
      title="app.purge.title"
      content="app.purge.content"
      onConfirm={async () => {
        await dataProvider.purge(resource, record.id);
        notify('app.purge.done', { type: 'info' });
        refresh();
      }}
    />
  );
}
