import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type Severity = 'success' | 'error' | 'info' | 'warning';

/**
 * A toast's text under its title ('Success', 'Error!'), as the spec words its toasts, on a surface of
 * its own (react-admin shows an element message without its snackbar's coloured box), edged in the
 * toast's colour. Paper, not Alert: the sign-in return page shows it, and Alert would weigh on the
 * first page's JavaScript.
 */
export function TitledMessage({
  title,
  text,
  severity,
}: {
  title: string;
  text: string;
  severity: Severity;
}) {
  return (
    <Paper
      elevation={6}
      role="alert"
      data-severity={severity}
      sx={{ px: 2, py: 1.5, minWidth: 288, maxWidth: 560, borderLeft: 6, borderColor: `${severity}.main` }}
    >
      <Typography component="strong" sx={{ display: 'block', fontWeight: 'bold' }}>
        {title}
      </Typography>
      <Typography component="span" variant="body2">
        {text}
      </Typography>
    </Paper>
  );
}
