import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { microsToDecimal } from '../../../shared/money';
import type { RevenueImport } from '../../dataProvider/calls/revenueImports';
import type { ListColumn } from '../columns';
import { ShortNumber } from '../ShortNumberField';

const T = 'resources.revenue-imports';

/** Imports that are still being worked on (their page follows their progress). */
export const RUNNING = ['checking', 'importing'];

const COLORS: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  checking: 'info',
  importing: 'info',
  checked: 'warning',
  imported: 'success',
  failed: 'error',
};

export function ImportStatusField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<RevenueImport>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={COLORS[record.status] ?? 'default'}
      // A running check or import says how far it is.
      label={`${translate(`${T}.status.${record.status}`)}${RUNNING.includes(record.status) ? ` ${record.progress}%` : ''}`}
    />
  );
}

export function SourceField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<RevenueImport>();
  const translate = useTranslate();
  return record ? <span>{translate(`${T}.source.${record.source}`)}</span> : null;
}

/** The import's total, shortened (K, M, B) with the exact amount on hover. */
export function TotalField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<RevenueImport>();
  return record ? <ShortNumber value={record.total_micros} currency={record.currency} /> : null;
}

/** The list's columns: the table's, and the CSV export's (the exact total, in units). */
export const importColumns: ListColumn[] = [
  { source: 'period' },
  {
    source: 'source',
    field: SourceField,
    hideBelow: 'md',
    csv: (record, { translate }) => translate(`${T}.source.${String(record.source)}`),
  },
  {
    source: 'status',
    field: ImportStatusField,
    csv: (record, { translate }) => translate(`${T}.status.${String(record.status)}`),
  },
  { source: 'row_count', kind: 'number', hideBelow: 'md' },
  { source: 'error_count', kind: 'number', hideBelow: 'lg' },
  {
    source: 'total_micros',
    field: TotalField,
    csv: (record) => (record.total_micros ? microsToDecimal(BigInt(String(record.total_micros))) : ''),
  },
  { source: 'created_by_name', hideBelow: 'lg' },
  { source: 'created_at', kind: 'date', hideBelow: 'md' },
];

/** The month before this one, YYYY-MM: the month whose report is usually imported next. */
export function lastMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** This month, YYYY-MM: the latest a month input offers. */
export const thisMonth = (now = new Date()) => now.toISOString().slice(0, 7);
