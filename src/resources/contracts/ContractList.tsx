import { DataTable, NumberField } from 'react-admin';
import { DateField } from '../DateField';
import { ResourceList } from '../ResourceList';
import { useUserTitle } from '../../layout/useUserTitle';
import { ListActions, ListEmpty, RowActions } from '../ResourceActions';
import { showPath } from '../showPath';
import { SEARCH_AND_STATUS_FILTERS, StatusField } from '../StatusField';
import { seesMoney } from '../../../shared/roles';
import { useUserType } from '../useUserType';

/** 'All Agreements' for staff, 'Your Agreements' for creators (the server scopes the rows). */
export default function ContractList() {
  const userTitle = useUserTitle();
  const type = useUserType();
  return (
    <ResourceList
      title={userTitle('All Agreements')}
      filters={SEARCH_AND_STATUS_FILTERS}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      <DataTable rowClick={(id) => showPath('contracts', id)} bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="rights_holder_name" disableSort />
        <DataTable.Col source="creator_name" disableSort />
        <DataTable.Col source="channel_title" disableSort />
        <DataTable.Col source="start_date" field={DateField} />
        <DataTable.Col source="end_date" field={DateField} />
        <DataTable.Col source="territory" />
        {seesMoney(type) && <DataTable.Col source="revenue_share" field={NumberField} disableSort />}
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col label={false}>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
