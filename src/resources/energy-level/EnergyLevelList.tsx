import { SettingList } from '../SettingList';
import { SEARCH_AND_STATUS_FILTERS } from '../StatusField';

export default function EnergyLevelList() {
  return (
    <SettingList
      filters={SEARCH_AND_STATUS_FILTERS}
      sort={{ field: 'ordinal', order: 'ASC' }}
      columns={[{ source: 'ordinal', kind: 'number' }, { source: 'name' }]}
    />
  );
}
