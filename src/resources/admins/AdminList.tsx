import { DataTable, SearchInput, SelectInput } from 'react-admin';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { ListActions, ListEmpty, RowActions } from '../ResourceActions';
import { STAFF_ROLE_CHOICES } from '../RoleField';
import { showPath } from '../showPath';
import { STATUS_CHOICES } from '../StatusField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={STAFF_ROLE_CHOICES} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

const columns: ListColumn[] = [
  { source: 'name' },
  { source: 'email' },
  { source: 'type', kind: 'role' },
  { source: 'status', kind: 'status' },
  { source: 'created_at', kind: 'date', hideBelow: 'md' },
];

export default function AdminList() {
  return (
    <ResourceList
      columns={columns}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      <DataTable rowClick={(id) => showPath('admins', id)} bulkActionButtons={false}>
        {useDataColumns(columns)}
        <DataTable.Col label={false}>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
