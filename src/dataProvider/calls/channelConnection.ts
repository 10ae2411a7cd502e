import { apiRequest } from '../../api/httpClient';

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

const post = <T>(path: string, body: object) => apiRequest<T>(path, { method: 'POST', body });

const grantFields = (grant: GoogleGrant) => ({
  access_token: grant.access_token,
  ...(grant.refresh_token && { refresh_token: grant.refresh_token }),
});

/** Connecting a YouTube channel through Google sign-in (spec 000 §3, §4). */
export const channelConnectionCalls = {
  /** Resolves when the channel id is free to add (409 with the server's message when it is registered). */
  checkChannelIsNew: async (channelId: string) => {
    await post('/channel/exists/not', { channel_id: channelId });
  },
  /** Google's consent page address for this return address and purpose; its state adds the server's nonce. */
  googleConsentUrl: async (redirectUri: string, state?: string) =>
    (
      await post<{ url: string }>('/channel/google/code', {
        redirect_uri: redirectUri,
        ...(state !== undefined && { state }),
      })
    ).result.url,
  /** The code for the sealed tokens; the server takes the state only from the session that started it. */
  exchangeGoogleCode: async (code: string, redirectUri: string, state: string) =>
    (await post<GoogleGrant>('/channel/google/access-token', { code, redirect_uri: redirectUri, state }))
      .result,
  channelInfo: async (channelId: string, grant: GoogleGrant) =>
    (
      await post<ChannelInfo>('/general/channel/info', {
        channel_id: channelId,
        access_token: grant.access_token,
      })
    ).result,
  /** Adds the channel with its sign-in: the server fills it from YouTube. */
  addConnectedChannel: async (channelId: string, grant: GoogleGrant, creatorId?: string) =>
    (
      await post<{ _id: string; channel_title: string }>('/channel/add', {
        channel_id: channelId,
        ...grantFields(grant),
        ...(creatorId && { creator: creatorId }),
      })
    ).result,
  /** Re-authorises a channel: its new tokens, and status 1 (spec 000 §4, allow_ and list_channel). */
  saveChannelTokens: async (channel: string, grant: GoogleGrant) => {
    await apiRequest(`/channel/access-token/${encodeURIComponent(channel)}`, {
      method: 'PUT',
      body: { ...grantFields(grant), status: 1 },
    });
  },
};
