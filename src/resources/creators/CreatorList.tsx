import type { ListColumn } from '../columns';
import { ListFrame } from '../ListFrame';
import { SEARCH_AND_STATUS_FILTERS } from '../StatusField';

const columns: ListColumn[] = [
  { source: 'name' },
  { source: 'email' },
  { source: 'company', hideBelow: 'md' },
  { source: 'channelCount', kind: 'number', hideBelow: 'lg' },
  { source: 'contractCount', kind: 'number', hideBelow: 'lg' },
  { source: 'teamCount', kind: 'number', hideBelow: 'lg' },
  { source: 'status', kind: 'status' },
  { source: 'created_at', kind: 'date', hideBelow: 'md' },
];

export default function CreatorList() {
  return (
    <ListFrame
      columns={columns}
      filters={SEARCH_AND_STATUS_FILTERS}
      sort={{ field: 'created_at', order: 'DESC' }}
      opens="show"
    />
  );
}
