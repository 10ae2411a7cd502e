import type { AuthProvider } from 'react-admin';
import { apiFetch } from '../dataProvider/httpClient';
import type { ResourcePermissions } from '../resources/types';
import { canUserAccess } from './canUserAccess';
import { session, userTypeOf, type SessionUser } from './session';

export { canUserAccess } from './canUserAccess';

async function fetchCurrentUser(): Promise<SessionUser> {
  const { json } = await apiFetch('/user', { method: 'PATCH' });
  return json.result as SessionUser;
}

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
      return { id: user._id, fullName: user.name, avatar: user.profile_picture ?? undefined };
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
