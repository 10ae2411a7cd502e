import {
  parseSignInState,
  signInStateText,
  splitSignInState,
  type SignInState,
} from '../../../shared/signInState';
import type { AppDataProvider } from '../../dataProvider';
import type { GoogleGrant } from '../../dataProvider/calls/channelConnection';

export type { ChannelInfo, GoogleGrant } from '../../dataProvider/calls/channelConnection';

/** Google sends the person back to the app's root, the sign-in return handler (spec 000 §2). */
export const redirectUri = () => `${window.location.origin}/`;

// The state this browser sent, so a return it did not start (a forged link) is refused here too;
// the server refuses it anyway unless this session started it.
const PENDING_STATE_KEY = 'google_sign_in_state';
// The 'none' state's tokens, kept until the channel is picked on /channels/add-new (spec 000 §4).
const STORED_GRANT_KEY = 'google_sign_in_grant';

/** Goes to Google's consent page; it comes back to the root with a code and the server's state. */
export async function startGoogleSignIn(
  dataProvider: Pick<AppDataProvider, 'googleConsentUrl'>,
  state: SignInState,
): Promise<void> {
  const url = await dataProvider.googleConsentUrl(redirectUri(), signInStateText(state));
  // The server's state: its one-use nonce, then the purpose.
  sessionStorage.setItem(PENDING_STATE_KEY, new URL(url).searchParams.get('state') ?? '');
  window.location.assign(url);
}

/**
 * A return this browser started: the state to send back with the code, and what the sign-in is for;
 * undefined for one it did not start.
 */
export function takePendingState(
  returned: string | null,
): { text: string; purpose: SignInState } | undefined {
  const pending = sessionStorage.getItem(PENDING_STATE_KEY);
  sessionStorage.removeItem(PENDING_STATE_KEY);
  if (!pending || pending !== returned) return undefined;
  return { text: returned, purpose: parseSignInState(splitSignInState(returned).purpose) };
}

export const storedGrant = {
  save: (grant: GoogleGrant) => sessionStorage.setItem(STORED_GRANT_KEY, JSON.stringify(grant)),
  read(): GoogleGrant | undefined {
    const raw = sessionStorage.getItem(STORED_GRANT_KEY);
    return raw ? (JSON.parse(raw) as GoogleGrant) : undefined;
  },
  clear: () => sessionStorage.removeItem(STORED_GRANT_KEY),
};
