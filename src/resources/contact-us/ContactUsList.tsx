import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { CONTACT_US_STATUSES } from '../../../shared/contactUs';
import { useCan } from '../../authProvider/useCan';
import { useUserTitle } from '../../layout/useUserTitle';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { ComposeDialog } from './ComposeDialog';
import { StatusChip } from './StatusChip';

const statusColumn: ListColumn = {
  source: 'status',
  field: StatusChip,
  csv: (record, { translate }) => translate(`resources.contact-us.status.${String(record.status)}`),
};

const staffColumns: ListColumn[] = [
  { source: 'subject' },
  { source: 'creator_name' },
  statusColumn,
  { source: 'assignee_name', hideBelow: 'md' },
  { source: 'reply_count', kind: 'number', hideBelow: 'md' },
  { source: 'last_at', kind: 'date', hideBelow: 'md' },
];

const creatorColumns: ListColumn[] = [
  { source: 'subject' },
  statusColumn,
  { source: 'sender_name', hideBelow: 'md' },
  { source: 'reply_count', kind: 'number', hideBelow: 'md' },
  { source: 'last_at', kind: 'date', hideBelow: 'md' },
];

function Actions({ canWrite }: { canWrite: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!canWrite) return null;
  return (
    <TopToolbar>
      <Button variant="contained" size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        {translate('resources.contact-us.action.new')}
      </Button>
      {open && <ComposeDialog onClose={() => setOpen(false)} />}
    </TopToolbar>
  );
}

/**
 * Contact Us for staff (every thread, new ones first in the badge) and Messages for a creator's side
 * (its own threads and a button to write to the team), most recent conversation first.
 */
export default function ContactUsList() {
  const userTitle = useUserTitle();
  const translate = useTranslate();
  const canWrite = useCan('contact-us', 'messages') === true;
  const columns = canWrite ? creatorColumns : staffColumns;
  const statusChoices = CONTACT_US_STATUSES.map((id) => ({
    id,
    name: translate(`resources.contact-us.status.${id}`),
  }));
  return (
    <ResourceList
      columns={columns}
      title={userTitle('Contact Us')}
      actions={<Actions canWrite={canWrite} />}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
      ]}
      sort={{ field: 'last_at', order: 'DESC' }}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick="show">
        {useDataColumns(columns)}
      </DataTable>
    </ResourceList>
  );
}
