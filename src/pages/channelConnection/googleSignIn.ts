import { parseSignInState, signInStateText, type SignInState } from '../../../shared/signInState';
import { apiFetch } from '../../dataProvider/httpClient';

/** The sign-in's tokens, sealed by the server: the browser carries them but cannot read them. */
export interface GoogleGrant {
  access_token: string;
  refresh_token: string | null;
}

/** The spec's channel info (spec 000 §3). */
export interface ChannelInfo {
  title: string;
  description: string;
  date: string;
  icon: string | null;
}

/** Google sends the person back to the app's root, the sign-in return handler (spec 000 §2). */
export const redirectUri = () => `${window.location.origin}/`;

// The state this browser sent, so a return it did not start (a forged link) is refused.
const PENDING_STATE_KEY = 'google_sign_in_state';
// The 'none' state's tokens, kept until the channel is picked on /channels/add-new (spec 000 §4).
const STORED_GRANT_KEY = 'google_sign_in_grant';
const NO_STATE = '';

/** Whether the channel id is free to add (409 with the server's message when it is registered). */
export async function checkChannelIsNew(channelId: string): Promise<void> {
  await apiFetch('/channel/exists/not', { method: 'POST', body: { channel_id: channelId } });
}

/** Goes to Google's consent page; it comes back to the root with a code and this state. */
export async function startGoogleSignIn(state: SignInState): Promise<void> {
  const text = signInStateText(state);
  const { json } = await apiFetch('/channel/google/code', {
    method: 'POST',
    body: { redirect_uri: redirectUri(), ...(text !== undefined && { state: text }) },
  });
  sessionStorage.setItem(PENDING_STATE_KEY, text ?? NO_STATE);
  window.location.assign(json.result.url as string);
}

/** The state of a return this browser started, or undefined for one it did not. */
export function takePendingState(returned: string | null): SignInState | undefined {
  const pending = sessionStorage.getItem(PENDING_STATE_KEY);
  sessionStorage.removeItem(PENDING_STATE_KEY);
  if (pending === null || pending !== (returned ?? NO_STATE)) return undefined;
  return parseSignInState(returned);
}

export async function exchangeCode(code: string): Promise<GoogleGrant> {
  const { json } = await apiFetch('/channel/google/access-token', {
    method: 'POST',
    body: { code, redirect_uri: redirectUri() },
  });
  return json.result as GoogleGrant;
}

export async function verifyChannel(channelId: string, grant: GoogleGrant): Promise<ChannelInfo> {
  const { json } = await apiFetch('/general/channel/info', {
    method: 'POST',
    body: { channel_id: channelId, access_token: grant.access_token },
  });
  return json.result as ChannelInfo;
}

const grantFields = (grant: GoogleGrant) => ({
  access_token: grant.access_token,
  ...(grant.refresh_token && { refresh_token: grant.refresh_token }),
});

/** Adds the channel with its sign-in: the server fills it from YouTube. */
export async function addConnectedChannel(channelId: string, grant: GoogleGrant, creatorId?: string) {
  const { json } = await apiFetch('/channel/add', {
    method: 'POST',
    body: { channel_id: channelId, ...grantFields(grant), ...(creatorId && { creator: creatorId }) },
  });
  return json.result as { _id: string; channel_title: string };
}

/** Re-authorises a channel: its new tokens, and status 1 (spec 000 §4, allow_ and list_channel). */
export async function saveChannelTokens(channel: string, grant: GoogleGrant): Promise<void> {
  await apiFetch(`/channel/access-token/${encodeURIComponent(channel)}`, {
    method: 'PUT',
    body: { ...grantFields(grant), status: 1 },
  });
}

export const storedGrant = {
  save: (grant: GoogleGrant) => sessionStorage.setItem(STORED_GRANT_KEY, JSON.stringify(grant)),
  read(): GoogleGrant | undefined {
    const raw = sessionStorage.getItem(STORED_GRANT_KEY);
    return raw ? (JSON.parse(raw) as GoogleGrant) : undefined;
  },
  clear: () => sessionStorage.removeItem(STORED_GRANT_KEY),
};
