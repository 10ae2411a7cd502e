import jsonExport from 'jsonexport/dist';

/**
 * The cells of every CSV file the lists export (columns.tsx, through ResourceList). A spreadsheet
 * runs a cell that starts with = + - @, a tab or a carriage return as a formula, so a channel
 * description such as `=HYPERLINK(...)` would run in staff's spreadsheet (issue 16, item 6).
 * Following OWASP's advice, such text cells (leading spaces aside) are prefixed with a single quote
 * so they are shown as text. Numbers stay numbers: -5 is a value, not a formula.
 */
const FORMULA_START = /^\s*[=+\-@\t\r]/;

/** Fields that must never leave in a file, whatever a record carries. */
const SECRET_FIELD = /password|token|secret/i;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A copy of `value` with every text inside it neutralised and secret fields left out. */
export function safeForCsv(value: unknown): unknown {
  if (typeof value === 'string') return neutraliseCell(value);
  if (Array.isArray(value)) return value.map(safeForCsv);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_FIELD.test(key))
        .map(([key, inner]) => [neutraliseCell(key), safeForCsv(inner)]),
    );
  }
  return value;
}

/** The records as CSV text, every cell safe. */
export function toSafeCsv(records: readonly object[]): Promise<string> {
  return new Promise((resolve, reject) =>
    jsonExport(records.map(safeForCsv), (error: Error | null, csv: string) =>
      error ? reject(error) : resolve(csv),
    ),
  );
}
