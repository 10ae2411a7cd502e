import LockIcon from '@mui/icons-material/Lock';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useEffect, type ReactNode } from 'react';
import { useCheckAuth, useNavigate } from 'react-admin';

/** The dark page behind the sign-in cards (spec 001 §4: logout returns to the auth-page style). */
const AUTH_PAGE_BACKGROUND = 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)';

/**
 * The card the signed-out pages share. It replaces react-admin's <Login>, whose default form pulls
 * react-hook-form into the first page the app loads; a signed-in visitor is sent home.
 */
export function SignInCard({ children }: { children: ReactNode }) {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate('/'),
      () => undefined,
    );
  }, [checkAuth, navigate]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        minHeight: '100vh',
        backgroundImage: AUTH_PAGE_BACKGROUND,
      }}
    >
      <Card sx={{ minWidth: 300, mt: '6em' }}>
        <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockIcon />
          </Avatar>
        </Box>
        {children}
      </Card>
    </Box>
  );
}
