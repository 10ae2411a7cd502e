import { DataTable, ExportButton, SelectInput, TopToolbar } from 'react-admin';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { useCan } from '../../authProvider/useCan';
import { ListActions, ListEmpty } from '../ResourceActions';
import { showPath } from '../showPath';
import { StatusButton } from '../StatusButton';
import { STATUS_CHOICES } from '../StatusField';
import { MembershipStatusField } from './MembershipStatusField';

const StaffActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

const membershipStatus: ListColumn = {
  source: 'status',
  field: MembershipStatusField,
  csv: (record, { translate }) =>
    translate(
      record.invited && record.status === 1 ? 'app.invitation.invited' : `app.status.${record.status}`,
    ),
};
const ownColumns: ListColumn[] = [
  { source: 'name' },
  { source: 'email' },
  membershipStatus,
  { source: 'created_at', kind: 'date', hideBelow: 'md' },
];
// Staff see every team, so they are told whose each member is.
const staffColumns: ListColumn[] = [
  ...ownColumns.slice(0, 2),
  { source: 'owner_name' },
  ...ownColumns.slice(2),
];

const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />];

export default function TeamMemberList() {
  // Staff see every team, so they are told whose each member is; only owners invite to their team.
  const staff = useCan('team-members', 'readAll') === true;
  const columns = staff ? staffColumns : ownColumns;
  const dataColumns = useDataColumns(columns);
  return (
    <ResourceList
      columns={columns}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={staff ? <StaffActions /> : <ListActions />}
      empty={staff ? false : <ListEmpty />}
    >
      <DataTable rowClick={(id) => showPath('team-members', id)} bulkActionButtons={false}>
        {dataColumns}
        <DataTable.Col label={false}>
          <StatusButton />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
