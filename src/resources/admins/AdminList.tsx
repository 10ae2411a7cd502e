import { DataTable, SearchInput, SelectInput } from 'react-admin';
import { DateField } from '../DateField';
import { ResourceList } from '../ResourceList';
import { ListActions, ListEmpty, RowActions } from '../ResourceActions';
import { RoleField, STAFF_ROLE_CHOICES } from '../RoleField';
import { showPath } from '../showPath';
import { STATUS_CHOICES, StatusField } from '../StatusField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={STAFF_ROLE_CHOICES} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

export default function AdminList() {
  return (
    <ResourceList
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      <DataTable rowClick={(id) => showPath('admins', id)} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="type" field={RoleField} />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col label={false}>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
