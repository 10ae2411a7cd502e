import { DataTable, ExportButton, SelectInput, TopToolbar, useGetIdentity } from 'react-admin';
import { DateField } from '../DateField';
import { ResourceList } from '../ResourceList';
import { isAdminCategory } from '../../../shared/roles';
import type { AppIdentity } from '../../authProvider';
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

const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />];

export default function TeamMemberList() {
  const { identity } = useGetIdentity();
  // Staff see every team, so they are told whose each member is; only owners invite to their team.
  const staff = identity !== undefined && isAdminCategory((identity as AppIdentity).type);
  return (
    <ResourceList
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={staff ? <StaffActions /> : <ListActions />}
      empty={staff ? false : <ListEmpty />}
    >
      <DataTable rowClick={(id) => showPath('team-members', id)} bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="email" disableSort />
        {staff && <DataTable.Col source="owner_name" disableSort />}
        <DataTable.Col source="status" field={MembershipStatusField} />
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col label={false}>
          <StatusButton />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
