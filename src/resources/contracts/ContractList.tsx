import Typography from '@mui/material/Typography';
import {
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  ExportButton,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useUserTitle } from '../../layout/useUserTitle';
import { showPath } from '../showPath';
import { StatusButton } from '../StatusButton';
import { STATUS_CHOICES, StatusField } from '../StatusField';
import { useUserType } from '../useUserType';
import { seesMoney } from './revenueShare';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate('resources.contracts.empty')}
      <CreateButton sx={{ ml: 2 }} />
    </Typography>
  );
}

// CreateButton, EditButton and StatusButton hide themselves from users who may not write.
const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** 'All Agreements' for staff, 'Your Agreements' for creators (the server scopes the rows). */
export default function ContractList() {
  const userTitle = useUserTitle();
  const type = useUserType();
  return (
    <List
      title={userTitle('All Agreements')}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={<Empty />}
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
          <StatusButton />
          <EditButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
