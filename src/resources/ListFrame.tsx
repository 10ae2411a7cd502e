import type { ReactElement, ReactNode } from 'react';
import { DataTable, useResourceContext, type SortPayload } from 'react-admin';
import { useDataColumns, type ListColumn } from './columns';
import { ListActions, ListEmpty, RowActions } from './ResourceActions';
import { ResourceList } from './ResourceList';
import { showPath } from './showPath';

/**
 * The one frame of a resource's list: its filters, its columns (sortable as the declaration's
 * whitelist says, exported to CSV under their labels), create and export above, the empty state, and
 * each row's actions (activate or deactivate, edit, remove, then its own). A row opens the record's
 * page: its show page, or its edit page when it has none. No bulk actions: each row acts alone.
 */
export function ListFrame({
  columns,
  filters,
  sort,
  opens,
  rowActions,
}: {
  columns: readonly ListColumn[];
  filters: ReactElement[];
  sort: SortPayload;
  opens: 'show' | 'edit';
  /** The row's own actions, before the common ones (remove for good). */
  rowActions?: ReactNode;
}) {
  const resource = useResourceContext() ?? '';
  return (
    <ResourceList
      columns={columns}
      filters={filters}
      sort={sort}
      actions={<ListActions />}
      empty={<ListEmpty />}
    >
      <DataTable
        rowClick={opens === 'edit' ? 'edit' : (id) => showPath(resource, id)}
        bulkActionButtons={false}
      >
        {useDataColumns(columns)}
        <DataTable.Col label={false}>
          <RowActions extra={rowActions} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
