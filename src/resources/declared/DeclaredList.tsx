import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { SelectInput, useRecordContext } from 'react-admin';
import type { LanguagesField, ReferenceField, SimpleField } from '../../../shared/resources/simple';
import type { ListColumn } from '../columns';
import { useLanguageChoices } from '../languageNames';
import { ListFrame } from '../ListFrame';
import { PurgeButton } from '../PurgeButton';
import { SEARCH_AND_STATUS_FILTERS } from '../StatusField';
import { useLookup } from '../useLookup';
import { useSimple } from './useSimple';

type TreeRecord = { id: string; name: string } & Record<string, unknown>;

/** A two-level reference's filter: the top records, from the picker's cached lookup. */
function TopFilter({ resource, ...props }: { source: string; resource: string }) {
  const tops = useLookup<TreeRecord>(resource).filter((record) => record[props.source] === null);
  return <SelectInput {...props} choices={tops} />;
}

type FieldProps = { source: string; label?: string };

/** An image field's cell: the picture, small. */
function PictureCell({ source }: FieldProps) {
  const record = useRecordContext<{ name: string } & Record<string, unknown>>();
  if (!record) return null;
  const picture = record[source] as string | null;
  return <Avatar src={picture ?? undefined} alt={record.name} sx={{ width: 32, height: 32 }} />;
}

/** A languages field's cell: one chip per language, named in the reader's language. */
function LanguagesCell({ source, field }: FieldProps & { field: LanguagesField }) {
  const record = useRecordContext();
  const names = new Map(useLanguageChoices(field.codes).map((choice) => [choice.id, choice.name]));
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {(record[source] as string[]).map((code) => (
        <Chip key={code} size="small" label={names.get(code) ?? code} />
      ))}
    </Stack>
  );
}

/** A languages filter: one language, by its name. */
function LanguageFilter({ field, ...props }: { source: string; field: LanguagesField }) {
  return <SelectInput {...props} choices={useLanguageChoices(field.codes)} />;
}

/**
 * Each kind's column: a number right-aligned, a reference by its record's name, a picture (left out
 * of the file), languages as chips (in the file by name, in the reader's language).
 */
function columnOf(name: string, field: SimpleField): ListColumn {
  switch (field.kind) {
    case 'integer':
      return { source: name, kind: 'number' };
    case 'reference':
      return { source: `${name}_name` };
    case 'image':
      return { source: name, field: PictureCell };
    case 'languages':
      return {
        source: name,
        field: (props: FieldProps) => <LanguagesCell {...props} field={field} />,
        csv: (record, { locale }) => {
          const names = new Intl.DisplayNames([locale], { type: 'language' });
          return (record[name] as string[]).map((code) => names.of(code) ?? code).join(', ');
        },
      };
    default:
      return { source: name };
  }
}

/** Every simple resource shares them after its own: its status and its last change. */
const COMMON_COLUMNS: ListColumn[] = [
  { source: 'status', kind: 'status' },
  { source: 'updated_at', kind: 'date' },
];

/**
 * A simple resource's list, from its declaration: the declared columns, search and status filters
 * plus one per reference, its sort; a row opens its edit page and may be removed for good.
 */
export default function DeclaredList() {
  const { name, simple } = useSimple();
  const fields = simple.fields as Record<string, SimpleField>;
  // Made once per resource: a cell component made anew on each render would remount every row.
  const columns = useMemo(
    () => [...simple.list.columns.map((field) => columnOf(field, fields[field]!)), ...COMMON_COLUMNS],
    [simple, fields],
  );
  const references = Object.entries(fields).filter(
    (entry): entry is [string, ReferenceField] => entry[1].kind === 'reference',
  );
  const languages = Object.values(fields).filter(
    (field): field is LanguagesField => field.kind === 'languages',
  );
  const filters = [
    ...SEARCH_AND_STATUS_FILTERS,
    ...references.map(([field]) => <TopFilter key={field} source={field} resource={name} />),
    ...languages.map((field) => <LanguageFilter key={field.filter} source={field.filter} field={field} />),
  ];
  return (
    <ListFrame
      columns={columns}
      filters={filters}
      sort={simple.list.sort}
      opens="edit"
      rowActions={<PurgeButton />}
    />
  );
}
