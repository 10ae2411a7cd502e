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
