import type { AuthProvider, DataProvider } from 'react-admin';
import type { UserType } from '../../shared/roles';
import { identityOf } from '../authProvider';
import { canUserAccess } from '../authProvider/canUserAccess';
import { session, type SessionUser } from '../api/session';
import { appCalls } from '../dataProvider';

export const CHANNEL = {
  id: 'c1',
  _id: 'c1',
  channel_title: 'Chloe Creates',
  channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
  creator_name: 'Chloe',
  channel_start_date: '2024-01-15',
  status: 1,
};

/** A signed-in user as the API answers it, with what a test sets. */
export const sessionUser = (details: Partial<SessionUser> = {}): SessionUser => ({
  _id: 'u1',
  type: 1,
  name: 'Tester',
  email: 'tester@example.com',
  profile_picture: null,
  theme: 'dark',
  company: null,
  asset_label: { label_id: '', labelName: '' },
  channel_status: '1',
  contractCount: 0,
  login_id: 'u1',
  team_member_type: null,
  ...details,
});

/** An authProvider signed in as one user type, answering canAccess with the app's real rules. */
export function signedInAs(
  type: UserType,
  channelStatus = '1',
  details: Partial<SessionUser> = {},
): AuthProvider {
  const user = sessionUser({ type, channel_status: channelStatus, ...details });
  // The step-2 guard reads the stored user.
  session.save('token', user);
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => type,
    getIdentity: async () => identityOf(user),
    canAccess: async ({ resource, action }) => canUserAccess(type, resource, action),
  };
}

/** A dataProvider holding the one channel above; its own calls are the app's, over the stubbed fetch. */
export const oneChannelDataProvider = {
  ...appCalls,
  getList: async () => ({ data: [CHANNEL], total: 1 }),
  getOne: async () => ({ data: CHANNEL }),
  getMany: async () => ({ data: [CHANNEL] }),
  getManyReference: async () => ({ data: [CHANNEL], total: 1 }),
} as unknown as DataProvider;
