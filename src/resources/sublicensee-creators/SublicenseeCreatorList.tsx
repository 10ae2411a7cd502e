import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import { DataTable, SearchInput, useRecordContext, useTranslate } from 'react-admin';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { ListActions } from '../ResourceActions';
import { useUserTitle } from '../../layout/useUserTitle';
import { showPath } from '../showPath';
import { EarningsField, formatEarning } from './Earnings';

type Row = {
  channel_titles: string[];
  channel_count: number;
  earnings?: Array<{ currency: string | null; amount: number }>;
};

/** The first channels' titles, and how many more there are. */
function ChannelTitlesField(_props: { source: string; label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<Row>();
  if (!record) return null;
  const more = record.channel_count - record.channel_titles.length;
  const titles = record.channel_titles.join(', ') || translate('resources.sublicensee-creators.none');
  return (
    <span>
      {titles}
      {more > 0 && ` ${translate('resources.sublicensee-creators.more', { count: more })}`}
    </span>
  );
}

// The earnings are money: the declaration names them, so a team member gets neither column nor cell.
const columns: ListColumn[] = [
  { source: 'creator_name' },
  {
    source: 'channel_titles',
    field: ChannelTitlesField,
    hideBelow: 'md',
    csv: (record) => (record as unknown as Row).channel_titles.join(', '),
  },
  { source: 'channel_count', kind: 'number' },
  { source: 'agreement_count', kind: 'number', hideBelow: 'md' },
  { source: 'latest_start_date', kind: 'date', hideBelow: 'lg' },
  {
    source: 'earnings',
    field: EarningsField,
    csv: (record, { locale }) =>
      ((record as unknown as Row).earnings ?? []).map((e) => formatEarning(e, locale)).join(' · '),
  },
];

const FILTERS = [<SearchInput key="q" source="q" alwaysOn />];

function Empty() {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, px: 3, textAlign: 'center' }}>
      <Diversity3Icon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography color="text.secondary">{translate('resources.sublicensee-creators.empty')}</Typography>
    </Stack>
  );
}

/** Sublicensee Creators (spec 001 §2.6), for a rights holder and its team; the server scopes the rows. */
export default function SublicenseeCreatorList() {
  const userTitle = useUserTitle();
  return (
    <ResourceList
      columns={columns}
      title={userTitle('Sublicensee Creators')}
      filters={FILTERS}
      sort={{ field: 'creator_name', order: 'ASC' }}
      actions={<ListActions create={false} />}
      empty={<Empty />}
    >
      <DataTable rowClick={(id) => showPath('sublicensee-creators', id)} bulkActionButtons={false}>
        {useDataColumns(columns)}
      </DataTable>
    </ResourceList>
  );
}
