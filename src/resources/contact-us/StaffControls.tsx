import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { CONTACT_US_STATUSES, type ContactUsStatus } from '../../../shared/contactUs';
import { useCan } from '../../authProvider/useCan';
import type { ContactUsAssignee } from '../../dataProvider/calls/contactUs';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const T = 'resources.contact-us';
const NOBODY = '';

/** The status and the assignee of a thread, for the staff who answer (the declaration's changeStatus and assign). */
export function StaffControls({
  thread,
  onChange,
}: {
  thread: { id: string | number; status: ContactUsStatus; assignee: string | null };
  onChange: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const canStatus = useCan('contact-us', 'changeStatus') === true;
  const canAssign = useCan('contact-us', 'assign') === true;
  const [assignees, setAssignees] = useState<ContactUsAssignee[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!canAssign) return;
    let live = true;
    dataProvider.contactUsAssignees().then(
      (rows) => live && setAssignees(rows),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [canAssign, dataProvider, notify]);
  if (!canStatus && !canAssign) return null;
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      onChange();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const id = String(thread.id);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {canStatus && (
        <TextField
          select
          size="small"
          label={translate(`${T}.fields.status`)}
          value={thread.status}
          disabled={busy}
          sx={{ minWidth: 160 }}
          onChange={(event) =>
            run(
              () => dataProvider.changeStatus('contact-us', id, Number(event.target.value)),
              `${T}.thread.status_changed`,
            )
          }
        >
          {CONTACT_US_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`${T}.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {canAssign && (
        <TextField
          select
          size="small"
          label={translate(`${T}.fields.assignee`)}
          value={assignees.length > 0 ? (thread.assignee ?? NOBODY) : NOBODY}
          disabled={busy}
          sx={{ minWidth: 220 }}
          onChange={(event) =>
            run(() => dataProvider.assignContactUs(id, event.target.value || null), `${T}.thread.assigned`)
          }
        >
          <MenuItem value={NOBODY}>{translate(`${T}.thread.nobody`)}</MenuItem>
          {assignees.map((person) => (
            <MenuItem key={person._id} value={person._id}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
