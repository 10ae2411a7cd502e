import { DataTable } from 'react-admin';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { useUserTitle } from '../../layout/useUserTitle';
import { ListActions, ListEmpty, RowActions } from '../ResourceActions';
import { showPath } from '../showPath';
import { SEARCH_AND_STATUS_FILTERS } from '../StatusField';

// The revenue share is money: shown and exported only to earning types (the declaration says so).
const columns: ListColumn[] = [
  { source: 'title' },
  { source: 'rights_holder_name' },
  { source: 'creator_name' },
  { source: 'channel_title', hideBelow: 'lg' },
  { source: 'start_date', kind: 'date', hideBelow: 'md' },
  { source: 'end_date', kind: 'date', hideBelow: 'md' },
  { source: 'territory', hideBelow: 'lg' },
  { source: 'revenue_share', kind: 'number' },
  { source: 'status', kind: 'status' },
];

/** 'All Agreements' for staff, 'Your Agreements' for creators (the server scopes the rows). */
export default function AgreementList() {
  const userTitle = useUserTitle();
  return (
    <ResourceList
      columns={columns}
      title={userTitle('All Agreements')}
      filters={SEARCH_AND_STATUS_FILTERS}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      <DataTable rowClick={(id) => showPath('contracts', id)} bulkActionButtons={false}>
        {useDataColumns(columns)}
        <DataTable.Col label={false}>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
