import { DataTable } from 'react-admin';
import { SettingList } from '../SettingList';
import { SEARCH_AND_STATUS_FILTERS } from '../StatusField';

export default function EnergyLevelList() {
  return (
    <SettingList filters={SEARCH_AND_STATUS_FILTERS} sort={{ field: 'ordinal', order: 'ASC' }}>
      <DataTable.Col source="ordinal" />
      <DataTable.Col source="name" />
    </SettingList>
  );
}
