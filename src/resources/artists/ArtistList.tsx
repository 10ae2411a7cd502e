import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SelectInput, useRecordContext } from 'react-admin';
import type { ListColumn } from '../columns';
import { useLanguageChoices } from '../languageNames';
import { SettingList } from '../SettingList';
import { SEARCH_AND_STATUS_FILTERS } from '../StatusField';

function PictureField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ name: string; picture: string | null }>();
  if (!record) return null;
  return <Avatar src={record.picture ?? undefined} alt={record.name} sx={{ width: 32, height: 32 }} />;
}

function LanguagesField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ languages: string[] }>();
  const names = new Map(useLanguageChoices().map((choice) => [choice.id as string, choice.name]));
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {record.languages.map((code) => (
        <Chip key={code} size="small" label={names.get(code) ?? code} />
      ))}
    </Stack>
  );
}

function LanguageFilter(props: { source: string }) {
  return <SelectInput {...props} choices={useLanguageChoices()} />;
}

const filters = [...SEARCH_AND_STATUS_FILTERS, <LanguageFilter key="language" source="language" />];

// The picture stays out of the file; the languages go in by name.
const columns: ListColumn[] = [
  { source: 'picture', field: PictureField },
  { source: 'name' },
  {
    source: 'languages',
    field: LanguagesField,
    csv: (record, { locale }) => {
      const names = new Intl.DisplayNames([locale], { type: 'language' });
      return (record.languages as string[]).map((code) => names.of(code) ?? code).join(', ');
    },
  },
];

export default function ArtistList() {
  return <SettingList filters={filters} sort={{ field: 'name', order: 'ASC' }} columns={columns} />;
}
