import { parseSignInState, signInStateText, type SignInState } from '../../../shared/signInState';
import type { AppDataProvider } from '../../dataProvider';
import type { GoogleGrant } from '../../dataProvider/calls/channelConnection';

export type { ChannelInfo, GoogleGrant } from '../../dataProvider/calls/channelConnection';

/** Google sends the person back to the app's root, the sign-in return handler (spec 000 §2). */
export const redirectUri = () => `${window.location.origin}/`;

// The state this browser sent, so a return it did not start (a forged link) is refused.
const PENDING_STATE_KEY = 'google_sign_in_state';
// The 'none' state's tokens, kept until the channel is picked on /channels/add-new (spec 000 §4).
const STORED_GRANT_KEY = 'google_sign_in_grant';
const NO_STATE = '';

/** Goes to Google's consent page; it comes back to the root with a code and this state. */
export async function startGoogleSignIn(
  dataProvider: Pick<AppDataProvider, 'googleConsentUrl'>,
  state: SignInState,
): Promise<void> {
  const text = signInStateText(state);
  const url = await dataProvider.googleConsentUrl(redirectUri(), text);
  sessionStorage.setItem(PENDING_STATE_KEY, text ?? NO_STATE);
  window.location.assign(url);
}

/** The state of a return this browser started, or undefined for one it did not. */
export function takePendingState(returned: string | null): SignInState | undefined {
  const pending = sessionStorage.getItem(PENDING_STATE_KEY);
  sessionStorage.removeItem(PENDING_STATE_KEY);
  if (pending === null || pending !== (returned ?? NO_STATE)) return undefined;
  return parseSignInState(returned);
}

export const storedGrant = {
  save: (grant: GoogleGrant) => sessionStorage.setItem(STORED_GRANT_KEY, JSON.stringify(grant)),
  read(): GoogleGrant | undefined {
    const raw = sessionStorage.getItem(STORED_GRANT_KEY);
    return raw ? (JSON.parse(raw) as GoogleGrant) : undefined;
  },
  clear: () => sessionStorage.removeItem(STORED_GRANT_KEY),
};
