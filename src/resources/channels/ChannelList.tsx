import {
  CreateButton,
  Datagrid,
  DateField,
  EditButton,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { ChannelStatusField, STATUS_CHOICES } from './ChannelStatusField';

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

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

export default function ChannelList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={<Empty />}
    >
      <Datagrid rowClick={(id) => `/channels/view/${id}`} bulkActionButtons={false}>
        <TextField source="channel_title" />
        <TextField source="channel_id" />
        <TextField source="creator_name" sortable={false} />
        <DateField source="channel_start_date" />
        <ChannelStatusField source="status" />
        <EditButton />
      </Datagrid>
    </List>
  );
}
