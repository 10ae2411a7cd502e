import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SignInState } from '../../shared/signInState';
import { showPath } from '../resources/showPath';
import { useAppDataProvider } from '../dataProvider/useAppDataProvider';
import {
  redirectUri,
  storedGrant,
  takePendingState,
  type GoogleGrant,
} from '../features/channelConnection/googleSignIn';
import { TitledMessage } from '../layout/notifications/TitledMessage';
import { useChannelAdded } from '../features/channelConnection/useChannelAdded';
import { ADD_CHANNEL_PATH, HOME_PATH, STEP_2_PATH } from './paths';

const messageOf = (error: unknown) => (error instanceof Error && error.message) || undefined;

/**
 * The root route, where Google's sign-in returns (spec 000 §2 and §4): only a spinner. Without a
 * code it goes to the dashboard; with one it exchanges the code and acts on the state.
 */
export function SignInReturn() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const notify = useNotify();
  const channelAdded = useChannelAdded();
  const dataProvider = useAppDataProvider();
  const { search } = useLocation();
  // A code works once: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const code = params.get('code');
    if (!code && !params.get('error')) {
      navigate(HOME_PATH, { replace: true });
      return;
    }
    const go = (path: string) => navigate(path, { replace: true });
    const toast = (title: string, text: string, type: 'success' | 'error') =>
      notify(<TitledMessage title={translate(title)} text={text} severity={type} />, {
        type,
        autoHideDuration: 8000,
      });
    const fail = (text: string) => {
      toast('app.channel_connect.error_title', text, 'error');
      go(STEP_2_PATH);
    };

    const pending = takePendingState(params.get('state'));
    if (!pending) return fail(translate('app.channel_connect.not_started_here'));
    if (!code) return fail(translate('app.channel_connect.cancelled'));

    async function act(grant: GoogleGrant, state: SignInState) {
      switch (state.kind) {
        case 'allow':
        case 'list':
          await dataProvider.saveChannelTokens(state.channel, grant);
          return go(state.kind === 'allow' ? showPath('channels', state.channel) : '/channels');
        case 'none':
          storedGrant.save(grant);
          return go(ADD_CHANNEL_PATH);
        case 'connect': {
          const verified = await dataProvider.channelInfo(state.channelId, grant).catch(() => undefined);
          if (!verified) {
            notify('app.channel_connect.invalid_channel', { type: 'error' });
            return go(STEP_2_PATH);
          }
          const channel = await dataProvider.addConnectedChannel(state.channelId, grant, state.creatorId);
          return channelAdded(channel.channel_title, state.creatorId);
        }
      }
    }

    dataProvider
      .exchangeGoogleCode(code, redirectUri(), pending.text)
      .then((grant) => act(grant, pending.purpose))
      .catch((error: unknown) => fail(messageOf(error) ?? translate('ra.notification.http_error')));
  }, [search, navigate, notify, translate, channelAdded, dataProvider]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100vh' }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
