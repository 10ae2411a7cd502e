import Chip from '@mui/material/Chip';
import { SearchInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { AccountStatus } from '../../shared/constants';

/** Channels and accounts share the status values 0 inactive, 1 active and 3 deleted. */
const COLORS = {
  [AccountStatus.ACTIVE]: 'success',
  [AccountStatus.INACTIVE]: 'default',
  [AccountStatus.DELETED]: 'error',
} as const;

export const STATUS_CHOICES = Object.values(AccountStatus).map((status) => ({
  id: status,
  name: `app.status.${status}`,
}));

/** The status as a chip with its translated name; layouts read `source` and `label` off its props. */
export function StatusField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ status: number }>();
  const translate = useTranslate();
  if (!record) return null;
  const status = record.status as keyof typeof COLORS;
  return <Chip size="small" color={COLORS[status] ?? 'default'} label={translate(`app.status.${status}`)} />;
}

/** The filters most lists have: the search box, and the status. */
export const SEARCH_AND_STATUS_FILTERS = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];
