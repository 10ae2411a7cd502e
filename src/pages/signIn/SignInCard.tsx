import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useCheckAuth, useNavigate, useTranslate } from 'react-admin';
import { Logo } from '../../layout/sidebar/Logo';
import { BRAND } from '../../layout/theme/themes';

/** The dark page behind the sign-in cards (spec 001 §4: logout returns to the auth-page style). */
const AUTH_PAGE_BACKGROUND = 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)';
/** The column of inputs in a sign-in card. */
export const SIGN_IN_FORM = { display: 'flex', flexDirection: 'column', gap: 2 } as const;

const TAGLINE_COLOUR = 'rgba(255, 255, 255, 0.82)';

/**
 * The card the signed-out pages share, under the product's logo and what it does. It replaces
 * react-admin's <Login>, whose default form pulls react-hook-form into the first page the app loads;
 * a signed-in visitor is sent home. `title` (an i18n key) heads the card.
 */
export function SignInCard({ children, title }: { children: ReactNode; title?: string }) {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const translate = useTranslate();
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
        px: 2,
        backgroundImage: AUTH_PAGE_BACKGROUND,
      }}
    >
      <Box component="header" sx={{ mt: { xs: '3em', sm: '5em' }, mb: 3, textAlign: 'center' }}>
        <Logo dark={false} large />
        <Typography sx={{ color: TAGLINE_COLOUR, mt: 1, maxWidth: 360 }}>
          {translate('app.auth.tagline')}
        </Typography>
      </Box>
      <Card
        component="main"
        sx={{ width: '100%', maxWidth: 400, borderTop: `4px solid ${BRAND.dark.secondary}` }}
      >
        {title && (
          <Typography variant="h5" component="h1" sx={{ px: 2, pt: 3, pb: 0 }}>
            {translate(title)}
          </Typography>
        )}
        {children}
      </Card>
    </Box>
  );
}
