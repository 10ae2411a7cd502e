import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';

/** A form's submit button, disabled with a spinner while the form is being sent. */
export function SubmitButton({
  busy,
  children,
  sx,
}: {
  busy: boolean;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy}
      sx={sx}
      startIcon={busy && <CircularProgress size={18} aria-label={translate('ra.page.loading')} />}
    >
      {children}
    </Button>
  );
}

/** A new password and its confirmation, as fields named `password` and `confirm`. */
export function NewPasswordFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={translate('app.auth.new_password')}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { minLength: PASSWORD_MIN_LENGTH } }}
      />
      <TextField
        name="confirm"
        type="password"
        label={translate('app.auth.confirm_password')}
        autoComplete="new-password"
        required
      />
    </>
  );
}

/** The new password of a form with NewPasswordFields, or undefined when the two differ. */
export function confirmedPassword(form: FormData): string | undefined {
  const password = String(form.get('password'));
  return password === String(form.get('confirm')) ? password : undefined;
}
