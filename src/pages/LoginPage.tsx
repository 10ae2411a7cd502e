import { useState, type FormEvent } from 'react';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import { Login, useLogin, useNotify, useStore, useTranslate } from 'react-admin';
import { FORGOT_PASSWORD_PATH, THEMES, type Theme } from '../../shared/constants';
import { session } from '../authProvider/session';
import { SubmitButton } from './FormParts';

/** Sign-in with email and password (react-admin's default form asks for a username). */
function EmailLoginForm() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [, setTheme] = useStore<Theme>('theme');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await login({ email: String(form.get('email')), password: String(form.get('password')) });
      // The user's own theme, from their record; the top bar's toggle changes it afterwards.
      const theme = session.user()?.theme;
      if (THEMES.includes(theme as Theme)) setTheme(theme as Theme);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.auth.sign_in_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 300 }}>
        <TextField
          name="email"
          type="email"
          label={translate('app.auth.email')}
          autoComplete="email"
          required
          autoFocus
        />
        <TextField
          name="password"
          type="password"
          label={translate('ra.auth.password')}
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={busy}>{translate('ra.auth.sign_in')}</SubmitButton>
        <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} align="center">
          {translate('app.auth.forgot_link')}
        </Link>
      </CardContent>
    </form>
  );
}

export const LoginPage = () => (
  <Login>
    <EmailLoginForm />
  </Login>
);
