import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import GavelIcon from '@mui/icons-material/Gavel';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  Button,
  DataTable,
  ExportButton,
  SearchInput,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { FoundVideoState } from '../../../shared/constants';
import { useCan } from '../../authProvider/useCan';
import type { AppDataProvider } from '../../dataProvider';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';

const text = (key: string) => `resources.monitoring-youtube-videos.${key}`;
const STATE_CHOICES = Object.values(FoundVideoState).map((state) => ({
  id: state,
  name: text(`states.${state}`),
}));
const STATE_COLORS = { new: 'info', reviewed: 'default', claimed: 'success', ignored: 'default' } as const;

function StateField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ state: FoundVideoState }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip size="small" color={STATE_COLORS[record.state]} label={translate(text(`states.${record.state}`))} />
  );
}

/** The title, linking to the video on YouTube (a new tab). */
function TitleField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ title: string; url: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Link
      href={record.url}
      target="_blank"
      rel="noopener noreferrer"
      title={translate(text('watch'))}
      onClick={(event) => event.stopPropagation()}
    >
      {record.title}
    </Link>
  );
}

function ViaField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ found_via: string; hashtag: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{record.hashtag ? `#${record.hashtag}` : translate(text(`via.${record.found_via}`))}</>;
}

function AudioField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ has_audio: boolean }>();
  const translate = useTranslate();
  return record?.has_audio ? (
    <Chip size="small" color="warning" label={translate(text('fields.has_audio'))} />
  ) : null;
}

const columns: ListColumn[] = [
  { source: 'title', field: TitleField, csv: (record) => String(record.title) },
  { source: 'channel_title' },
  { source: 'published_at', kind: 'date', hideBelow: 'md' },
  {
    source: 'found_via',
    field: ViaField,
    hideBelow: 'md',
    csv: (record) => String(record.hashtag ?? record.found_via),
  },
  { source: 'has_audio', field: AudioField, hideBelow: 'md', csv: (record) => (record.has_audio ? 1 : 0) },
  {
    source: 'state',
    field: StateField,
    csv: (record, { translate }) => translate(text(`states.${String(record.state)}`)),
  },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
  <BooleanInput key="has_audio" source="has_audio" />,
];

/** Sets the selected videos' state, all in one call (one transaction on the server). */
function MarkButton({ state, icon }: { state: FoundVideoState; icon: ReactElement }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Button
      label={text(`mark.${state}`)}
      onClick={async () => {
        try {
          const { updated } = await dataProvider.setFoundVideoState(selectedIds.map(String), state);
          notify(text('updated'), { messageArgs: { smart_count: updated } });
          onUnselectItems();
          refresh();
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
      }}
    >
      {icon}
    </Button>
  );
}

const BulkActions = () => (
  <>
    <MarkButton state={FoundVideoState.REVIEWED} icon={<CheckIcon />} />
    <MarkButton state={FoundVideoState.CLAIMED} icon={<GavelIcon />} />
    <MarkButton state={FoundVideoState.IGNORED} icon={<BlockIcon />} />
  </>
);

export default function FoundVideoList() {
  const dataColumns = useDataColumns(columns);
  const canChange = useCan('monitoring-youtube-videos', 'changeState') === true;
  return (
    <ResourceList
      columns={columns}
      filters={filters}
      filterDefaultValues={{ state: FoundVideoState.NEW }}
      sort={{ field: 'published_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick={false} bulkActionButtons={canChange ? <BulkActions /> : false}>
        {dataColumns}
      </DataTable>
    </ResourceList>
  );
}
