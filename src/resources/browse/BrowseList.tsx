import '../library/pageTexts';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Pagination, SearchInput, useListContext, useTranslate } from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { useUserTitle } from '../../layout/useUserTitle';
import type { ListColumn } from '../columns';
import { ResourceList } from '../ResourceList';
import { formatDuration } from '../library/format';
import type { LibraryItem } from '../library/types';
import { BrowseTabs } from './BrowseTabs';
import { RequestDialog } from './RequestDialog';

/** A page of cards: four rows of the widest grid. */
const PER_PAGE = 24;

const COLUMNS: ListColumn[] = [
  { source: 'title' },
  { source: 'kind' },
  { source: 'duration' },
  { source: 'rights_holder_name' },
  { source: 'approved_at', kind: 'date' },
];

/** The item's preview, played in place through the short-lived link the list brings. */
function Preview({ item }: { item: LibraryItem }) {
  const translate = useTranslate();
  const label = translate('resources.browse.preview', { title: item.title });
  if (!item.preview_url) return null;
  return item.kind === 'audio' ? (
    <Box
      component="audio"
      controls
      preload="none"
      src={item.preview_url}
      aria-label={label}
      sx={{ width: '100%' }}
    />
  ) : (
    <Box
      component="video"
      controls
      preload="none"
      src={item.preview_url}
      poster={item.poster_url ?? undefined}
      aria-label={label}
      sx={{ width: '100%', display: 'block' }}
    />
  );
}

/** One item: its picture or player, title, kind, length and owner, and the request for a creator's side. */
function BrowseCard({ item, onRequest }: { item: LibraryItem; onRequest?(item: LibraryItem): void }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {item.kind !== 'audio' && item.preview_url ? (
        <Preview item={item} />
      ) : (
        <Box
          sx={{
            aspectRatio: '16 / 9',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            backgroundImage: item.poster_url ? `url(${item.poster_url})` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        >
          {!item.poster_url && <GraphicEqIcon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />}
        </Box>
      )}
      <Stack spacing={0.5} sx={{ p: 1.5, flex: 1 }}>
        <Typography variant="subtitle2" component="h3" noWrap title={item.title}>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {[translate(`resources.assets.kinds.${item.kind}`), formatDuration(item.duration)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {item.rights_holder_name}
        </Typography>
        {item.kind === 'audio' && <Preview item={item} />}
        {onRequest && (
          <Box sx={{ pt: 1, mt: 'auto' }}>
            <Button size="small" variant="outlined" onClick={() => onRequest(item)}>
              {translate('resources.browse.request.action')}
            </Button>
          </Box>
        )}
      </Stack>
    </Card>
  );
}

function BrowseGrid() {
  const translate = useTranslate();
  const { data, filterValues } = useListContext<LibraryItem & { id: string }>();
  const canRequest = useCan('browse', 'request') === true;
  const [asking, setAsking] = useState<LibraryItem | null>(null);
  if (!data) return null;
  if (data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 3 }}>
        {translate(
          Object.keys(filterValues).length > 0 ? 'resources.browse.no_match' : 'resources.browse.empty',
        )}
      </Typography>
    );
  return (
    <Box sx={{ p: 2 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {data.map((item) => (
          <li key={item.id}>
            <BrowseCard item={item} onRequest={canRequest ? setAsking : undefined} />
          </li>
        ))}
      </Box>
      {asking && <RequestDialog item={asking} onClose={() => setAsking(null)} />}
    </Box>
  );
}

/**
 * The Licensing Library (spec 001 §2.6): the approved items their owners offer for licensing, every
 * owner's, searched in full text like the library; a creator's side asks for a licence, staff read.
 */
export default function BrowseList() {
  const userTitle = useUserTitle();
  return (
    <ResourceList
      resource="browse"
      columns={COLUMNS}
      title={userTitle('Licensing Library')}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      perPage={PER_PAGE}
      sort={{ field: 'approved_at', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[12, 24, 48, 96]} />}
      empty={false}
      exporter={false}
    >
      <BrowseTabs tab="all" />
      <BrowseGrid />
    </ResourceList>
  );
}
