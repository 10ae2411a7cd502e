import '../manual-claiming/pageTexts';
import { DataTable, ExportButton, TopToolbar } from 'react-admin';
import { useUserTitle } from '../../layout/useUserTitle';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import Stack from '@mui/material/Stack';
import { UploaderActions } from '../manual-claiming/ClaimActions';
import { ClaimHistoryButton } from '../manual-claiming/ClaimHistory';
import { claimColumns } from '../manual-claiming/ClaimFields';
import { useClaimFilters } from '../manual-claiming/ClaimFilters';

const RESOURCE = 'assets/claim-video';
const shared = claimColumns(RESOURCE);

// No revenue column: revenue per claim comes with royalties.
const columns: ListColumn[] = [
  shared.video,
  { source: 'channel_title', hideBelow: 'md' },
  { source: 'asset_title' },
  shared.policy,
  shared.status,
  shared.due,
  { source: 'created_at', kind: 'date', hideBelow: 'md' },
];

/**
 * Claimed Videos (spec 001 §2.6): every claimed video the caller may see (a creator's side: its own
 * channels' videos, which it disputes and appeals from here), newest claim first.
 */
export default function ClaimVideoList() {
  const userTitle = useUserTitle();
  return (
    <ResourceList
      columns={columns}
      title={userTitle('Claimed Videos')}
      filters={useClaimFilters(RESOURCE)}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        {useDataColumns(columns)}
        <DataTable.Col label={false}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <ClaimHistoryButton />
            <UploaderActions />
          </Stack>
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
