import './pageTexts';
import DownloadIcon from '@mui/icons-material/Download';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import {
  DataTable,
  SearchInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useStore,
  useTranslate,
} from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { TextButton } from '../TextButton';
import { useUserTitle } from '../../layout/useUserTitle';
import { useDataColumns, type ListColumn } from '../columns';
import { ListPagination, ResourceList } from '../ResourceList';
import { ListEmpty } from '../ResourceActions';
import { showPath } from '../showPath';
import { KindField } from '../assets/AssetFields';
import { LibraryBulkActions } from './BulkActions';
import { LibraryCard } from './LibraryCard';
import { FacetsButton, LibraryFacets } from './LibraryFacets';
import { formatDuration } from './format';
import { useCan } from '../../authProvider/useCan';
import { useLibraryCsvOptions } from './csvOptions';
import type { LibraryItem } from './types';

export type LibraryTab = 'all' | 'favourites' | 'downloaded';
/** A page of cards: four rows of the widest grid, six of two. */
const PER_PAGE = 24;
const TAB_PATHS: Record<LibraryTab, string> = {
  all: '/libraries',
  favourites: '/libraries/tab/favourites',
  downloaded: '/libraries/tab/downloaded',
};
const TAB_FILTERS: Record<LibraryTab, Record<string, unknown> | undefined> = {
  all: undefined,
  favourites: { favourite: true },
  downloaded: { downloaded: true },
};

function DurationField({ source }: { source: string }) {
  const record = useRecordContext();
  return <>{formatDuration(record?.[source] as number | null)}</>;
}

/** The list view's columns (the table; the export is the server's CSV of every row). */
export const LIBRARY_COLUMNS: ListColumn[] = [
  { source: 'title' },
  { source: 'kind', field: KindField },
  { source: 'duration', field: DurationField },
  { source: 'rights_holder_name', hideBelow: 'md' },
  { source: 'approved_at', kind: 'date', hideBelow: 'lg' },
];

/** The server's CSV of the filtered library: every row, however many, in the reader's words. */
function ExportLibraryButton({ fixed }: { fixed?: Record<string, unknown> }) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  // An estimated total (a search matching thousands) comes as partial pagination, with no total.
  const { filterValues, total, data } = useListContext();
  const csv = useLibraryCsvOptions();
  const { q, ...filter } = filterValues as Record<string, unknown>;
  return (
    <TextButton
      label="resources.libraries.action.export"
      disabled={!total && !data?.length}
      onClick={() =>
        dataProvider
          .exportLibrary({
            search: typeof q === 'string' && q ? q : undefined,
            filter: { ...filter, ...fixed },
            csv,
          })
          .catch((error: Error) => notify(error.message, { type: 'error' }))
      }
      icon={<DownloadIcon />}
    />
  );
}

function LibraryActions({
  view,
  setView,
  fixed,
}: {
  view: 'grid' | 'list';
  setView(view: 'grid' | 'list'): void;
  fixed?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <FacetsButton fixed={fixed} />
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next) => next && setView(next)}>
        <ToggleButton value="grid" aria-label={translate('resources.libraries.view.grid')}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={translate('resources.libraries.view.list')}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <ExportLibraryButton fixed={fixed} />
    </TopToolbar>
  );
}

/**
 * The tabs over the library: all of it, the person's favourites, what they downloaded, and for
 * staff and the rights holder's side the items' Content ID mapping.
 */
export function LibraryTabs({ tab }: { tab: LibraryTab | 'content_id' }) {
  const translate = useTranslate();
  const tabs: Record<string, string> = useCan('libraries', 'contentIds')
    ? { ...TAB_PATHS, content_id: '/libraries/tab/content-id' }
    : TAB_PATHS;
  return (
    <Tabs value={tab} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }} variant="scrollable">
      {Object.entries(tabs).map(([key, path]) => (
        <Tab
          key={key}
          value={key}
          label={translate(`resources.libraries.tabs.${key}`)}
          component={Link}
          to={path}
        />
      ))}
    </Tabs>
  );
}

/** The cards of the page, with the bulk bar above them when some are selected. */
function LibraryGrid() {
  const translate = useTranslate();
  const { data, selectedIds, onUnselectItems, filterValues } = useListContext<LibraryItem & { id: string }>();
  if (!data) return null;
  if (data.length === 0)
    // With no search or filter, the tab's own empty state says why.
    return Object.keys(filterValues).length === 0 ? null : (
      <Typography color="text.secondary" sx={{ p: 3 }}>
        {translate('resources.libraries.empty.match')}
      </Typography>
    );
  return (
    <Box sx={{ p: 2 }}>
      {selectedIds.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography variant="body2">
            {translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
          </Typography>
          <LibraryBulkActions />
          <TextButton label="ra.action.unselect" onClick={() => onUnselectItems()} />
        </Box>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        {data.map((item) => (
          <li key={item.id}>
            <LibraryCard item={item} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function LibraryTable() {
  return (
    <DataTable rowClick={(id) => showPath('libraries', id)} bulkActionButtons={<LibraryBulkActions />}>
      {useDataColumns(LIBRARY_COLUMNS)}
    </DataTable>
  );
}

/**
 * The content library (spec 001 §7): the caller's share of approved content as cards or a table,
 * searched in full text, narrowed by facets, with the Favourites and Downloaded tabs.
 */
export function LibraryList({ tab = 'all' }: { tab?: LibraryTab }) {
  const userTitle = useUserTitle();
  const [view, setView] = useStore<'grid' | 'list'>('libraries.view', 'grid');
  const fixed = TAB_FILTERS[tab];
  return (
    <ResourceList
      resource="libraries"
      columns={LIBRARY_COLUMNS}
      title={userTitle('Content Library')}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      filter={fixed}
      perPage={PER_PAGE}
      sort={{ field: 'approved_at', order: 'DESC' }}
      storeKey={`libraries.${tab}`}
      disableSyncWithLocation={tab !== 'all'}
      actions={<LibraryActions view={view} setView={setView} fixed={fixed} />}
      aside={<LibraryFacets fixed={fixed} />}
      pagination={<ListPagination rowsPerPageOptions={[12, 24, 48, 96]} />}
      empty={tab === 'all' ? <ListEmpty /> : false}
    >
      <LibraryTabs tab={tab} />
      {tab !== 'all' && <TabEmpty tab={tab} />}
      {view === 'grid' ? <LibraryGrid /> : <LibraryTable />}
    </ResourceList>
  );
}

/** What a tab with nothing in it is for. */
function TabEmpty({ tab }: { tab: LibraryTab }) {
  const translate = useTranslate();
  const { total, filterValues } = useListContext();
  if (total !== 0 || Object.keys(filterValues).length > 0) return null;
  return (
    <Typography color="text.secondary" sx={{ px: 3, pt: 2 }}>
      {translate(`resources.libraries.empty.${tab}`)}
    </Typography>
  );
}

export default function AllContent() {
  return <LibraryList />;
}
