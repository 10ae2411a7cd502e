import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

const COLOURS = { 0: 'warning', 1: 'info', 2: 'default' } as const;

/** A thread's state: new (waiting for the team), open or closed. */
export function StatusChip({ status }: { status?: 0 | 1 | 2; source?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<{ id: string; status: 0 | 1 | 2 }>();
  const value = status ?? record?.status;
  if (value === undefined) return null;
  return (
    <Chip size="small" color={COLOURS[value]} label={translate(`resources.contact-us.status.${value}`)} />
  );
}
