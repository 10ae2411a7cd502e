import DeleteIcon from '@mui/icons-material/Delete';
import {
  useDeleteMany,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ConfirmButton } from './ConfirmButton';

/**
 * Deletes the selected records (status 3: kept and hidden) once confirmed, and says how many of
 * what ("3 Channels deleted."); react-admin's bulk delete says "Element deleted".
 */
export function BulkDeleteRecordsButton() {
  const resource = useResourceContext()!;
  const { selectedIds, onUnselectItems } = useListContext();
  const [deleteMany] = useDeleteMany();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const count = selectedIds.length;
  const values = {
    smart_count: count,
    noun: translate(`resources.${resource}.name`, { smart_count: count }),
  };
  return (
    <ConfirmButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      color="error"
      title="app.record.confirm_bulk_delete"
      content="app.record.explain_delete"
      values={values}
      onConfirm={async () => {
        try {
          await deleteMany(
            resource,
            { ids: selectedIds },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
        } finally {
          // Some may have gone before another failed: the list shows what is left either way.
          refresh();
        }
        onUnselectItems(true);
        notify('app.record.bulk_deleted', { type: 'success', messageArgs: values });
      }}
    />
  );
}
