import { SelectInput } from 'react-admin';
import type { ListColumn } from '../columns';
import { SettingList } from '../SettingList';
import { SEARCH_AND_STATUS_FILTERS } from '../StatusField';
import { useLookup } from '../useLookup';

type Category = { id: string; name: string; parent: string | null };

function ParentFilter(props: { source: string }) {
  const tops = useLookup<Category>('categories').filter((category) => category.parent === null);
  return <SelectInput {...props} choices={tops} />;
}

const filters = [...SEARCH_AND_STATUS_FILTERS, <ParentFilter key="parent" source="parent" />];
const columns: ListColumn[] = [{ source: 'name' }, { source: 'parent_name' }];

export default function CategoryList() {
  return <SettingList filters={filters} sort={{ field: 'name', order: 'ASC' }} columns={columns} />;
}
