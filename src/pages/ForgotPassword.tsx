import Alert from '@mui/material/Alert';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { SIGN_IN_FORM, SignInCard } from './signIn/SignInCard';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDataProvider } from '../dataProvider/useAppDataProvider';
import { SubmitButton } from './FormParts';

/** Asks for a reset link by email; the answer is the same whether or not the email has an account. */
export default function ForgotPassword() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    setBusy(true);
    try {
      setAnswer({ ok: true, text: await dataProvider.requestPasswordReset(email) });
    } catch (error) {
      setAnswer({
        ok: false,
        text: error instanceof Error ? error.message : translate('ra.notification.http_error'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignInCard title="app.auth.forgot_link">
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
          {answer && <Alert severity={answer.ok ? 'success' : 'error'}>{answer.text}</Alert>}
          <SubmitButton busy={busy}>{translate('app.auth.send_link')}</SubmitButton>
          <Link component={RouterLink} to="/login" align="center">
            {translate('app.auth.back_to_sign_in')}
          </Link>
        </CardContent>
      </form>
    </SignInCard>
  );
}
