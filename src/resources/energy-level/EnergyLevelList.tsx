import { DataTable, DateField } from 'react-admin';
import { PurgeButton } from '../PurgeButton';
import { ListActions, ListEmpty, RowActions } from '../ResourceActions';
import { ResourceList } from '../ResourceList';
import { SEARCH_AND_STATUS_FILTERS, StatusField } from '../StatusField';

export default function EnergyLevelList() {
  return (
    <ResourceList
      filters={SEARCH_AND_STATUS_FILTERS}
      sort={{ field: 'ordinal', order: 'ASC' }}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="ordinal" />
        <DataTable.Col source="name" />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="updated_at" field={DateField} />
        <DataTable.Col label={false}>
          <RowActions extra={<PurgeButton />} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
