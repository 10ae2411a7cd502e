import type { AuthProvider, UserIdentity } from 'react-admin';
import type { UserType } from '../../shared/roles';
import { apiFetch } from '../dataProvider/httpClient';
import type { ResourcePermissions } from '../resources/types';
import { canUserAccess } from './canUserAccess';
import { session, userTypeOf, type SessionUser } from './session';

export { canUserAccess } from './canUserAccess';

async function fetchCurrentUser(): Promise<SessionUser> {
  const { json } = await apiFetch('/user', { method: 'PATCH' });
  return json.result as SessionUser;
}

/** What the shell shows of the signed-in user: the top bar's name, company and role, the menu's rules. */
export interface AppIdentity extends UserIdentity {
  type: UserType;
  company: string | null;
  assetLabelName: string;
  contractCount: number;
}

export const identityOf = (user: SessionUser): AppIdentity => ({
  id: user._id,
  fullName: user.name,
  avatar: user.profile_picture ?? undefined,
  type: userTypeOf(user),
  company: user.company,
  assetLabelName: user.asset_label?.labelName ?? '',
  contractCount: user.contractCount,
});

/** Sign-in, session and permissions; `permissions` holds each resource's readers and writers. */
export function createAuthProvider(permissions: Record<string, ResourcePermissions>): AuthProvider {
  // The stored user is refreshed from the API once per page load (spec 000 §4: on app start).
  let refreshed: Promise<void> | undefined;

  const forget = () => {
    session.clear();
    refreshed = undefined;
  };

  return {
    async login({ email, password }: { email: string; password: string }) {
      const { json } = await apiFetch('/user/login', { method: 'POST', body: { email, password } });
      session.save(json.token as string, json.result as SessionUser);
      refreshed = Promise.resolve();
    },
    async logout() {
      // Revokes the token on the server; signing out locally must not depend on it.
      if (session.token()) await apiFetch('/user/logout', { method: 'POST' }).catch(() => undefined);
      forget();
    },
    async checkAuth() {
      if (!session.token() || !session.userId()) throw new Error('Not signed in');
      refreshed ??= fetchCurrentUser().then((user) => session.saveUser(user));
      try {
        await refreshed;
      } catch (error) {
        forget();
        throw error;
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        forget();
        throw error;
      }
    },
    async getIdentity() {
      const user = session.user();
      if (!user) throw new Error('Not signed in');
      return identityOf(user);
    },
    async getPermissions() {
      const user = session.user();
      return user ? userTypeOf(user) : undefined;
    },
    async canAccess({ resource, action }) {
      const user = session.user();
      return user !== undefined && canUserAccess(userTypeOf(user), resource, action, permissions);
    },
  };
}
