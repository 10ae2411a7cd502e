import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, type ComponentType, type ReactElement } from 'react';
import {
  DataTable,
  downloadCSV,
  NumberField,
  useLocaleState,
  useResourceContext,
  useTranslate,
  type Exporter,
  type RaRecord,
} from 'react-admin';
import { isResourceName, RESOURCES } from '../../shared/resources';
import type { ResourceDeclaration } from '../../shared/resources/types';
import { seesMoney } from '../../shared/roles';
import { toSafeCsv } from './csvExport';
import { dateFormat } from '../i18n/dateFormat';
import { DateField, DAY_ONLY } from './DateField';
import { RoleField } from './RoleField';
import { StatusField } from './StatusField';
import { useUserType } from './useUserType';

type Translate = ReturnType<typeof useTranslate>;
/** A field DataTable draws a cell with (it reads the record from context). */
type FieldComponent = ComponentType<{ source: string; label?: string }>;

/** How a column shows its value, and how the CSV file writes it. */
export type ColumnKind = 'text' | 'number' | 'date' | 'status' | 'role';

/**
 * One column of a list: the table draws it and the CSV export writes it, under the same label in the
 * chosen language. A field of its own (a picture, chips) says what the file holds, or nothing.
 */
export interface ListColumn {
  source: string;
  kind?: ColumnKind;
  field?: FieldComponent;
  /** Left out of the table below this screen size (the file keeps it): the row stays readable. */
  hideBelow?: 'md' | 'lg';
  /** The file's cell for a field of its own; without it, the column is left out of the file. */
  csv?: (record: RaRecord, text: { translate: Translate; locale: string }) => string | number;
}

const FIELDS: Record<ColumnKind, FieldComponent | undefined> = {
  text: undefined,
  number: NumberField,
  date: DateField,
  status: StatusField,
  role: RoleField,
};

/** The declaration of the list's resource (its whitelist and money fields). */
function useDeclaration(): ResourceDeclaration | undefined {
  const resource = useResourceContext();
  // Every list's resource is declared; a column list without one would sort nothing.
  return resource && isResourceName(resource) ? RESOURCES[resource] : undefined;
}

/** The columns the caller may see: money only for earning types (the declaration names it). */
function visible(columns: readonly ListColumn[], money: readonly string[], showMoney: boolean) {
  return showMoney ? columns : columns.filter((column) => !money.includes(column.source));
}

/**
 * The table's columns, as DataTable children (an array, not a wrapper: DataTable counts its children
 * for the loading placeholder), without those the screen is too narrow for. A column sorts when the API may sort by it (the declaration's
 * whitelist), so a header never offers a sort the server refuses.
 */
export function useDataColumns(columns: readonly ListColumn[]): ReactElement[] {
  const declaration = useDeclaration();
  const type = useUserType();
  const below = {
    md: useMediaQuery((theme: Theme) => theme.breakpoints.down('md')),
    lg: useMediaQuery((theme: Theme) => theme.breakpoints.down('lg')),
  };
  const sortable = declaration?.whitelist.sortable ?? [];
  const shown = visible(columns, declaration?.money ?? [], seesMoney(type)).filter(
    (column) => !column.hideBelow || !below[column.hideBelow],
  );
  return shown.map(({ source, kind = 'text', field }) => (
    <DataTable.Col
      key={source}
      source={source}
      field={field ?? FIELDS[kind]}
      disableSort={!sortable.includes(source)}
    />
  ));
}

function cell(column: ListColumn, record: RaRecord, translate: Translate, locale: string): unknown {
  const value = record[column.source];
  if (column.field) return column.csv ? column.csv(record, { translate, locale }) : undefined;
  if (value === null || value === undefined) return '';
  switch (column.kind ?? 'text') {
    case 'number':
      return value;
    case 'date': {
      const dayOnly = typeof value === 'string' && DAY_ONLY.test(value);
      const date = new Date(value as string);
      return Number.isNaN(date.getTime()) ? '' : dateFormat(locale, { utc: dayOnly }).format(date);
    }
    case 'status':
      return translate(`app.status.${String(value)}`);
    case 'role':
      return translate(`app.roles.${String(value)}`);
    default:
      return String(value);
  }
}

/**
 * The list's CSV export: the columns the table shows (none of the ids behind them), headed by their
 * labels in the chosen language, dates, statuses and roles as words, every cell formula-safe, money
 * only for those who see it. The file is named after the resource.
 */
export function useCsvExporter(columns: readonly ListColumn[]): Exporter {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const type = useUserType();
  const money = declaration?.money;
  return useCallback<Exporter>(
    async (records, _fetchRelated, _dataProvider, resource = declaration?.name ?? 'export') => {
      const exported = visible(columns, money ?? [], seesMoney(type)).filter(
        (column) => !column.field || column.csv,
      );
      const label = (source: string) => translate(`resources.${resource}.fields.${source}`);
      const rows = records.map((record: RaRecord) =>
        Object.fromEntries(
          exported.map((column) => [label(column.source), cell(column, record, translate, locale)]),
        ),
      );
      downloadCSV(await toSafeCsv(rows), translate(`resources.${resource}.name`, { smart_count: 2 }));
    },
    [columns, money, type, translate, locale, declaration?.name],
  );
}
