import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { AccountStatus } from '../../../shared/constants';
import { StatusField } from '../StatusField';

/** A membership's status; an invitation nobody has accepted yet shows as Invited. */
export function MembershipStatusField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ status: number; invited?: boolean }>();
  const translate = useTranslate();
  if (record?.invited && record.status === AccountStatus.ACTIVE) {
    return <Chip size="small" color="info" label={translate('app.invitation.invited')} />;
  }
  return <StatusField />;
}
