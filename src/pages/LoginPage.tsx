import { useState, type FormEvent } from 'react';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import { useLogin, useNotify, useStore, useTranslate } from 'react-admin';
import { FORGOT_PASSWORD_PATH, THEMES, type Theme } from '../../shared/constants';
import { session } from '../api/session';
import { SubmitButton } from './FormParts';
import { SIGN_IN_FORM, SignInCard } from './signIn/SignInCard';
import { BotCheck, type BotCheckWidget } from './signIn/BotCheck';

/** Sign-in with email and password (react-admin's default form asks for a username). */
/** What a refused sign-in says beyond its message: how long to wait, and the bot check to solve. */
interface Throttled {
  status?: number;
  body?: { retry_after?: number; bot_check?: BotCheckWidget };
}

function EmailLoginForm() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [, setTheme] = useStore<Theme>('theme');
  const [botCheck, setBotCheck] = useState<BotCheckWidget>();
  const [captchaToken, setCaptchaToken] = useState<string>();
  // A token is good once: each attempt gets a fresh widget.
  const [attempt, setAttempt] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await login({
        email: String(form.get('email')),
        password: String(form.get('password')),
        ...(captchaToken && { captcha_token: captchaToken }),
      });
      // The user's own theme, from their record; the top bar's toggle changes it afterwards.
      const theme = session.user()?.theme;
      if (THEMES.includes(theme as Theme)) setTheme(theme as Theme);
    } catch (error) {
      const { status, body } = error as Throttled;
      if (status === 429 && body?.bot_check) setBotCheck(body.bot_check);
      if (captchaToken) {
        setCaptchaToken(undefined);
        setAttempt((n) => n + 1);
      }
      notify(
        status === 429 && body?.retry_after
          ? translate(body.bot_check ? 'app.auth.throttled_bot_check' : 'app.auth.throttled', {
              seconds: body.retry_after,
            })
          : error instanceof Error && error.message
            ? error.message
            : 'ra.auth.sign_in_error',
        { type: 'error' },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <CardContent sx={SIGN_IN_FORM}>
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
        {botCheck && (
          <BotCheck
            key={attempt}
            widget={botCheck}
            onToken={setCaptchaToken}
            onExpired={() => setCaptchaToken(undefined)}
          />
        )}
        <SubmitButton busy={busy}>{translate('ra.auth.sign_in')}</SubmitButton>
        <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} align="center">
          {translate('app.auth.forgot_link')}
        </Link>
      </CardContent>
    </form>
  );
}

export const LoginPage = () => (
  <SignInCard title="ra.auth.sign_in">
    <EmailLoginForm />
  </SignInCard>
);
