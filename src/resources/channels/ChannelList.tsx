import AddLinkIcon from '@mui/icons-material/AddLink';
import { Button, DataTable, useCanAccess } from 'react-admin';
import { BulkDeleteRecordsButton } from '../BulkDeleteRecordsButton';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { Link } from 'react-router-dom';
import { CRUD_ADMINS } from '../../../shared/roles';
import { ADD_CHANNEL_PATH } from '../../pages/paths';
import { useUserType } from '../useUserType';
import { useUserTitle } from '../../layout/useUserTitle';
import { ListActions, ListEmpty, RowActions } from '../ResourceActions';
import { ReconnectButton } from './ReconnectButton';
import { showPath } from '../showPath';
import { SEARCH_AND_STATUS_FILTERS } from '../StatusField';

const columns: ListColumn[] = [
  { source: 'channel_title' },
  { source: 'channel_id', hideBelow: 'lg' },
  { source: 'creator_name' },
  { source: 'channel_start_date', kind: 'date', hideBelow: 'md' },
  { source: 'status', kind: 'status' },
];

export default function ChannelList() {
  const userTitle = useUserTitle();
  const { canAccess: canDelete } = useCanAccess({ resource: 'channels', action: 'delete' });
  const { canAccess: canCreate } = useCanAccess({ resource: 'channels', action: 'create' });
  const type = useUserType();
  const staff = type !== undefined && CRUD_ADMINS.includes(type);
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
