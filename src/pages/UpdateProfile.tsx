import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Title, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { PROFILE_PICTURE_MAX_BYTES } from '../../shared/constants';
import type { AppIdentity } from '../authProvider';
import { session, type SessionUser } from '../api/session';
import { useAppDataProvider } from '../dataProvider/useAppDataProvider';
import { useLayoutVariant } from '../layout/theme/layoutSettings';
import { confirmedPassword, NewPasswordFields, SubmitButton } from './FormParts';
import { NameAvatar } from '../layout/NameAvatar';

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** One card of the page, with its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Runs a save: busy while it lasts, the server's message (or error) as a notification. */
function useSave() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      notify(await action(), { type: 'success' });
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return [busy, run] as const;
}

/** The profile answer updates the stored user, so the top bar shows the change at once. */
function saveProfile({ result, message }: { result: SessionUser; message?: string }, refetch: () => void) {
  session.saveUser(result);
  refetch();
  return message ?? '';
}

function Details({ user, refetch }: { user: AppIdentity; refetch: () => void }) {
  const translate = useTranslate();
  const [busy, run] = useSave();
  const dataProvider = useAppDataProvider();
  const [email, setEmail] = useState(user.email ?? '');
  const [pending, setPending] = useState<string | null>(null);
  // The server asks for the current password only when the email changes; so does the form.
  const emailChanges = email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      name: String(form.get('name')),
      email,
      ...(emailChanges && { current_password: String(form.get('current_password')) }),
    };
    void run(async () => {
      const answer = await dataProvider.updateProfile(body);
      setPending(answer.result.pending_email ?? null);
      return saveProfile(answer, refetch);
    });
  };
  return (
    <Section title={translate('app.profile.details')}>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField name="name" label={translate('app.profile.name')} defaultValue={user.fullName} required />
        <TextField
          name="email"
          type="email"
          label={translate('app.auth.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        {emailChanges && (
          <TextField
            name="current_password"
            type="password"
            label={translate('app.profile.current_password')}
            helperText={translate('app.profile.email_password')}
            autoComplete="current-password"
            required
          />
        )}
        {pending && (
          <Alert severity="info">{translate('app.profile.pending_email', { email: pending })}</Alert>
        )}
        <SubmitButton busy={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate('ra.action.save')}
        </SubmitButton>
      </Box>
    </Section>
  );
}

function Picture({ user, refetch }: { user: AppIdentity; refetch: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, run] = useSave();
  const dataProvider = useAppDataProvider();
  const send = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return notify('app.profile.picture_type', { type: 'error' });
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      return notify('app.profile.picture_size', {
        type: 'error',
        messageArgs: { megabytes: PROFILE_PICTURE_MAX_BYTES / 2 ** 20 },
      });
    }
    void run(async () => saveProfile(await dataProvider.uploadProfilePicture(file), refetch));
  };
  return (
    <Section title={translate('app.profile.picture')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <NameAvatar name={user.fullName} src={user.avatar} size={72} />
        <input
          ref={picker}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          hidden
          aria-hidden="true"
          onChange={send}
        />
        <Button variant="outlined" disabled={busy} onClick={() => picker.current?.click()}>
          {translate('app.profile.choose_picture')}
        </Button>
      </Box>
    </Section>
  );
}

function ThemeChoice() {
  const translate = useTranslate();
  const [variant, setVariant] = useLayoutVariant();
  const label = translate('app.profile.theme');
  return (
    <Section title={label}>
      <RadioGroup
        row
        aria-label={label}
        value={variant === 'Light' ? 'Light' : 'Dark'}
        onChange={(event) => setVariant(event.target.value as 'Light' | 'Dark')}
      >
        {(['Light', 'Dark'] as const).map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            label={translate(`app.customizer.${choice}`)}
          />
        ))}
      </RadioGroup>
    </Section>
  );
}

function Password() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, run] = useSave();
  const dataProvider = useAppDataProvider();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const password = confirmedPassword(form);
    if (password === undefined) return notify('app.auth.passwords_differ', { type: 'error' });
    const body = { current_password: String(form.get('current')), new_password: password };
    const changed = await run(() => dataProvider.changePassword(body));
    if (changed) formElement.reset();
  };
  return (
    <Section title={translate('app.profile.password')}>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          name="current"
          type="password"
          label={translate('app.profile.current_password')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields />
        <SubmitButton busy={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate('app.profile.change_password')}
        </SubmitButton>
      </Box>
    </Section>
  );
}

/** /update-profile: the signed-in user's name, email, picture, theme and password. */
export default function UpdateProfile() {
  const translate = useTranslate();
  const { identity, refetch } = useGetIdentity();
  const user = identity as AppIdentity | undefined;
  if (!user) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, mt: 1 }}>
      <Title title={translate('app.titles.Edit Profile')} />
      <Details user={user} refetch={refetch} />
      <Picture user={user} refetch={refetch} />
      <ThemeChoice />
      <Password />
    </Box>
  );
}
