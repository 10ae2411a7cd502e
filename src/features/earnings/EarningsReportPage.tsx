import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PreparingRange, pollWhilePreparing } from '../../resources/PreparingRange';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { EARNINGS_PAGE_MAX } from '../../../shared/earnings';
import type { EarningsReportKind, EarningsRow } from '../../dataProvider/calls/earnings';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useUserTitle } from '../../layout/useUserTitle';
import { DateRangeInput } from '../../resources/DateRangeInput';
import { ShortNumber } from '../../resources/ShortNumberField';
import { CsvButton, EarningsTotals, TopChart, useEarningsRange } from './EarningsParts';

const MONEY_COLUMNS = ['total_micros', 'payable_micros', 'held_micros', 'void_micros'] as const;
const PAGE_SIZES = [10, 25, 50];

/**
 * One earnings report (by creator, content owner, video, or claim): a date range, the totals, a
 * chart of the page's rows, and the rows sorted and paged by the server over its monthly rollups.
 * The amounts appear only when the server answers them (never to types 5, 7, 8, 9).
 */
export function EarningsReportPage({ kind, title }: { kind: EarningsReportKind; title: string }) {
  const translate = useTranslate();
  const userTitle = useUserTitle();
  const dataProvider = useAppDataProvider();
  const [range, setRange] = useEarningsRange();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [sort, setSort] = useState<string | undefined>(undefined);
  const [order, setOrder] = useState<'ASC' | 'DESC'>('DESC');
  const query = { range, page, limit, order };
  const { data, isError } = useQuery({
    queryKey: ['earnings', kind, query, sort],
    queryFn: () => dataProvider.earningsReport(kind, { ...query, sort: sort ?? '' }),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => pollWhilePreparing(query.state.data),
  });
  const money = data?.totals.total_micros !== undefined;
  const isClaim = kind === 'claim' || kind === 'own_claim';
  // Without money the only order is by line count (the server refuses the others).
  const sortField = sort ?? (data && !money ? 'line_count' : 'total_micros');
  const orderBy = (field: string) => {
    setOrder(sortField === field && order === 'DESC' ? 'ASC' : 'DESC');
    setSort(field);
    setPage(1);
  };
  const allRows = async () => {
    const rows: EarningsRow[] = [];
    for (let next = 1; ; next++) {
      const answer = await dataProvider.earningsReport(kind, {
        ...query,
        sort: sortField,
        page: next,
        limit: EARNINGS_PAGE_MAX,
      });
      rows.push(...answer.data);
      if (rows.length >= answer.total || answer.data.length === 0) return rows.map(csvRowOf);
    }
  };
  const numberColumns = [...(money ? MONEY_COLUMNS : []), 'line_count'] as const;
  const heading = (field: string, label: string) => (
    <TableCell align="right" sortDirection={sortField === field ? (order === 'ASC' ? 'asc' : 'desc') : false}>
      <TableSortLabel
        active={sortField === field}
        direction={sortField === field && order === 'ASC' ? 'asc' : 'desc'}
        onClick={() => orderBy(field)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  const totalsKey = (field: string) =>
    `app.earnings.totals.${field === 'line_count' ? 'lines' : field.replace('_micros', '')}`;

  return (
    <Stack spacing={2} sx={{ mt: 2, minWidth: 0 }}>
      <Title title={userTitle(title)} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <DateRangeInput value={range} onChange={(next) => (setRange(next), setPage(1))} />
        <CsvButton
          fileName={`earnings-${kind}-${range.from}-${range.to}.csv`}
          rows={allRows}
          disabled={!data || data.preparing !== undefined}
        />
      </Stack>
      {isError && <Alert severity="error">{translate('app.earnings.failed')}</Alert>}
      {data && !money && <Alert severity="info">{translate('app.earnings.counts_only')}</Alert>}
      {data && <EarningsTotals totals={data.totals} />}
      {data?.preparing && <PreparingRange preparing={data.preparing} />}
      {data && money && (
        <TopChart title={translate('app.earnings.charts.top_page')} rows={data.data.slice(0, 10)} />
      )}
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`app.earnings.columns.${isClaim ? 'claim' : kind}`)}</TableCell>
                {isClaim && (
                  <>
                    <TableCell>{translate('app.earnings.columns.asset')}</TableCell>
                    <TableCell>{translate('app.earnings.columns.status')}</TableCell>
                    <TableCell>{translate('app.earnings.columns.owner')}</TableCell>
                  </>
                )}
                {numberColumns.map((field) => heading(field, translate(totalsKey(field))))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.data.map((row) => (
                <TableRow key={row._id}>
                  <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{row.name}</TableCell>
                  {isClaim && (
                    <>
                      <TableCell>{row.asset_title ?? ''}</TableCell>
                      <TableCell>
                        {row.claim_status !== undefined &&
                          translate(`app.earnings.status.${row.claim_status}`)}
                      </TableCell>
                      <TableCell>{row.rights_holder_name ?? ''}</TableCell>
                    </>
                  )}
                  {numberColumns.map((field) => (
                    <TableCell key={field} align="right">
                      <ShortNumber value={row[field]} currency={field === 'line_count' ? undefined : 'USD'} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {data && data.total === 0 && !data.preparing && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('app.earnings.empty')}
          </Typography>
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page - 1}
          rowsPerPage={limit}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next + 1)}
          onRowsPerPageChange={(event) => (setLimit(Number(event.target.value)), setPage(1))}
        />
      </Paper>
    </Stack>
  );
}

/** A row as the CSV file has it: names and amounts as the server answered them (micro-units). */
const csvRowOf = (row: EarningsRow) => {
  const { _id, ...rest } = row;
  return { id: _id, ...rest };
};
