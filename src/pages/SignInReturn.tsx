import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from './paths';

/**
 * The root route, where Google's sign-in returns (spec 000 §2): only a spinner. Without a code it
 * goes to the dashboard. Exchanging a code and acting on `state` (spec 000 §4) is not built yet, so
 * a return with a code goes to the dashboard as well.
 */
export function SignInReturn() {
  const navigate = useNavigate();
  const translate = useTranslate();
  useEffect(() => {
    navigate(HOME_PATH, { replace: true });
  }, [navigate]);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100vh' }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
