import AddLinkIcon from '@mui/icons-material/AddLink';
import { Button, DataTable, useCanAccess } from 'react-admin';
import { BulkDeleteRecordsButton } from '../BulkDeleteRecordsButton';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { Link } from 'react-router-dom';
import { useCan } from '../../authProvider/useCan';
import { ADD_CHANNEL_PATH } from '../../pages/paths';
import { useUserTitle } from '../../layout/useUserTitle';
import { ListActions, ListEmpty, RowActions } from '../ResourceActions';
import { ReconnectButton } from './ReconnectButton';
import { RemovalRequestedField } from './RemovalRequest';
import { showPath } from '../showPath';
import { SEARCH_AND_STATUS_FILTERS } from '../StatusField';

const columns: ListColumn[] = [
  { source: 'channel_title' },
  { source: 'channel_id', hideBelow: 'lg' },
  { source: 'creator_name' },
  { source: 'channel_start_date', kind: 'date', hideBelow: 'md' },
  { source: 'status', kind: 'status' },
  // Staff see which channels their creators asked to remove (the file says when).
  {
    source: 'removal_requested_at',
    field: RemovalRequestedField,
    hideBelow: 'md',
    csv: (record) => String(record.removal_requested_at ?? ''),
  },
];

export default function ChannelList() {
  const userTitle = useUserTitle();
  const { canAccess: canDelete } = useCanAccess({ resource: 'channels', action: 'delete' });
  const { canAccess: canCreate } = useCanAccess({ resource: 'channels', action: 'create' });
  const staff = useCan('channels', 'createForCreator') === true;
  return (
    <ResourceList
      columns={columns}
      title={userTitle('Channels')}
      filters={SEARCH_AND_STATUS_FILTERS}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        // Only staff register a channel by hand; everyone who may add one can connect it.
        <ListActions create={staff}>
          {canCreate && (
            <Button component={Link} to={ADD_CHANNEL_PATH} label="resources.channels.connect">
              <AddLinkIcon />
            </Button>
          )}
        </ListActions>
      }
      empty={<ListEmpty />}
    >
      <DataTable
        rowClick={(id) => showPath('channels', id)}
        bulkActionButtons={canDelete ? <BulkDeleteRecordsButton /> : false}
      >
        {useDataColumns(columns)}
        <DataTable.Col label={false}>
          <RowActions extra={<ReconnectButton from="list" />} collapseBelow="xl" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
