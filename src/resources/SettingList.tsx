import type { ReactElement } from 'react';
import { DataTable, type SortPayload } from 'react-admin';
import { useDataColumns, type ListColumn } from './columns';
import { PurgeButton } from './PurgeButton';
import { ListActions, ListEmpty, RowActions } from './ResourceActions';
import { ResourceList } from './ResourceList';

const SETTING_COLUMNS: ListColumn[] = [
  { source: 'status', kind: 'status' },
  { source: 'updated_at', kind: 'date' },
];

/**
 * A content setting's list: its own columns, then status, last change and the row's actions
 * (activate or deactivate, edit, remove for good); a row opens its edit page.
 */
export function SettingList({
  filters,
  sort,
  columns: own,
}: {
  filters: ReactElement[];
  sort: SortPayload;
  columns: readonly ListColumn[];
}) {
  const columns = [...own, ...SETTING_COLUMNS];
  return (
    <ResourceList
      columns={columns}
      filters={filters}
      sort={sort}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        {useDataColumns(columns)}
        <DataTable.Col label={false}>
          <RowActions extra={<PurgeButton />} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
