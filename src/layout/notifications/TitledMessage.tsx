import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/**
 * A toast's text under its title ('Success', 'Error!'), as the spec words its toasts, on a surface of
 * its own: react-admin shows an element message without its snackbar's coloured content box.
 */
export function TitledMessage({
  title,
  text,
  severity,
}: {
  title: string;
  text: string;
  severity: AlertColor;
}) {
  return (
    <Alert severity={severity} sx={{ minWidth: 288, maxWidth: 560, boxShadow: 6 }}>
      <AlertTitle>{title}</AlertTitle>
      {text}
    </Alert>
  );
}
