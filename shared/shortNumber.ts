import { NUMBER_SUFFIXES, SHORT_NUMBER_FRACTION_DIGITS } from './constants';

const formats = new Map<string, Intl.NumberFormat>();
/** One formatter per language and style: creating one is what costs, and a chart labels dozens. */
function cached(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The suffix a number takes (spec 000 §9: K from 1e3, M from 1e6, B from 1e9) and its divisor. */
export function numberSuffix(value: number): { suffix: string; divisor: number } | undefined {
  const size = Math.abs(value);
  const found = NUMBER_SUFFIXES.find(({ from }) => size >= from);
  return found && { suffix: found.suffix, divisor: found.from };
}

/**
 * The number scaled to its suffix and cut (not rounded) to the kept digits, so 999,999 reads
 * 999.9K and never 1000K; the sign is kept.
 */
export function scaledValue(value: number): { scaled: number; suffix: string } {
  const found = numberSuffix(value);
  if (!found) return { scaled: value, suffix: '' };
  const factor = 10 ** SHORT_NUMBER_FRACTION_DIGITS;
  // Dividing by a whole step (100 for K with one digit) keeps whole numbers exact: 2300 / 100 is 23.
  const scaled = Math.trunc(value / (found.divisor / factor)) / factor;
  return { scaled, suffix: found.suffix };
}

/**
 * A number shortened as spec 000 §9 says, in the language's digits: 950, 1.2K, 3.4M, 5B (1,2K in
 * French). Below 1e3 the number is shown whole, with at most `fractionDigits` decimals.
 */
export function shortenNumber(value: number, locale = 'en', fractionDigits = 0): string {
  if (!Number.isFinite(value)) return '';
  const { scaled, suffix } = scaledValue(value);
  const maximumFractionDigits = suffix ? SHORT_NUMBER_FRACTION_DIGITS : fractionDigits;
  return cached(locale, { maximumFractionDigits }).format(scaled) + suffix;
}

/** The whole number in the language's digits (the exact value a shortened one stands for). */
export function exactNumber(value: number, locale = 'en'): string {
  return Number.isFinite(value) ? cached(locale, { maximumFractionDigits: 20 }).format(value) : '';
}

export const numberFormat = cached;
