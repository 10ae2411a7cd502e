import './pageTexts';
import { CreateButton, DataTable, ExportButton, TopToolbar } from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { useUserTitle } from '../../layout/useUserTitle';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import Stack from '@mui/material/Stack';
import { ClaimDecisions } from './ClaimActions';
import { ClaimHistoryButton } from './ClaimHistory';
import { claimColumns } from './ClaimFields';
import { ReadBackButton } from './ReadBackButton';
import { useClaimFilters } from './ClaimFilters';

const RESOURCE = 'assets/manual-claiming';
const shared = claimColumns(RESOURCE);

const columns: ListColumn[] = [
  shared.video,
  { source: 'asset_title' },
  { source: 'rights_holder_name', hideBelow: 'md' },
  shared.segments,
  shared.contentType,
  shared.policy,
  shared.status,
  shared.due,
];

/**
 * Manual Claiming (spec 001 §2.6): the claims filed by hand, newest first. CRUD staff and a rights
 * holder's side file claims; decisions show on each row to those whose declared actions allow them
 * (the server checks the row too); viewers read.
 */
export default function ClaimList() {
  const userTitle = useUserTitle();
  const mayCreate = useCan(RESOURCE, 'create') === true;
  return (
    <ResourceList
      columns={columns}
      title={userTitle('Manual Claiming')}
      filters={useClaimFilters(RESOURCE)}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          {mayCreate && <CreateButton label={`resources.${RESOURCE}.new`} />}
          <ExportButton />
          <ReadBackButton />
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        {useDataColumns(columns)}
        <DataTable.Col label={false}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <ClaimHistoryButton />
            <ClaimDecisions />
          </Stack>
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
