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
  browseHidden: boolean;
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
  browseHidden: user.browse_hidden === true,
});

/**
 * Whether the signed-in user may do this, from the session alone (the rules are data in shared/), or
 * undefined when nobody is signed in yet.
 */
export function accessNow(resource: string, action: string): boolean | undefined {
  const user = session.user();
  return user === undefined ? undefined : canUserAccess(userTypeOf(user), resource, action);
}

/**
 * Nobody is signed in. The message is false: react-admin then sends the person to the sign-in page
 * without a toast, so a check still running after Logout (a list's, a late call's) says nothing on
 * the signed-out pages (issue 32).
 */
function withoutToast<T extends object>(fields?: T): Error & Partial<T> {
  const error: Error & Partial<T> = Object.assign(new Error('Not signed in'), fields);
  Object.defineProperty(error, 'message', { value: false });
  return error;
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
      session.saveFaqUrl(answer.faq_url);
      refreshed = Promise.resolve();
    },
    async logout() {
      // Revokes the token on the server; signing out locally must not depend on it.
      if (session.token()) await apiRequest('/user/logout', { method: 'POST' }).catch(() => undefined);
      forget();
    },
    async checkAuth() {
      if (!session.token() || !session.userId()) throw withoutToast();
      refreshed ??= refreshCurrentUser();
      try {
        await refreshed;
      } catch (error) {
        forget();
        throw error;
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status !== 401) return;
      // A call made before Logout, answered after it: the person is signed out already and may be on
      // a signed-out page (forgot password); nothing to sign out of, nowhere to send them, no toast.
      if (!session.token()) throw withoutToast({ logoutUser: false });
      forget();
      throw error;
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
