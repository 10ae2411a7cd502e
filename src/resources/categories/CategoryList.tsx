import { DataTable, DateField, SelectInput } from 'react-admin';
import { PurgeButton } from '../PurgeButton';
import { ListActions, ListEmpty, RowActions } from '../ResourceActions';
import { ResourceList } from '../ResourceList';
import { SEARCH_AND_STATUS_FILTERS, StatusField } from '../StatusField';
import { useLookup } from '../useLookup';

type Category = { id: string; name: string; parent: string | null };

function ParentFilter(props: { source: string }) {
  const tops = useLookup<Category>('categories').filter((category) => category.parent === null);
  return <SelectInput {...props} choices={tops} />;
}

const filters = [...SEARCH_AND_STATUS_FILTERS, <ParentFilter key="parent" source="parent" />];

export default function CategoryList() {
  return (
    <ResourceList
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="parent_name" disableSort />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="updated_at" field={DateField} />
        <DataTable.Col label={false}>
          <RowActions extra={<PurgeButton />} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
