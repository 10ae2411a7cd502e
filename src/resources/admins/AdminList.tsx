import { SearchInput, SelectInput } from 'react-admin';
import type { ListColumn } from '../columns';
import { ListFrame } from '../ListFrame';
import { STAFF_ROLE_CHOICES } from '../RoleField';
import { STATUS_CHOICES } from '../StatusField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={STAFF_ROLE_CHOICES} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

const columns: ListColumn[] = [
  { source: 'name' },
  { source: 'email' },
  { source: 'type', kind: 'role' },
  { source: 'status', kind: 'status' },
  { source: 'created_at', kind: 'date', hideBelow: 'md' },
];

export default function AdminList() {
  return (
    <ListFrame
      columns={columns}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      opens="show"
    />
  );
}
