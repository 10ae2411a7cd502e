import { MICROS_PER_UNIT, SHORT_NUMBER_FRACTION_DIGITS } from './constants';
import { numberFormat, scaledValue } from './shortNumber';

/**
 * Money is integer micro-units of its currency (issue 36: never floating point). Amounts travel as
 * bigint on the server and as decimal strings of micro-units in JSON (a number loses digits past 2^53).
 */
export type Micros = bigint;

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,6}))?$/;
const DIGITS = Number(MICROS_PER_UNIT.toString().length - 1);

/** Micro-units of a decimal text ('12.345678', '-0.5'); undefined when it is not one (or has more than six decimals). */
export function decimalToMicros(text: string): Micros | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, minus, whole, fraction = ''] = match;
  const micros = BigInt(whole!) * MICROS_PER_UNIT + BigInt(fraction.padEnd(DIGITS, '0'));
  return minus ? -micros : micros;
}

/** The decimal text of micro-units, exact, without trailing zeros ('12.34', '-0.000001', '5'). */
export function microsToDecimal(micros: Micros): string {
  const minus = micros < 0n ? '-' : '';
  const size = micros < 0n ? -micros : micros;
  const whole = size / MICROS_PER_UNIT;
  const fraction = (size % MICROS_PER_UNIT).toString().padStart(DIGITS, '0').replace(/0+$/, '');
  return `${minus}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Micro-units from what an answer carries: a bigint, a whole number or its decimal text. */
export function toMicros(value: Micros | number | string): Micros {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a whole number of micro-units`);
    return BigInt(value);
  }
  if (!/^-?\d+$/.test(value)) throw new RangeError(`'${value}' is not a whole number of micro-units`);
  return BigInt(value);
}

const CURRENCY = /^[A-Z]{3}$/;

function currencyOptions(currency: string): Intl.NumberFormatOptions | undefined {
  if (!CURRENCY.test(currency)) return undefined;
  try {
    numberFormat('en', { style: 'currency', currency });
    return { style: 'currency', currency };
  } catch {
    return undefined;
  }
}

/**
 * An amount in the language's way with its currency ('$1,234.57', '1 234,57 €'), rounded to the
 * currency's own digits (none for JPY) from the exact decimal, never through a float. An unknown
 * currency code is written after the number.
 */
export function formatMoney(micros: Micros | number | string, currency: string, locale = 'en'): string {
  const decimal = microsToDecimal(toMicros(micros)) as Intl.StringNumericLiteral;
  const options = currencyOptions(currency);
  if (!options) return `${numberFormat(locale, { maximumFractionDigits: 6 }).format(decimal)} ${currency}`;
  return numberFormat(locale, options).format(decimal);
}

/**
 * An amount shortened as spec 000 §9 says, its currency kept where the language puts it: '$1.2K',
 * '1,2K €'. Below 1e3 it is the whole amount (formatMoney).
 */
export function formatShortMoney(micros: Micros | number | string, currency: string, locale = 'en'): string {
  const exact = toMicros(micros);
  // Whole units are enough to pick the suffix and the kept digit (cut, not rounded).
  const units = Number(exact / MICROS_PER_UNIT);
  const { scaled, suffix } = scaledValue(units);
  if (!suffix) return formatMoney(exact, currency, locale);
  const options = currencyOptions(currency);
  const digits = { minimumFractionDigits: 0, maximumFractionDigits: SHORT_NUMBER_FRACTION_DIGITS };
  if (!options) return `${numberFormat(locale, digits).format(scaled)}${suffix} ${currency}`;
  const parts = numberFormat(locale, { ...options, ...digits }).formatToParts(scaled);
  // The suffix follows the number's last digit, wherever the language puts the currency sign.
  const last = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction');
  return parts.map((part, index) => (index === last ? part.value + suffix : part.value)).join('');
}
