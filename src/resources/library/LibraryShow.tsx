import './pageTexts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  EditButton,
  Labeled,
  ShowBase,
  TextField,
  Title,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { DateField } from '../DateField';
import { DeleteRecordButton } from '../DeleteRecordButton';
import { KindField, LanguageField } from '../assets/AssetFields';
import { MediaPreview } from '../assets/MediaPreview';
import { FavouriteButton } from './FavouriteButton';
import { formatDuration } from './format';
import { Downloads } from './Downloads';
import { Notes } from './Notes';
import { Reactions } from './Reactions';
import type { LibraryItem } from './types';

/** How often the page asks again while processing runs. */
const PROCESSING_POLL_MS = 2000;

const TranscriptPanel = lazy(() => import('../../features/transcription/TranscriptPanel'));

interface Detail extends LibraryItem {
  category_name: string | null;
  energy_level_name: string | null;
  speaker_names: string[];
  tags: string[];
}

/** What the item is: its metadata in two columns. */
function Metadata() {
  const record = useRecordContext<Detail>();
  if (!record) return null;
  const field = (source: string, value: React.ReactNode) => (
    <Labeled label={`resources.libraries.fields.${source}`}>
      <Typography component="span" variant="body2">
        {value || '-'}
      </Typography>
    </Labeled>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Labeled label="resources.libraries.fields.kind">
        <KindField source="kind" />
      </Labeled>
      {field('duration', formatDuration(record.duration))}
      {field('rights_holder_name', record.rights_holder_name)}
      {field('asset_label', record.asset_label)}
      {field('category', record.category_name)}
      {field('energy_level', record.energy_level_name)}
      {field('speakers', record.speaker_names.join(', '))}
      <Labeled label="resources.libraries.fields.language">
        <LanguageField source="language" />
      </Labeled>
      {field(
        'tags',
        record.tags.length > 0 && (
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {record.tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
          </Stack>
        ),
      )}
      <Labeled label="resources.libraries.fields.territory">
        <TextField source="territory" />
      </Labeled>
      <Labeled label="resources.libraries.fields.isrc">
        <TextField source="isrc" emptyText="-" />
      </Labeled>
      <Labeled label="resources.libraries.fields.approved_at">
        <DateField source="approved_at" />
      </Labeled>
      {record.description && (
        <Box sx={{ gridColumn: '1 / -1' }}>{field('description', record.description)}</Box>
      )}
    </Box>
  );
}

function ItemActions() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'libraries', action: 'edit' });
  return (
    <TopToolbar>
      {canEdit && <EditButton />}
      {canEdit && <DeleteRecordButton redirect="/libraries" />}
    </TopToolbar>
  );
}

/** The item's page: the player, its likes and star, what it is, and the team's notes. */
function ItemPage() {
  const record = useRecordContext<Detail>();
  const player = useRef<HTMLMediaElement>(null);
  const [time, setTime] = useState(0);
  const { canAccess: canEdit } = useCanAccess({ resource: 'libraries', action: 'edit' });
  if (!record) return null;
  const seek = (seconds: number) => {
    const media = player.current;
    if (!media) return;
    media.currentTime = seconds;
    void media.play().catch(() => undefined);
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={record.title} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0 }}>
          {record.title}
        </Typography>
        <Reactions
          id={record.id}
          initial={{ likes: record.likes, dislikes: record.dislikes, my_reaction: record.my_reaction ?? 0 }}
        />
        <FavouriteButton id={record.id} favourite={Boolean(record.favourite)} title={record.title} />
        <ItemActions />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <Card>
          <CardContent>
            <MediaPreview player={player} onTimeUpdate={setTime} />
          </CardContent>
        </Card>
        {/* Its own card: none at all for non-staff when the server has no transcription. */}
        <Suspense fallback={null}>
          <TranscriptPanel
            sx={{ gridRow: { lg: 'span 2' } }}
            assetId={record.id}
            canRequest={canEdit === true}
            onSeek={seek}
            currentTime={time}
          />
        </Suspense>
        <Card>
          <CardContent>
            <Metadata />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Downloads id={record.id} kind={record.kind} duration={record.duration} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Notes assetId={record.id} notes={record.notes ?? []} />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

/** A library item at /libraries/view/{id}. */
export default function LibraryShow() {
  const { id } = useParams<{ id: string }>();
  return (
    <ShowBase
      resource="libraries"
      id={id}
      queryOptions={{
        // Asked again while its media are still being processed, so the player appears once ready.
        refetchInterval: (query) => {
          const state = (query.state.data as { job?: { state: string } | null } | undefined)?.job?.state;
          return state === 'queued' || state === 'running' ? PROCESSING_POLL_MS : false;
        },
      }}
    >
      <ItemPage />
    </ShowBase>
  );
}
