import { DataTable } from 'react-admin';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { ListActions, ListEmpty, RowActions } from '../ResourceActions';
import { showPath } from '../showPath';
import { SEARCH_AND_STATUS_FILTERS } from '../StatusField';

const columns: ListColumn[] = [
  { source: 'name' },
  { source: 'email' },
  { source: 'company', hideBelow: 'md' },
  { source: 'labelName', hideBelow: 'lg' },
  { source: 'contractCount', kind: 'number', hideBelow: 'lg' },
  { source: 'status', kind: 'status' },
  { source: 'created_at', kind: 'date', hideBelow: 'md' },
];

export default function RightHolderList() {
  return (
    <ResourceList
      columns={columns}
      filters={SEARCH_AND_STATUS_FILTERS}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      <DataTable rowClick={(id) => showPath('right-holders', id)} bulkActionButtons={false}>
        {useDataColumns(columns)}
        <DataTable.Col label={false}>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
