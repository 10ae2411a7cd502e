import Alert from '@mui/material/Alert';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { SIGN_IN_FORM, SignInCard } from './signIn/SignInCard';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FORGOT_PASSWORD_PATH } from '../../shared/constants';
import { useAppDataProvider } from '../dataProvider/useAppDataProvider';
import { confirmedPassword, NewPasswordFields, SubmitButton } from './FormParts';

/** The page of a mailed link: checks the link, then sets the password it allows once. */
export default function ResetPassword() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dataProvider = useAppDataProvider();
  const link = useQuery({
    queryKey: ['password-link', token],
    queryFn: () => dataProvider.checkPasswordLink(token),
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = confirmedPassword(form);
    if (password === undefined) {
      setProblem(translate('app.auth.passwords_differ'));
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      setDone(await dataProvider.resetPassword(token, password));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  }

  const signIn = (
    <Link component={RouterLink} to="/login" align="center">
      {translate('app.auth.back_to_sign_in')}
    </Link>
  );
  let body;
  if (link.isPending)
    body = <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('ra.page.loading')} />;
  else if (link.isError) {
    body = (
      <>
        <Alert severity="error">{link.error.message}</Alert>
        <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} align="center">
          {translate('app.auth.ask_again')}
        </Link>
      </>
    );
  } else if (done) {
    body = (
      <>
        <Alert severity="success">{done}</Alert>
        {signIn}
      </>
    );
  } else {
    body = (
      <form onSubmit={submit} style={{ display: 'contents' }}>
        <Typography variant="body2">{link.data.email}</Typography>
        <NewPasswordFields autoFocus />
        {problem && <Alert severity="error">{problem}</Alert>}
        <SubmitButton busy={busy}>{translate('app.auth.set_password')}</SubmitButton>
        {signIn}
      </form>
    );
  }
  return (
    <SignInCard>
      <CardContent sx={SIGN_IN_FORM}>{body}</CardContent>
    </SignInCard>
  );
}
