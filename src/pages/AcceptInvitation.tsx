import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { SIGN_IN_FORM, SignInCard } from './signIn/SignInCard';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Invitation } from '../dataProvider/calls/account';
import { useAppDataProvider } from '../dataProvider/useAppDataProvider';
import { confirmedPassword, NewPasswordFields, SubmitButton } from './FormParts';

/** The page of a mailed team invitation: who invites, then accept (with a password) or decline. */
export default function AcceptInvitation() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dataProvider = useAppDataProvider();
  const invitation = useQuery<Invitation>({
    queryKey: ['team-invitation', token],
    queryFn: () => dataProvider.invitation(token),
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  async function answer(path: 'accept' | 'decline', body: object) {
    setProblem(undefined);
    setBusy(true);
    try {
      setDone(await dataProvider.answerInvitation(path, token, body));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  }

  function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (invitation.data?.account === 'member') {
      void answer('accept', { password: String(form.get('current')) });
      return;
    }
    const password = confirmedPassword(form);
    if (password === undefined) return setProblem(translate('app.auth.passwords_differ'));
    void answer('accept', { new_password: password });
  }

  const signIn = (
    <Link component={RouterLink} to="/login" align="center">
      {translate('app.auth.back_to_sign_in')}
    </Link>
  );
  let body;
  if (invitation.isPending) {
    body = <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('ra.page.loading')} />;
  } else if (invitation.isError) {
    body = <Alert severity="error">{invitation.error.message}</Alert>;
  } else if (done) {
    body = <Alert severity="success">{done}</Alert>;
  } else {
    const { owner_name: owner, email, account } = invitation.data;
    body = (
      <form onSubmit={accept} style={{ display: 'contents' }}>
        <Typography>{translate('app.invitation.text', { owner })}</Typography>
        <Typography variant="body2">{email}</Typography>
        {account === 'new' && <NewPasswordFields autoFocus />}
        {account === 'member' && (
          <TextField
            name="current"
            type="password"
            label={translate('app.invitation.your_password')}
            autoComplete="current-password"
            required
            autoFocus
          />
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        {account !== 'cannot_join' && (
          <SubmitButton busy={busy}>{translate('app.invitation.accept')}</SubmitButton>
        )}
        <Button disabled={busy} onClick={() => void answer('decline', {})}>
          {translate('app.invitation.decline')}
        </Button>
      </form>
    );
  }
  return (
    <SignInCard>
      <CardContent sx={SIGN_IN_FORM}>
        <Typography variant="h6" component="h1">
          {translate('app.invitation.title')}
        </Typography>
        {body}
        {signIn}
      </CardContent>
    </SignInCard>
  );
}
