import './pageTexts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Title, useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from '../../../shared/constants';
import { isReferenceStatus } from '../../../shared/contentIds';
import { isRightHolderSide } from '../../../shared/roles';
import { useCan } from '../../authProvider/useCan';
import type { ContentIdQuery, ContentIdRow } from '../../dataProvider/calls/contentIds';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useDebounced } from '../../hooks/useDebounced';
import { dateFormat } from '../../i18n/dateFormat';
import { useUserType } from '../../resources/useUserType';
import { ImportDialog } from './ImportDialog';

/** How long typing pauses before the search is sent (react-admin's lists wait as long). */
const SEARCH_DEBOUNCE_MS = 500;
const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 25, 50, MAX_PAGE_SIZE];
/** The rights holder's side, who see their own label's mapping only. */
/** The list's query key; an import makes it fetch again. */
export const CONTENT_IDS_KEY = 'contentIds';

type Mapping = 'all' | 'yes' | 'no';
type SortField = 'title' | 'content_id_asset_id' | 'reference_status' | 'mapped_at' | 'approved_at';
interface Column {
  field: keyof ContentIdRow;
  sort?: SortField;
  /** Left out of narrow screens. */
  wide?: boolean;
}

const COLUMNS: Column[] = [
  { field: 'title', sort: 'title' },
  { field: 'asset_label', wide: true },
  { field: 'content_id_asset_id', sort: 'content_id_asset_id' },
  { field: 'reference_id', wide: true },
  { field: 'reference_status', sort: 'reference_status' },
  { field: 'mapped_at', sort: 'mapped_at', wide: true },
];

/**
 * Content ID (issue 21): the library's items with their YouTube Content ID asset and reference,
 * searched, filtered by whether they are mapped and paged on the server; CRUD staff import mappings
 * from a CSV file, previewed before anything is written. A rights holder's side sees its own label.
 */
export default function ContentIdPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const type = useUserType();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [search, setSearch] = useState('');
  const [mapping, setMapping] = useState<Mapping>('all');
  const [sort, setSort] = useState<{ field: SortField; order: 'ASC' | 'DESC' }>({
    field: 'approved_at',
    order: 'DESC',
  });
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [importing, setImporting] = useState(false);
  const searched = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to its search and filter: a new one starts again from the first page.
  const filterKey = `${mapping}|${searched}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 0 });
  const page = paging.key === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const canRead = useCan('libraries', 'contentIds');
  const readable = canRead === true;
  const importer = useCan('libraries', 'importContentIds') === true;

  const query: ContentIdQuery = {
    page: page + 1,
    limit: perPage,
    sort: sort.field,
    order: sort.order,
    ...(searched && { search: searched }),
    ...(mapping !== 'all' && { filter: { mapped: mapping === 'yes' } }),
  };
  const { data, isPending, isFetching, isError, refetch } = useQuery({
    queryKey: [CONTENT_IDS_KEY, query],
    queryFn: () => dataProvider.contentIds(query),
    enabled: readable,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const sortBy = (field: SortField) =>
    setSort((current) => ({
      field,
      order: current.field === field && current.order === 'ASC' ? 'DESC' : 'ASC',
    }));
  const cell = (row: ContentIdRow, field: keyof ContentIdRow) => {
    const value = row[field];
    if (field === 'mapped_at') return value ? dateFormat(locale).format(new Date(value)) : '';
    if (field === 'reference_status' && isReferenceStatus(value))
      return translate(`app.content_ids.statuses.${value}`);
    if (field === 'content_id_asset_id' && !value)
      return (
        <Typography variant="body2" color="text.secondary" component="span">
          {translate('app.content_ids.not_mapped')}
        </Typography>
      );
    return value ?? '';
  };
  const columns = COLUMNS.filter((column) => wide || !column.wide);

  if (type === undefined || canRead === undefined) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.content_ids.title')} />
      {!readable ? (
        <Alert severity="info">{translate('app.content_ids.not_allowed')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={translate('app.content_ids.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
              size="small"
              type="search"
              sx={{ minWidth: { sm: 280 } }}
            />
            <TextField
              select
              label={translate('app.content_ids.mapping')}
              value={mapping}
              onChange={(event) => setMapping(event.target.value as Mapping)}
              size="small"
              sx={{ minWidth: { sm: 180 } }}
            >
              {(['all', 'yes', 'no'] as const).map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`app.content_ids.mapping_${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ flexGrow: 1 }} />
            {importer && (
              <Button label="app.content_ids.import.open" onClick={() => setImporting(true)}>
                <UploadFileIcon />
              </Button>
            )}
          </Stack>
          {isRightHolderSide(type) && <Alert severity="info">{translate('app.content_ids.read_only')}</Alert>}
          <Card>
            {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
            {isError ? (
              <Alert
                severity="error"
                action={
                  <Button label="app.content_ids.retry" onClick={() => void refetch()} color="inherit" />
                }
              >
                {translate('app.content_ids.load_failed')}
              </Alert>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('app.content_ids.title')}>
                  <TableHead>
                    <TableRow>
                      {columns.map(({ field, sort: sortField }) => (
                        <TableCell
                          key={field}
                          sortDirection={
                            sort.field === sortField ? (sort.order === 'ASC' ? 'asc' : 'desc') : false
                          }
                        >
                          {sortField ? (
                            <TableSortLabel
                              active={sort.field === sortField}
                              direction={sort.field === sortField && sort.order === 'DESC' ? 'desc' : 'asc'}
                              onClick={() => sortBy(sortField)}
                            >
                              {translate(`app.content_ids.fields.${field}`)}
                            </TableSortLabel>
                          ) : (
                            translate(`app.content_ids.fields.${field}`)
                          )}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data?.data.map((row) => (
                      <TableRow key={row._id} hover>
                        {columns.map(({ field }) => (
                          <TableCell key={field} sx={{ overflowWrap: 'anywhere' }}>
                            {cell(row, field)}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                    {!isPending && data?.data.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={columns.length}>
                          <Typography
                            variant="body2"
                            color="text.secondary"
                            sx={{ py: 2, textAlign: 'center' }}
                          >
                            {translate('app.content_ids.empty')}
                          </Typography>
                        </TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
              </Box>
            )}
            <TablePagination
              component="div"
              count={data?.total ?? 0}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={perPage}
              rowsPerPageOptions={PAGE_SIZES}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
              }
            />
          </Card>
          {importing && (
            <ImportDialog
              onClose={() => setImporting(false)}
              onImported={() => void queryClient.invalidateQueries({ queryKey: [CONTENT_IDS_KEY] })}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
