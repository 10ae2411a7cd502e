import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ACTIVITY_REPORT_PAGE_ROWS } from '../../../shared/activityLog';
import type { ActivityReport, VideoTotals } from '../../dataProvider/calls/activityLog';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { ShortNumber } from '../../resources/ShortNumberField';

/** The range's entry count and video counts as cards (K/M/B). */
export function ActivityTotals({ total, videos }: { total?: number; videos?: VideoTotals }) {
  const translate = useTranslate();
  const cards: [string, number | undefined][] = [
    ['entries', total],
    ['synced', videos?.synced],
    ['claimed', videos?.claimed],
    ['taken_down', videos?.taken_down],
  ];
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      {cards.map(([key, value]) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5, minWidth: 130, flex: '1 1 130px' }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(`app.activity_log.totals.${key}`)}
          </Typography>
          <Typography variant="h6" component="div">
            {value === undefined ? '–' : <ShortNumber value={value} />}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * One page of the counts by day, person, record type and action; it scrolls sideways on a narrow
 * screen. The number of groups is known only on the last page (`has_more` before it).
 */
export function ActivityTable({
  report,
  onPage,
}: {
  report: ActivityReport;
  onPage: (page: number) => void;
}) {
  const translate = useTranslate();
  const shown = (report.page - 1) * ACTIVITY_REPORT_PAGE_ROWS + report.rows.length;
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" sx={{ p: 1.5, pb: 0 }}>
        {translate('app.activity_log.table')}
      </Typography>
      {report.truncated && (
        <Alert severity="info" sx={{ m: 1.5 }}>
          {translate('app.activity_log.truncated')}
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label={translate('app.activity_log.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.activity_log.columns.day')}</TableCell>
              <TableCell>{translate('app.activity_log.person')}</TableCell>
              <TableCell>{translate('app.activity_log.entity')}</TableCell>
              <TableCell>{translate('app.activity_log.action')}</TableCell>
              <TableCell align="right">{translate('app.activity_log.columns.count')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={`${row.day}/${row.actor}/${row.entity}/${row.action}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.day}</TableCell>
                <TableCell>{row.actor_name ?? row.actor}</TableCell>
                <TableCell>{row.entity}</TableCell>
                <TableCell>
                  {translate(`app.activity_log.actions.${row.action}`, { _: row.action })}
                </TableCell>
                <TableCell align="right">
                  <ShortNumber value={row.count} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={report.has_more ? -1 : shown}
        page={report.page - 1}
        onPageChange={(_, next) => onPage(next + 1)}
        rowsPerPage={ACTIVITY_REPORT_PAGE_ROWS}
        rowsPerPageOptions={[]}
        labelDisplayedRows={({ from, to, count }) =>
          count === -1
            ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
            : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
        getItemAriaLabel={(type) => translate(`ra.navigation.${type === 'next' ? 'next' : 'previous'}`)}
      />
    </Paper>
  );
}

/** Staff's check of the hash chain: whether the log is as the app wrote it, or the first entry that is not. */
export function ChainCheckButton() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const check = useMutation({ mutationFn: () => dataProvider.verifyActivityChain() });
  return (
    <Stack spacing={1} sx={{ flex: '1 1 100%' }}>
      <Button
        variant="outlined"
        onClick={() => check.mutate()}
        disabled={check.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {check.isPending
          ? translate('app.activity_log.chain.checking')
          : translate('app.activity_log.chain.check')}
      </Button>
      {check.data && (
        <Alert severity={check.data.ok ? 'success' : 'error'} role="status">
          {check.data.ok || !check.data.broken
            ? translate('app.activity_log.chain.ok', { count: check.data.checked })
            : translate('app.activity_log.chain.broken', {
                id: check.data.broken.id,
                reason: translate(`app.activity_log.chain.reasons.${check.data.broken.reason}`),
              })}
        </Alert>
      )}
      {check.isError && <Alert severity="error">{translate('app.activity_log.failed')}</Alert>}
    </Stack>
  );
}
