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
import { showPath } from '../showPath';
import { StatusButton } from '../StatusButton';
import { STATUS_CHOICES, StatusField } from '../StatusField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate('resources.right-holders.empty')}
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

export default function RightHolderList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={<Empty />}
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
          <StatusButton />
          <EditButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
