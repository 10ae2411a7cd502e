import { refreshCurrentUser, switchContentOwner } from '../../api/currentUser';
import { apiRequest, apiUpload } from '../../api/httpClient';
import type { SessionUser } from '../../api/session';

/** A team invitation as its mailed link shows it (spec 001 §3). */
export interface Invitation {
  email: string;
  name: string;
  owner_name: string;
  /** 'new': choose a password; 'member': confirm with yours; 'cannot_join': this account cannot. */
  account: 'new' | 'member' | 'cannot_join';
}

/** The profile as PUT /user/profile answers it: the user, and an address waiting for confirmation. */
export type ProfileAnswer = { result: SessionUser & { pending_email?: string | null }; message?: string };

/** An entry of the notification sidebar's Activity tab (POST /activity/log/recent). */
export interface RecentActivity {
  _id: string;
  action: string;
  entity: string;
  entity_id: string;
  name: string | null;
  stage: string | null;
  actor_name: string | null;
  own: boolean;
  created_at: string;
}

const post = (path: string, body: object) => apiRequest(path, { method: 'POST', body });
const messageOf = async (answer: Promise<{ message?: string }>) => (await answer).message ?? '';

/**
 * The person's own account: profile, password, theme, owner switching, and the pages of mailed links
 * (password reset, invitation, email change), which are answered without a session.
 */
export const accountCalls = {
  refreshCurrentUser,
  switchContentOwner,
  updateProfile: (body: { name: string; email: string; current_password?: string }) =>
    apiRequest<ProfileAnswer['result']>('/user/profile', { method: 'PUT', body }) as Promise<ProfileAnswer>,
  uploadProfilePicture: (file: File) => apiUpload<SessionUser>('/user/picture', file),
  changePassword: (body: { current_password: string; new_password: string }) =>
    messageOf(post('/user/change/password', body)),
  /** Keeps the chosen theme on the user's record, so sign-in applies it on any browser. */
  saveTheme: async (theme: string) => {
    await apiRequest('/user/theme', { method: 'PUT', body: { theme } });
  },
  /** The person's latest actions, and for staff everyone's, from the activity log. */
  recentActivity: async () =>
    (await apiRequest<RecentActivity[]>('/activity/log/recent', { method: 'POST' })).result,
  requestPasswordReset: (email: string) => messageOf(post('/user/reset-password', { email })),
  /** The account a mailed password link is for; rejects when the link no longer works. */
  checkPasswordLink: async (token: string) =>
    (await apiRequest<{ email: string }>('/user/verify/token', { method: 'POST', body: { token } })).result,
  resetPassword: (token: string, newPassword: string) =>
    messageOf(post('/user/verify/token', { token, new_password: newPassword })),
  confirmEmail: (token: string) => messageOf(post('/user/email/confirm', { token })),
  invitation: async (token: string) =>
    (await apiRequest<Invitation>('/team/invitation/verify', { method: 'POST', body: { token } })).result,
  answerInvitation: (answer: 'accept' | 'decline', token: string, body: object = {}) =>
    messageOf(post(`/team/invitation/${answer}`, { token, ...body })),
};
