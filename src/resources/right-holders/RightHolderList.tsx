import { DataTable, NumberField } from 'react-admin';
import { DateField } from '../DateField';
import { ResourceList } from '../ResourceList';
import { ListActions, ListEmpty, RowActions } from '../ResourceActions';
import { showPath } from '../showPath';
import { SEARCH_AND_STATUS_FILTERS, StatusField } from '../StatusField';

export default function RightHolderList() {
  return (
    <ResourceList
      filters={SEARCH_AND_STATUS_FILTERS}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      <DataTable rowClick={(id) => showPath('right-holders', id)} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="company" />
        <DataTable.Col source="labelName" />
        <DataTable.Col source="contractCount" field={NumberField} disableSort />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col label={false}>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
