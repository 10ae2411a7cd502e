import Alert from '@mui/material/Alert';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SIGN_IN_FORM, SignInCard } from './signIn/SignInCard';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAppDataProvider } from '../dataProvider/useAppDataProvider';
import { SubmitButton } from './FormParts';

/**
 * The page of an email-change link. It confirms on a click, not on load, so a mail scanner that
 * opens links cannot confirm the change for the person.
 */
export default function ConfirmEmail() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dataProvider = useAppDataProvider();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();

  async function confirm() {
    setBusy(true);
    try {
      setOutcome({ ok: true, message: await dataProvider.confirmEmail(token) });
    } catch (error) {
      setOutcome({
        ok: false,
        message: error instanceof Error ? error.message : translate('ra.notification.http_error'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignInCard>
      <CardContent sx={SIGN_IN_FORM}>
        <Typography variant="h6" component="h1">
          {translate('app.email_change.title')}
        </Typography>
        {outcome ? (
          <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
            style={{ display: 'contents' }}
          >
            <SubmitButton busy={busy}>{translate('app.email_change.confirm')}</SubmitButton>
          </form>
        )}
        <Link component={RouterLink} to="/login" align="center">
          {translate('app.auth.back_to_sign_in')}
        </Link>
      </CardContent>
    </SignInCard>
  );
}
