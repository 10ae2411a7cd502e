import type { AuthProvider, UserIdentity } from 'react-admin';
import type { UserType } from '../../shared/roles';
import { apiFetch } from '../dataProvider/httpClient';
import { canUserAccess } from './canUserAccess';
import { session, userTypeOf, type ContentOwner, type SessionUser } from './session';

export { canUserAccess } from './canUserAccess';

/** Refreshes the stored user, and the owners a team member may switch to, from the API. */
export async function refreshCurrentUser(): Promise<void> {
  const { json } = await apiFetch('/user', { method: 'PATCH' });
  session.saveUser(json.result as SessionUser);
  session.saveContentOwners((json.content_owner_array ?? []) as ContentOwner[]);
}

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
      const { json } = await apiFetch('/user/login', { method: 'POST', body: credentials });
      session.save(json.token as string, json.result as SessionUser);
      session.saveContentOwners((json.content_owner_array ?? []) as ContentOwner[]);
      refreshed = Promise.resolve();
    },
    async logout() {
      // Revokes the token on the server; signing out locally must not depend on it.
      if (session.token()) await apiFetch('/user/logout', { method: 'POST' }).catch(() => undefined);
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
      const user = session.user();
      return user !== undefined && canUserAccess(userTypeOf(user), resource, action);
    },
  };
}

/**
 * Switch Account (spec 001 §4): acts for another owner from now on. The caller reloads the page
 * afterwards, so every view reads that owner's data.
 */
export async function switchContentOwner(owner: ContentOwner): Promise<void> {
  const user = session.user();
  if (!user) throw new Error('Not signed in');
  session.saveCompany(owner.company);
  const { json } = await apiFetch('/user/content/owner/switch', {
    method: 'POST',
    body: { user_id: user.login_id, content_owner_id: owner.content_owner_id },
  });
  // A type 8 answer with team_member_type 'creator' is read as type 9 (userTypeOf).
  session.saveUser({
    ...(json.result as SessionUser),
    type: json.type,
    team_member_type: json.team_member_type,
  });
  if (json.content_owner_array) session.saveContentOwners(json.content_owner_array as ContentOwner[]);
}
