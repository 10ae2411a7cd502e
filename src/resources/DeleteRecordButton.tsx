import DeleteIcon from '@mui/icons-material/Delete';
import {
  useCanAccess,
  useDelete,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type RedirectionSideEffect,
} from 'react-admin';
import { ConfirmButton } from './ConfirmButton';
import { useRecordName, useRecordNotice } from './useRecordNotice';

/**
 * Deletes the record (status 3: kept and hidden) once confirmed, says which, then goes to `redirect`.
 * react-admin's DeleteButton names no record in its toast ("Element deleted").
 */
export function DeleteRecordButton({ redirect = 'list' }: { redirect?: RedirectionSideEffect }) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const [deleteOne] = useDelete();
  const redirectTo = useRedirect();
  const notice = useRecordNotice();
  const nameOf = useRecordName();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  if (!record || !canAccess) return null;
  return (
    <ConfirmButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      color="error"
      title="app.record.confirm_delete"
      content="app.record.explain_delete"
      values={{ name: nameOf(record) }}
      onConfirm={async () => {
        await deleteOne(
          resource,
          { id: record.id, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notice('deleted', record);
        redirectTo(redirect, resource);
      }}
    />
  );
}
