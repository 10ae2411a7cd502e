import './texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { PACKAGE_LIST_MAX_HEIGHT_PX, PACKAGE_POLL_MS } from '../../../shared/constants';
import { dateFormat } from '../../i18n/dateFormat';
import { PanelLoading } from '../PanelLoading';
import { jobErrorText } from '../../api/serverMessages';
import type { PackageEntry } from '../../dataProvider/calls/files';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const QUERY_KEY = ['downloaded-packages'];

/** The popover's list: spinner while loading, the rows, or 'No Result Found!'. */
export default function PackageList() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const [locale] = useLocaleState();
  const { data, isPending } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => dataProvider.packages(),
    // A package being built is followed until it is ready or failed.
    refetchInterval: (query) =>
      query.state.data?.some((entry) => entry.state === 'building') ? PACKAGE_POLL_MS : false,
  });
  // A row being deleted ignores further clicks (spec 001 §4, Packages): the ref answers at once,
  // even for a second click before the next render; the state shows the row's spinner.
  const deleting = useRef(new Set<string>());
  const [busyRows, setBusyRows] = useState<ReadonlySet<string>>(new Set());
  const markBusy = (id: string, busy: boolean) =>
    setBusyRows((rows) => {
      const next = new Set(rows);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = async (entry: PackageEntry) => {
    if (deleting.current.has(entry.id)) return;
    deleting.current.add(entry.id);
    markBusy(entry.id, true);
    try {
      await dataProvider.deletePackage(entry.id);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      deleting.current.delete(entry.id);
      markBusy(entry.id, false);
    }
  };
  const download = (entry: PackageEntry) =>
    dataProvider.downloadPackage(entry).catch(() => notify('ra.notification.http_error', { type: 'error' }));

  if (isPending) return <PanelLoading />;
  if (!data || data.length === 0) {
    return <Typography sx={{ p: 2 }}>{translate('app.packages.empty')}</Typography>;
  }
  return (
    <Box sx={{ maxHeight: PACKAGE_LIST_MAX_HEIGHT_PX, overflowY: 'auto' }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.packages.column_title')}</TableCell>
            <TableCell>{translate('app.packages.column_download')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((entry) => {
            const busy = busyRows.has(entry.id);
            return (
              <TableRow key={entry.id}>
                <TableCell>
                  {entry.title}
                  <PackageState entry={entry} translate={translate} locale={locale} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    disabled={entry.state !== 'ready'}
                    onClick={() => void download(entry)}
                  >
                    {translate('app.packages.download')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-busy={busy}
                    onClick={() => void remove(entry)}
                    startIcon={
                      busy && <CircularProgress size={14} aria-label={translate('ra.page.loading')} />
                    }
                  >
                    {translate('app.packages.delete')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Under a package's title: its build's progress, why it failed, or until when it is kept. */
function PackageState({
  entry,
  translate,
  locale,
}: {
  entry: PackageEntry;
  translate: ReturnType<typeof useTranslate>;
  locale: string;
}) {
  if (entry.state === 'building') {
    const label = translate('app.packages.building', { progress: entry.progress });
    return (
      <Box sx={{ mt: 0.5 }}>
        <LinearProgress variant="determinate" value={entry.progress} aria-label={label} />
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      </Box>
    );
  }
  if (entry.state === 'failed') {
    return (
      <Typography variant="caption" color="error" component="p">
        {translate('app.packages.failed', { reason: jobErrorText(entry) })}
      </Typography>
    );
  }
  if (!entry.expires_at) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {translate('app.packages.expires', {
        date: dateFormat(locale, { showTime: true }).format(new Date(entry.expires_at)),
      })}
    </Typography>
  );
}
