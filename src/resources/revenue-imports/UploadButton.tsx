import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { showPath } from '../showPath';
import { lastMonth, thisMonth } from './fields';

const T = 'resources.revenue-imports';

/**
 * Uploads a month's report: the month, the file, then the file sent as the body with a progress bar
 * of the bytes sent; the import's page then follows its check.
 */
export function UploadButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(lastMonth());
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const close = () => {
    if (percent !== null) return;
    setOpen(false);
    setFile(null);
  };
  const send = async () => {
    if (!file) return;
    setPercent(0);
    try {
      const created = await dataProvider.uploadRevenueReport(month, file, setPercent);
      if (created.duplicate) notify(`${T}.upload.duplicate`, { type: 'info' });
      setOpen(false);
      setFile(null);
      redirect(showPath('revenue-imports', created.id));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setPercent(null);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.upload.button`)}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{translate(`${T}.upload.title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="month"
              label={translate(`${T}.upload.month`)}
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              slotProps={{ htmlInput: { max: thisMonth() }, inputLabel: { shrink: true } }}
              disabled={percent !== null}
              size="small"
            />
            <Button variant="outlined" component="label" disabled={percent !== null}>
              {translate(`${T}.upload.file`)}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={translate(`${T}.upload.file`)}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file ? file.name : translate(`${T}.upload.no_file`)}
            </Typography>
            {percent !== null && (
              <Stack spacing={0.5}>
                <LinearProgress variant="determinate" value={percent} />
                <Typography variant="caption">{translate(`${T}.upload.sending`, { percent })}</Typography>
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={percent !== null}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={send} disabled={!file || !month || percent !== null}>
            {translate(`${T}.upload.send`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
