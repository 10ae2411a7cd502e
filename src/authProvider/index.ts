import type { AuthProvider } from 'react-admin';
import type { UserType } from '../../shared/roles';
import { canAccessRoute, isRouteKey } from '../../shared/routePermissions';
import { apiFetch } from '../dataProvider/httpClient';
import { session, userTypeOf, type SessionUser } from './session';

/** Who may write each resource, beside opening its route; write actions need both. */
export type WritePermissions = Record<string, readonly UserType[]>;

const WRITE_ACTIONS = ['create', 'edit', 'delete'];

/** Whether a user of this type may do this action on this resource (route permission table + writers). */
export function canUserAccess(
  type: UserType,
  resource: string,
  action: string,
  writers: WritePermissions,
): boolean {
  if (!isRouteKey(resource) || !canAccessRoute(resource, type)) return false;
  if (!WRITE_ACTIONS.includes(action)) return true;
  return writers[resource]?.includes(type) ?? false;
}

async function fetchCurrentUser(): Promise<SessionUser> {
  const { json } = await apiFetch('/user', { method: 'PATCH' });
  return json.result as SessionUser;
}

export function createAuthProvider(writers: WritePermissions): AuthProvider {
  // The stored user is refreshed from the API once per page load (spec 000 §4: on app start).
  let refreshed: Promise<void> | undefined;

  return {
    async login({ email, password }: { email: string; password: string }) {
      const { json } = await apiFetch('/user/login', { method: 'POST', body: { email, password } });
      session.save(json.token as string, json.result as SessionUser);
      refreshed = Promise.resolve();
    },
    async logout() {
      if (session.token()) await apiFetch('/user/logout', { method: 'POST' }).catch(() => undefined);
      session.clear();
      refreshed = undefined;
    },
    async checkAuth() {
      if (!session.token() || !session.userId()) throw new Error('Not signed in');
      refreshed ??= fetchCurrentUser().then(session.saveUser.bind(session));
      try {
        await refreshed;
      } catch (error) {
        refreshed = undefined;
        session.clear();
        throw error;
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        session.clear();
        refreshed = undefined;
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
      return user !== undefined && canUserAccess(userTypeOf(user), resource, action, writers);
    },
  };
}
