import jsonExport from 'jsonexport/dist';

import { neutraliseCell } from '../../shared/csv';

export { neutraliseCell };

/** The cells of every CSV file the lists export (columns.tsx, through ResourceList): see shared/csv. */
/** Fields that must never leave in a file, whatever a record carries. */
const SECRET_FIELD = /password|token|secret/i;

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
