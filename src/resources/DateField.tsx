import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext } from 'react-admin';

/** A day without a time (start and end dates) is that day everywhere: shown in UTC, not shifted. */
export const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter for the app's language, made once: creating one is what costs, and a list shows
 * dozens of dates (react-admin's DateField makes one per cell through toLocaleString).
 */
export function dateFormat(locale: string, { showTime = false, utc = false } = {}): Intl.DateTimeFormat {
  const key = `${locale}|${showTime}|${utc}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(showTime && { timeStyle: 'short' }),
      ...(utc && { timeZone: 'UTC' }),
    });
    formats.set(key, format);
  }
  return format;
}

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
