import type { ReactElement, ReactNode } from 'react';
import { DataTable, type SortPayload } from 'react-admin';
import { DateField } from './DateField';
import { PurgeButton } from './PurgeButton';
import { ListActions, ListEmpty, RowActions } from './ResourceActions';
import { ResourceList } from './ResourceList';
import { StatusField } from './StatusField';

/**
 * A content setting's list: its own columns, then status, last change and the row's actions
 * (activate or deactivate, edit, remove for good); a row opens its edit page.
 */
export function SettingList({
  filters,
  sort,
  children,
}: {
  filters: ReactElement[];
  sort: SortPayload;
  children: ReactNode;
}) {
  return (
    <ResourceList filters={filters} sort={sort} actions={<ListActions />} empty={<ListEmpty />}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        {children}
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="updated_at" field={DateField} />
        <DataTable.Col label={false}>
          <RowActions extra={<PurgeButton />} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
