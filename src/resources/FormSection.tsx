import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A form is read in lines of this width at most; wider, the eye loses the next field. */
const FORM_MAX_WIDTH = 960;

/**
 * A part of a form: its inputs in two columns from 900 px wide, one below, under an optional title
 * (an i18n key). Inputs that need the whole width (long texts) go in a <WideInput>.
 */
export function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={title ? id : undefined}
      sx={{ width: '100%', maxWidth: FORM_MAX_WIDTH, '& + section': { mt: 2 } }}
    >
      {title && (
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {translate(title)}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** An input across both columns of its section. */
export const WideInput = ({ children }: { children: ReactNode }) => (
  <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>{children}</Box>
);
