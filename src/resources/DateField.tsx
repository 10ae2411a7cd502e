import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext } from 'react-admin';
import { dateFormat } from '../i18n/dateFormat';

/** A day without a time (start and end dates) is that day everywhere: shown in UTC, not shifted. */
export const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date in the app's language (not the browser's); layouts read `source` and `label` off its props. */
export function DateField({
  source,
  showTime = false,
  emptyText = '',
}: {
  source: string;
  label?: string;
  showTime?: boolean;
  emptyText?: string;
}) {
  const record = useRecordContext<Record<string, unknown>>();
  const [locale] = useLocaleState();
  const value = record?.[source];
  const dayOnly = typeof value === 'string' && DAY_ONLY.test(value);
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  const text =
    date && !Number.isNaN(date.getTime())
      ? dateFormat(locale, { showTime: showTime && !dayOnly, utc: dayOnly }).format(date)
      : emptyText;
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
