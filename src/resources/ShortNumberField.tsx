import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext } from 'react-admin';
import { formatMoney, formatShortMoney, toMicros } from '../../shared/money';
import { exactNumber, shortenNumber } from '../../shared/shortNumber';

type Value = number | string | bigint | null | undefined;

/** The shortened text and the exact one, or undefined for what is not a number (or micro-units). */
function texts(value: Value, currency: string | undefined, locale: string) {
  if (value === null || value === undefined || value === '') return undefined;
  try {
    if (currency) {
      const micros = toMicros(value);
      return {
        short: formatShortMoney(micros, currency, locale),
        exact: formatMoney(micros, currency, locale),
      };
    }
    const number = Number(value);
    if (!Number.isFinite(number)) return undefined;
    return { short: shortenNumber(number, locale), exact: exactNumber(number, locale) };
  } catch {
    return undefined;
  }
}

/**
 * A number shortened with K, M, B (spec 000 §9), the exact value on hover and for screen readers.
 * With a currency the value is money in integer micro-units (a whole number or its text).
 */
export function ShortNumber({
  value,
  currency,
  emptyText = '',
}: {
  value: Value;
  currency?: string;
  emptyText?: string;
}) {
  const [locale] = useLocaleState();
  const shown = texts(value, currency, locale);
  if (!shown) {
    return (
      <Typography component="span" variant="body2">
        {emptyText}
      </Typography>
    );
  }
  const shortened = shown.short !== shown.exact;
  const text = (
    <Typography
      component="span"
      variant="body2"
      sx={{ whiteSpace: 'nowrap' }}
      tabIndex={shortened ? 0 : undefined}
    >
      {shown.short}
    </Typography>
  );
  // The tooltip only when there is more to see; it also names the number for screen readers.
  return shortened ? (
    <Tooltip title={shown.exact} describeChild={false}>
      {text}
    </Tooltip>
  ) : (
    text
  );
}

/**
 * The record's number at `source`, shortened; money when a currency is given (`currency`) or read
 * from the record (`currencySource`). Layouts read `source` and `label` off its props.
 */
export function ShortNumberField({
  source,
  currency,
  currencySource,
  emptyText = '',
}: {
  source: string;
  label?: string;
  currency?: string;
  currencySource?: string;
  emptyText?: string;
}) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source] as Value;
  const recordCurrency = currencySource ? record?.[currencySource] : undefined;
  return (
    <ShortNumber
      value={value}
      currency={currency ?? (typeof recordCurrency === 'string' ? recordCurrency : undefined)}
      emptyText={emptyText}
    />
  );
}
