import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { ChannelStatus } from '../../../shared/constants';

const COLORS = {
  [ChannelStatus.ACTIVE]: 'success',
  [ChannelStatus.INACTIVE]: 'default',
  [ChannelStatus.DELETED]: 'error',
} as const;

export const STATUS_CHOICES = Object.values(ChannelStatus).map((status) => ({
  id: status,
  name: `resources.channels.status.${status}`,
}));

/** The status as a chip with its translated name; layouts read `source` and `label` off its props. */
export function ChannelStatusField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ status: number }>();
  const translate = useTranslate();
  if (!record) return null;
  const status = record.status as keyof typeof COLORS;
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      label={translate(`resources.channels.status.${status}`)}
    />
  );
}
