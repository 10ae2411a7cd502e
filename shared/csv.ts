/**
 * Formula-safe CSV cells, for the browser's exports and the server's streamed ones. A spreadsheet
 * runs a cell that starts with = + - @, a tab or a carriage return as a formula, so a description
 * such as `=HYPERLINK(...)` would run in staff's spreadsheet (issue 16, item 6). Following OWASP's
 * advice, such text cells (leading spaces aside) are prefixed with a single quote so they are shown
 * as text. Numbers stay numbers: -5 is a value, not a formula.
 */
const FORMULA_START = /^\s*[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV field (RFC 4180): neutralised text, quoted when it holds a comma, quote or line break. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = neutraliseCell(value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ended by CRLF. */
export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;
