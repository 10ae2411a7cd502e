import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** The not-found page (spec 000 §2): its texts exactly as written. */
export function NotFound() {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.not_found.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('app.not_found.text')}</Typography>
      <Link to="/">{translate('app.not_found.back')}</Link>
    </Box>
  );
}
