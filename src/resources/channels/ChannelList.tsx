import Typography from '@mui/material/Typography';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { useUserTitle } from '../../layout/useUserTitle';
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
      {translate('resources.channels.empty')}
      <CreateButton sx={{ ml: 2 }} />
    </Typography>
  );
}

// CreateButton, EditButton and the delete buttons hide themselves from users who may not write.
const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

export default function ChannelList() {
  const userTitle = useUserTitle();
  const { canAccess: canDelete } = useCanAccess({ resource: 'channels', action: 'delete' });
  return (
    <List
      title={userTitle('Channels')}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={<Empty />}
    >
      <DataTable
        rowClick={(id) => showPath('channels', id)}
        bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
      >
        <DataTable.Col source="channel_title" />
        <DataTable.Col source="channel_id" />
        <DataTable.Col source="creator_name" disableSort />
        <DataTable.Col source="channel_start_date" field={DateField} />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col label={false}>
          <StatusButton />
          <EditButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
