import type { AuthProvider, UserIdentity } from 'react-admin';
import type { UserType } from '../../shared/roles';
import { refreshCurrentUser } from '../api/currentUser';
import { apiRequest } from '../api/httpClient';
import { canUserAccess } from './canUserAccess';
import { session, userTypeOf, type ContentOwner, type SessionUser } from '../api/session';

export { canUserAccess } from './canUserAccess';

/** What the shell shows of the signed-in user: the top bar's name, company and role, the menu's rules. */
export interface AppIdentity extends UserIdentity {
  type: UserType;
  email: string;
  company: string | null;
  assetLabelName: string;
  contractCount: number;
}

export const identityOf = (user: SessionUser): AppIdentity => ({
  id: user._id,
  fullName: user.name,
  avatar: user.profile_picture ?? undefined,
  email: user.email,
  type: userTypeOf(user),
  company: user.company,
  assetLabelName: user.asset_label?.labelName ?? '',
  contractCount: user.contractCount,
});

/**
 * Whether the signed-in user may do this, from the session alone (the rules are data in shared/), or
 * undefined when nobody is signed in yet.
 */
export function accessNow(resource: string, action: string): boolean | undefined {
  const user = session.user();
  return user === undefined ? undefined : canUserAccess(userTypeOf(user), resource, action);
}

/** Sign-in, session and permissions (each resource's readers and writers are in its declaration). */
export function createAuthProvider(): AuthProvider {
  // The stored user is refreshed from the API once per page load (spec 000 §4: on app start).
  let refreshed: Promise<void> | undefined;

  const forget = () => {
    session.clear();
    refreshed = undefined;
  };

  return {
    async login(credentials: { email: string; password: string; captcha_token?: string }) {
      const answer = await apiRequest<SessionUser>('/user/login', { method: 'POST', body: credentials });
      session.save(answer.token as string, answer.result);
      session.saveContentOwners((answer.content_owner_array ?? []) as ContentOwner[]);
      refreshed = Promise.resolve();
    },
    async logout() {
      // Revokes the token on the server; signing out locally must not depend on it.
      if (session.token()) await apiRequest('/user/logout', { method: 'POST' }).catch(() => undefined);
      forget();
    },
    async checkAuth() {
      if (!session.token() || !session.userId()) throw new Error('Not signed in');
      refreshed ??= refreshCurrentUser();
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
      return accessNow(resource, action) ?? false;
    },
  };
}
