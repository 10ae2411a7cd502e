import { apiRequest } from '../../api/httpClient';

export interface ProspectInvitation {
  email: string;
  first_name: string;
  last_name: string;
  /** The content owner whose draft agreement the new creator gets. */
  rights_holder_id: string;
}

/** Prospective Sublicensee Creators' own call: inviting a prospect's channel as a creator. */
export const prospectCalls = {
  inviteProspect: async (channelId: string, invitation: ProspectInvitation) =>
    (
      await apiRequest<{ creator_id: string; channel_id: string; agreement_id: string }>(
        `/prospective-youtube-videos/invite/${encodeURIComponent(channelId)}`,
        { method: 'POST', body: invitation },
      )
    ).result,
};
