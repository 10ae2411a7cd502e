import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { downloadCSV, useNotify, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../shared/constants';
import { microsToDecimal } from '../../../shared/money';
import type { HistoryDimension, ListPage } from '../../dataProvider/calls/paymentRuns';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { toSafeCsv } from '../csvExport';
import { PreparingRange, pollWhilePreparing } from '../PreparingRange';
import { Money, useLoaded } from './parts';
import { defaultRange, ReportFrame } from './ReportFrame';

const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;
type Sort = 'name' | 'paid' | 'due' | 'lines';

/**
 * A payment history report by one dimension (payment-history/by-*): each creator's, channel's, rights
 * holder's or video's paid and due money over the range, sorted, searched and paged by the server,
 * exported as formula-safe CSV. Amounts show as a dash for those who never see money.
 */
export function ByReport({ dimension, title }: { dimension: HistoryDimension; title: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useAppDataProvider();
  const [range, setRange] = useState(defaultRange);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<{ field: Sort; order: 'ASC' | 'DESC' }>({ field: 'paid', order: 'DESC' });
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = (limit: number, at: number): ListPage => ({
    page: at + 1,
    limit,
    sort: sort.field,
    order: sort.order,
    ...(search && { search }),
    filter: { ...range },
  });
  const { data } = useLoaded(
    ['by', dimension, range, page, sort, search],
    () => calls.paymentHistoryBy(dimension, query(PAGE_SIZE, page)),
    pollWhilePreparing,
  );
  const exportCsv = async () => {
    try {
      const all = await calls.paymentHistoryBy(dimension, query(MAX_PAGE_SIZE, 0));
      const rows = all.data.map((row) => ({
        [translate('app.money.fields.name')]: row.name ?? row._id,
        [translate('app.money.fields.paid')]:
          row.paid_micros === null ? '' : microsToDecimal(BigInt(row.paid_micros)),
        [translate('app.money.fields.due')]:
          row.due_micros === null ? '' : microsToDecimal(BigInt(row.due_micros)),
        [translate('app.money.fields.lines')]: row.line_count,
      }));
      downloadCSV(await toSafeCsv(rows), `payments-by-${dimension}`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const header = (field: Sort, label: string, align: 'left' | 'right' = 'right') => (
    <TableCell
      align={align}
      sortDirection={sort.field === field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
    >
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field && sort.order === 'ASC' ? 'asc' : 'desc'}
        onClick={() => {
          setSort({ field, order: sort.field === field && sort.order === 'DESC' ? 'ASC' : 'DESC' });
          setPage(0);
        }}
      >
        {translate(`app.money.fields.${label}`)}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <ReportFrame
      title={title}
      range={range}
      onRange={(next) => {
        setRange(next);
        setPage(0);
      }}
      actions={
        <>
          <TextField
            size="small"
            label={translate('app.money.history.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button onClick={exportCsv} disabled={!data || data.preparing !== undefined}>
            {translate('app.money.history.export')}
          </Button>
        </>
      }
    >
      {data?.preparing && <PreparingRange preparing={data.preparing} />}
      <Card sx={{ overflowX: 'auto' }}>
        {data && data.data.length === 0 && !data.preparing ? (
          <CardContent>{translate('app.money.history.no_rows')}</CardContent>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {header('name', 'name', 'left')}
                {header('paid', 'paid')}
                {header('due', 'due')}
                {header('lines', 'lines')}
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.data ?? []).map((row) => (
                <TableRow key={row._id}>
                  <TableCell>{row.name ?? row._id}</TableCell>
                  <TableCell align="right">
                    <Money micros={row.paid_micros} />
                  </TableCell>
                  <TableCell align="right">
                    <Money micros={row.due_micros} />
                  </TableCell>
                  <TableCell align="right">{row.line_count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      </Card>
    </ReportFrame>
  );
}
