import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { PRODUCT_SHORT_NAME } from '../../../shared/constants';

const DARK_LOGO_TEXT = '#1f2937';
const LOGO_TEXT = '#ffffff';
const LOGO_MARK = '#f59e0b';

/**
 * The product's logo, linking to the root (spec 001 §2.5). The dark variant is for light backgrounds;
 * `mark` alone is for the compact sidebar.
 */
export function Logo({
  dark,
  markOnly = false,
  large = false,
}: {
  dark: boolean;
  markOnly?: boolean;
  /** The sign-in pages' header. */
  large?: boolean;
}) {
  const mark = large ? 44 : 28;
  return (
    <Box
      component={Link}
      to="/"
      aria-label={PRODUCT_SHORT_NAME}
      data-logo={dark ? 'dark' : 'default'}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: dark ? DARK_LOGO_TEXT : LOGO_TEXT,
      }}
    >
      <svg width={mark} height={mark} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2 3 5.5v6c0 5 3.8 9.7 9 10.5 5.2-.8 9-5.5 9-10.5v-6L12 2Z" fill={LOGO_MARK} />
        <path d="M10 8v8l6-4-6-4Z" fill="#ffffff" />
      </svg>
      {!markOnly && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{ fontWeight: 700, fontSize: large ? 32 : 20, letterSpacing: 1 }}
        >
          {PRODUCT_SHORT_NAME}
        </Box>
      )}
    </Box>
  );
}
