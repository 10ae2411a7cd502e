/** Intl's byte units, smallest first; each step is 1024 of the one before (as the limits are set). */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A size in the app's language: the number and the unit as the language writes them ("5 GB",
 * "5 Go", "1,5 MB"), in the largest unit that keeps the number at least 1.
 */
export function formatSize(locale: string, bytes: number): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const key = `${locale}|${UNITS[unit]}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format.format(value);
}
