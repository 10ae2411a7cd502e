import './pageTexts';
import { DataTable, SearchInput, useTranslate } from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { AccessDenied } from '../../pages/AccessDenied';
import { useUserTitle } from '../../layout/useUserTitle';
import { useDataColumns } from '../columns';
import { ResourceList } from '../ResourceList';
import { showPath } from '../showPath';
import { ASSET_COLUMNS } from './AssetFields';

/** Content Pending Review (staff only, spec 001 §2.6): submissions, oldest first, each opened to decide. */
export default function ReviewList() {
  const userTitle = useUserTitle();
  const translate = useTranslate();
  const reviewer = useCan('assets', 'reviewQueue');
  const columns = useDataColumns(ASSET_COLUMNS);
  if (reviewer === false) return <AccessDenied />;
  return (
    <ResourceList
      resource="assets"
      columns={ASSET_COLUMNS}
      title={userTitle('Content Pending Review')}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      filter={{ stage: 'pending_review' }}
      storeKey="assets.review"
      sort={{ field: 'updated_at', order: 'ASC' }}
      empty={<p style={{ padding: 24 }}>{translate('resources.assets.empty')}</p>}
    >
      <DataTable rowClick={(id) => showPath('assets', id)} bulkActionButtons={false}>
        {columns}
      </DataTable>
    </ResourceList>
  );
}
