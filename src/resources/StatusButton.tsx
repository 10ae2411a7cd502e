import { useCanAccess, useDataProvider, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { AccountStatus } from '../../shared/constants';
import type { AppDataProvider } from '../dataProvider';
import { ConfirmButton } from './ConfirmButton';
import { useRecordName, useRecordNotice } from './useRecordNotice';

/** Activates (or restores) and deactivates a record through its resource's change-status call, once confirmed. */
export function StatusButton() {
  const resource = useResourceContext()!;
  const record = useRecordContext<{ id: string; status: number }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const notice = useRecordNotice();
  const nameOf = useRecordName();
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  if (!record || !canAccess) return null;

  const activate = record.status !== AccountStatus.ACTIVE;
  const verb = activate ? 'activate' : 'deactivate';
  return (
    <ConfirmButton
      label={`app.status_actions.${verb}`}
      title={`app.record.confirm_${verb}`}
      content={`app.record.explain_${verb}`}
      values={{ name: nameOf(record) }}
      onConfirm={async () => {
        await dataProvider.changeStatus(
          resource,
          record.id,
          activate ? AccountStatus.ACTIVE : AccountStatus.INACTIVE,
        );
        notice(activate ? 'activated' : 'deactivated', record);
        refresh();
      }}
    />
  );
}
