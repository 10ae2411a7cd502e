import { apiRequest } from '../../api/httpClient';

/** A creator's side asks staff to remove one of its channels (spec 001 §7). */
export const channelRemovalCalls = {
  /** Sends the request for the channel with this YouTube channel id; answers when it was recorded. */
  requestChannelRemoval: async (youtubeChannelId: string) =>
    (
      await apiRequest<{ _id: string; removal_requested_at: string }>('/channel/send/email/delete/channel', {
        method: 'POST',
        body: { channel_id: youtubeChannelId },
      })
    ).result,
};
