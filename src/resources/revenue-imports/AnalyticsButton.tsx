import InsightsIcon from '@mui/icons-material/Insights';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { showPath } from '../showPath';
import { lastMonth, thisMonth } from './fields';

const T = 'resources.revenue-imports';

/**
 * Starts a month's import from the YouTube Analytics API; where the API is not configured, the button
 * is off and says so plainly (nothing is made up instead).
 */
export function AnalyticsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useAppDataProvider();
  const state = useQuery({
    queryKey: ['revenue-imports', 'analytics'],
    queryFn: () => dataProvider.analyticsState(),
  });
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(lastMonth());
  const [busy, setBusy] = useState(false);
  if (state.data && !state.data.configured) {
    return (
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ whiteSpace: 'normal', minWidth: 0, maxWidth: { xs: '100%', sm: 320 } }}
      >
        {translate(`${T}.analytics.not_configured`)}
      </Typography>
    );
  }
  const start = async () => {
    setBusy(true);
    try {
      const started = await dataProvider.importFromAnalytics(month);
      notify(`${T}.analytics.started`, { type: 'info' });
      setOpen(false);
      redirect(showPath('revenue-imports', started.id));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<InsightsIcon />} onClick={() => setOpen(true)} disabled={!state.data}>
        {translate(`${T}.analytics.button`)}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(`${T}.analytics.title`)}</DialogTitle>
        <DialogContent>
          <TextField
            sx={{ mt: 1 }}
            type="month"
            label={translate(`${T}.upload.month`)}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            slotProps={{ htmlInput: { max: thisMonth() }, inputLabel: { shrink: true } }}
            size="small"
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={start} disabled={!month || busy}>
            {translate(`${T}.analytics.start`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
