import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/** The spinner a top-bar panel shows while its code or its data loads. */
export function PanelLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 3, minWidth: 300 }}>
      <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
