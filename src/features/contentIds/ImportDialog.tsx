import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { CONTENT_ID_IMPORT_MAX_BYTES, CONTENT_ID_IMPORT_MAX_ROWS } from '../../../shared/constants';
import { ImportAction } from '../../../shared/contentIds';
import { serverText } from '../../api/serverMessages';
import type { ImportResult, ImportRowResult } from '../../dataProvider/calls/contentIds';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** The preview lists this many rows at most (errors first): a file may hold thousands. */
const PREVIEW_ROWS_SHOWN = 200;
const ACCEPT = '.csv,text/csv';
const MEGABYTE = 1024 * 1024;

const ACTION_COLOURS = {
  [ImportAction.ADD]: 'success',
  [ImportAction.UPDATE]: 'info',
  [ImportAction.UNCHANGED]: 'default',
} as const;

type Step =
  | { name: 'choose' }
  | { name: 'checking' | 'importing'; file: File; preview?: ImportResult }
  | { name: 'preview'; file: File; preview: ImportResult }
  | { name: 'done'; result: ImportResult }
  | { name: 'failed'; problems: string[]; file?: File };

/** The server's message and each refused field ('line 4.content_id_asset_id: ...'), for people. */
function problemsOf(error: unknown): string[] {
  const body = (error as { body?: { message?: unknown; errors?: Record<string, string> } }).body;
  const message = typeof body?.message === 'string' ? body.message : (error as Error).message;
  return [message, ...Object.entries(body?.errors ?? {}).map(([field, reason]) => `${field}: ${reason}`)];
}

/** The rows with errors first, then the file's order, at most PREVIEW_ROWS_SHOWN of them. */
const shownRows = (rows: ImportRowResult[]) =>
  [...rows]
    .sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.line - b.line)
    .slice(0, PREVIEW_ROWS_SHOWN);

/**
 * Import CSV: the chosen file is checked first (a dry run, nothing written) and previewed row by row
 * with each row's action and errors; "Import" writes it only when no row has an error.
 */
export function ImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const busy = step.name === 'checking' || step.name === 'importing';

  const check = async (file: File) => {
    if (file.size > CONTENT_ID_IMPORT_MAX_BYTES) {
      setStep({
        name: 'failed',
        problems: [
          translate('app.content_ids.import.too_large', { size: CONTENT_ID_IMPORT_MAX_BYTES / MEGABYTE }),
        ],
      });
      return;
    }
    setStep({ name: 'checking', file });
    try {
      setStep({ name: 'preview', file, preview: await dataProvider.importContentIds(file, true) });
    } catch (error) {
      setStep({ name: 'failed', problems: problemsOf(error), file });
    }
  };

  const submit = async (file: File, preview: ImportResult) => {
    setStep({ name: 'importing', file, preview });
    try {
      setStep({ name: 'done', result: await dataProvider.importContentIds(file, false) });
      onImported();
    } catch (error) {
      setStep({
        name: 'failed',
        problems: [translate('app.content_ids.import.failed'), ...problemsOf(error)],
      });
    }
  };

  const preview = 'preview' in step ? step.preview : step.name === 'done' ? step.result : undefined;
  const chooser = (
    <Button
      component="label"
      variant={step.name === 'choose' || step.name === 'failed' ? 'contained' : 'text'}
      label={step.name === 'choose' ? 'app.content_ids.import.choose' : 'app.content_ids.import.another'}
      disabled={busy}
    >
      <input
        hidden
        type="file"
        accept={ACCEPT}
        aria-label={translate('app.content_ids.import.choose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void check(file);
        }}
      />
    </Button>
  );

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{translate('app.content_ids.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.content_ids.import.help', {
              rows: CONTENT_ID_IMPORT_MAX_ROWS,
              size: CONTENT_ID_IMPORT_MAX_BYTES / MEGABYTE,
            })}
          </Typography>
          {busy && (
            <Box>
              <Typography variant="body2">
                {translate(`app.content_ids.import.${step.name}`)} {'file' in step ? step.file.name : ''}
              </Typography>
              <LinearProgress aria-label={translate(`app.content_ids.import.${step.name}`)} />
            </Box>
          )}
          {step.name === 'failed' && (
            <Alert severity="error">
              {step.problems.map((problem, index) => (
                <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {problem}
                </Typography>
              ))}
            </Alert>
          )}
          {step.name === 'done' && (
            <Alert severity="success">{translate('app.content_ids.import.done', step.result.totals)}</Alert>
          )}
          {preview && step.name !== 'done' && (
            <Alert severity={preview.totals.invalid > 0 ? 'warning' : 'info'}>
              <Typography variant="body2">
                {translate('app.content_ids.import.summary', preview.totals)}
              </Typography>
              {preview.totals.invalid > 0 && (
                <Typography variant="body2">{translate('app.content_ids.import.fix_errors')}</Typography>
              )}
            </Alert>
          )}
          {preview && <PreviewTable rows={preview.rows} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {step.name !== 'done' && chooser}
        <Box sx={{ flexGrow: 1 }} />
        <Button label="app.content_ids.import.close" onClick={onClose} disabled={busy} />
        {step.name !== 'done' && (
          <Button
            label="app.content_ids.import.submit"
            variant="contained"
            disabled={step.name !== 'preview' || step.preview.totals.invalid > 0}
            onClick={() => step.name === 'preview' && void submit(step.file, step.preview)}
          />
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Each row: its line, the item it found, its content id, what it does, and its errors. */
function PreviewTable({ rows }: { rows: ImportRowResult[] }) {
  const translate = useTranslate();
  const shown = shownRows(rows);
  return (
    <Box>
      {shown.length < rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.content_ids.import.shown', { shown: shown.length, rows: rows.length })}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.content_ids.import.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.content_ids.import.line')}</TableCell>
              <TableCell>{translate('app.content_ids.import.item')}</TableCell>
              <TableCell>{translate('app.content_ids.fields.content_id_asset_id')}</TableCell>
              <TableCell>{translate('app.content_ids.fields.reference_status')}</TableCell>
              <TableCell>{translate('app.content_ids.import.action')}</TableCell>
              <TableCell>{translate('app.content_ids.import.errors')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.title ?? '—'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.content_id_asset_id}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.reference_status ?? ''}</TableCell>
                <TableCell>
                  {row.action && (
                    <Chip
                      size="small"
                      color={ACTION_COLOURS[row.action]}
                      label={translate(`app.content_ids.import.actions.${row.action}`)}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {row.errors.map(({ field, reason, message }) => (
                    <Typography
                      key={`${field}:${reason}`}
                      variant="body2"
                      color="error"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {field}: {serverText(message?.id, message?.params, reason)}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
