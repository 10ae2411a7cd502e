import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import Zoom from '@mui/material/Zoom';
import { useTranslate } from 'react-admin';
import { PRODUCT_SHORT_NAME, SCROLL_TO_TOP_AFTER_PX } from '../../shared/constants';
import { useSmallScreen } from './useSmallScreen';

/** The footer's copyright line (spec 001 §2.2), and the scroll-to-top button past 400 px of scroll. */
export function Footer() {
  const translate = useTranslate();
  const wide = !useSmallScreen();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TO_TOP_AFTER_PX });
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ px: 2, py: 1.5, mt: 'auto' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.footer.copyright', { year, name: PRODUCT_SHORT_NAME })}
        {wide && translate('app.footer.all_rights_reserved')}
      </Typography>
      <Zoom in={scrolled}>
        <Fab
          size="small"
          color="primary"
          aria-label={translate('app.top_bar.scroll_to_top')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{ position: 'fixed', bottom: 16, right: 16 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
