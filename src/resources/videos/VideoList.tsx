import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import {
  AutocompleteInput,
  DataTable,
  ExportButton,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { VIDEO_PRIVACY_STATUSES } from '../../../shared/constants';
import { useUserTitle } from '../../layout/useUserTitle';
import { useDataColumns, type ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { formatDuration } from './format';
import { ClaimField, DurationField, ThumbnailField, watchUrl, YouTubeLinkField } from './VideoFields';
import { VideoSyncPanel } from './VideoSyncPanel';

const T = 'resources.drm-youtube-videos';

const columns: ListColumn[] = [
  { source: 'thumbnail_url', field: ThumbnailField, hideBelow: 'md' },
  { source: 'title' },
  { source: 'channel_title', hideBelow: 'md' },
  { source: 'published_at', kind: 'date' },
  {
    source: 'duration_seconds',
    field: DurationField,
    hideBelow: 'lg',
    csv: (record) => formatDuration(Number(record.duration_seconds)),
  },
  { source: 'view_count', kind: 'number', hideBelow: 'md' },
  {
    source: 'claimed',
    field: ClaimField,
    csv: (record, { translate }) => translate(`${T}.claim.${record.claimed ? 'claimed' : 'unclaimed'}`),
  },
  { source: 'url', field: YouTubeLinkField, csv: (record) => watchUrl(String(record.video_id)) },
];

const PRIVACY_CHOICES = VIDEO_PRIVACY_STATUSES.map((status) => ({
  id: status,
  name: `${T}.privacy.${status}`,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="channel" source="channel" reference="channels" alwaysOn>
    <AutocompleteInput optionText="channel_title" label={`${T}.fields.channel`} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <NullableBooleanInput
    key="claimed"
    source="claimed"
    trueLabel={`${T}.claim.claimed`}
    falseLabel={`${T}.claim.unclaimed`}
    nullLabel={`${T}.claim.any`}
  />,
  <SelectInput key="privacy_status" source="privacy_status" choices={PRIVACY_CHOICES} />,
];

function VideoEmpty() {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, px: 3, textAlign: 'center' }}>
      <SmartDisplayIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>
    </Stack>
  );
}

/** The chosen channel's sync (state, progress, Sync now), above the rows. */
function ChannelSync() {
  const { filterValues } = useListContext();
  const channel = typeof filterValues.channel === 'string' ? filterValues.channel : undefined;
  return <VideoSyncPanel channel={channel} />;
}

/** /drm-youtube-videos: the synced videos the caller may see, newest first. */
export default function VideoList() {
  const userTitle = useUserTitle();
  return (
    <ResourceList
      columns={columns}
      title={userTitle('DRM YouTube Videos')}
      filters={filters}
      sort={{ field: 'published_at', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
      empty={<VideoEmpty />}
    >
      <ChannelSync />
      <DataTable rowClick={false} bulkActionButtons={false}>
        {useDataColumns(columns)}
      </DataTable>
    </ResourceList>
  );
}
