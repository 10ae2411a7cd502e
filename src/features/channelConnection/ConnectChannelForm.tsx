import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { AccountInput } from '../../resources/AccountInput';
import { validateChannelId } from '../../resources/channels/ChannelInputs';
import { SubmitButton } from '../../pages/FormParts';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { startGoogleSignIn, storedGrant } from './googleSignIn';
import { useChannelAdded } from './useChannelAdded';

interface Values {
  channel_id: string;
  creator?: string;
}

/**
 * The channel to connect: its YouTube id (and, for staff, the creator it is for). The id is checked
 * to be free, then Google's consent is asked with the spec's state. After a sign-in without a state
 * (its tokens kept in this tab), the channel is verified and added straight away.
 */
export function ConnectChannelForm() {
  const translate = useTranslate();
  const channelAdded = useChannelAdded();
  const dataProvider = useAppDataProvider();
  // Staff connect a channel for a creator they pick.
  const staff = useCan('accounts', 'pick') === true;
  const [grant] = useState(storedGrant.read);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(values: Record<string, unknown>) {
    const { channel_id: raw, creator } = values as unknown as Values;
    const channelId = raw.trim();
    setProblem(undefined);
    setBusy(true);
    try {
      await dataProvider.checkChannelIsNew(channelId);
      if (!grant) {
        // The page is left for Google's: the button stays busy until it goes.
        await startGoogleSignIn(dataProvider, { kind: 'connect', channelId, creatorId: creator });
        return undefined;
      }
      const verified = await dataProvider.channelInfo(channelId, grant).catch(() => undefined);
      setBusy(false);
      if (!verified) return { channel_id: translate('app.channel_connect.invalid_channel') };
      setBusy(true);
      const channel = await dataProvider.addConnectedChannel(channelId, grant, creator);
      storedGrant.clear();
      await channelAdded(channel.channel_title, creator);
      return undefined;
    } catch (error) {
      setProblem(error instanceof Error ? error.message : translate('ra.notification.http_error'));
    }
    setBusy(false);
    return undefined;
  }

  return (
    <Form onSubmit={submit} noValidate>
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        {grant && <Alert severity="info">{translate('app.channel_connect.signed_in')}</Alert>}
        {staff && <AccountInput source="creator" type={3} />}
        <TextInput
          source="channel_id"
          label="app.channel_connect.channel_id"
          helperText="app.channel_connect.channel_id_help"
          validate={[required(), validateChannelId]}
          autoFocus
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        <SubmitButton busy={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate(grant ? 'app.channel_connect.add' : 'app.channel_connect.continue')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
