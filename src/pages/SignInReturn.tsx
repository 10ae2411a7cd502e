import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { Navigate, useSearchParams } from 'react-router-dom';
import { HOME_PATH } from './AccessDenied';

/**
 * The root route: the return address of the Google sign-in (spec 000 §2). It shows only a spinner;
 * with no code in the query it goes to the dashboard.
 */
export function SignInReturn() {
  const [params] = useSearchParams();
  if (!params.get('code')) return <Navigate to={HOME_PATH} replace />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
