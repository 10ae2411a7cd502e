import './pageTexts';
import Stack from '@mui/material/Stack';
import { DataTable, ExportButton, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { canDo } from '../../../shared/resources';
import { useDataColumns } from '../columns';
import { ResourceList } from '../ResourceList';
import { showPath } from '../showPath';
import { useUserType } from '../useUserType';
import { AnalyticsButton } from './AnalyticsButton';
import { importColumns } from './fields';
import { UploadButton } from './UploadButton';

function Actions() {
  const type = useUserType();
  const imports = type !== undefined && canDo('revenue-imports', 'import', type);
  // react-admin's disabled export button on a phone is an icon without a name: none while nothing to export.
  const { total } = useListContext();
  return (
    <TopToolbar sx={{ maxWidth: '100%', whiteSpace: 'normal' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', minWidth: 0, maxWidth: '100%' }}
      >
        {imports && <UploadButton />}
        {imports && <AnalyticsButton />}
        {!!total && <ExportButton />}
      </Stack>
    </TopToolbar>
  );
}

/**
 * Revenue Imports (issue 36): every month's import, newest first: its month, source, status, rows, bad
 * rows, total (shortened, the exact amount on hover), who and when. Admins and managers upload a
 * report or read a month from YouTube Analytics; a row opens the import (its preview and progress).
 */
export default function RevenueImportList() {
  const translate = useTranslate();
  return (
    <ResourceList
      columns={importColumns}
      title={translate('app.titles.Revenue Imports', { _: 'Revenue Imports' })}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<Actions />}
      empty={false}
    >
      <DataTable
        rowClick={(id) => showPath('revenue-imports', id)}
        bulkActionButtons={false}
        empty={<EmptyText />}
      >
        {useDataColumns(importColumns)}
      </DataTable>
    </ResourceList>
  );
}

function EmptyText() {
  const translate = useTranslate();
  return <div style={{ padding: 16 }}>{translate('resources.revenue-imports.empty')}</div>;
}
