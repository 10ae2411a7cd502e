import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canUserAccess, createAuthProvider } from './index';
import { session, type SessionUser } from '../api/session';
import { sessionUser } from '../test/fakes';

const user = (overrides: Partial<SessionUser>): SessionUser =>
  sessionUser({ type: 3, name: 'Test', email: 't@example.com', ...overrides });

function answerWith(status: number, json: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

beforeEach(() => session.clear());
afterEach(() => vi.unstubAllGlobals());

describe('authProvider', () => {
  it('stores the token with the user id on login', async () => {
    answerWith(200, { result: user({ _id: 'u7' }), token: 'tok' });
    await createAuthProvider().login({ email: 'a@b.c', password: 'x' });
    expect(session.token()).toBe('tok');
    expect(session.userId()).toBe('u7');
  });

  it('keeps the owners a team member may switch to, from sign-in and from the start-up refresh', async () => {
    const owner = {
      content_owner_id: 'o1',
      company: 'North',
      name: 'Rita',
      profile_picture: null,
      default_active: true,
    };
    answerWith(200, { result: user({ type: 8 }), token: 'tok', content_owner_array: [owner] });
    const auth = createAuthProvider();
    await auth.login({ email: 'a@b.c', password: 'x' });
    expect(session.contentOwners()).toEqual([owner]);
    answerWith(200, { result: user({ type: 8 }), content_owner_array: [] });
    await createAuthProvider().checkAuth({});
    expect(session.contentOwners()).toEqual([]);
  });

  it('treats a type-8 creator team member as type 9', async () => {
    answerWith(200, { result: user({ type: 8, team_member_type: 'creator' }), token: 'tok' });
    const auth = createAuthProvider();
    await auth.login({ email: 'a@b.c', password: 'x' });
    expect(await auth.getPermissions!({})).toBe(9);
    session.saveUser(user({ type: 8, team_member_type: 'right_holder' }));
    expect(await auth.getPermissions!({})).toBe(8);
  });

  it('gives the shell the type, company, asset label and agreement count', async () => {
    session.save(
      'tok',
      user({
        type: 8,
        team_member_type: 'creator',
        company: 'Northwind',
        asset_label: { label_id: 'L1', labelName: 'North' },
        contractCount: 3,
        browse_hidden: true,
      }),
    );
    expect(await createAuthProvider().getIdentity!()).toEqual({
      id: 'u1',
      fullName: 'Test',
      avatar: undefined,
      email: 't@example.com',
      type: 9,
      company: 'Northwind',
      assetLabelName: 'North',
      contractCount: 3,
      browseHidden: true,
    });
  });

  it('logs out on a 401 and keeps the session on a 403', async () => {
    session.save('tok', user({}));
    const auth = createAuthProvider();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(session.token()).toBe('tok');
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    expect(session.token()).toBeNull();
  });

  it('fetches the current user on start and logs out when that fails', async () => {
    session.save('tok', user({ name: 'Old' }));
    answerWith(200, { result: user({ name: 'Fresh' }) });
    await createAuthProvider().checkAuth({});
    expect(session.user()?.name).toBe('Fresh');

    answerWith(401, { message: 'expired' });
    await expect(createAuthProvider().checkAuth({})).rejects.toBeDefined();
    expect(session.token()).toBeNull();
  });

  it('revokes the token on logout and signs out even when that call fails', async () => {
    session.save('tok', user({}));
    answerWith(500, { message: 'down' });
    await createAuthProvider().logout({});
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(
      '/api/user/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(session.token()).toBeNull();
  });

  it('refuses checkAuth without a token', async () => {
    await expect(createAuthProvider().checkAuth({})).rejects.toBeDefined();
  });

  it('answers canAccess from the route table and the writers', async () => {
    session.save('tok', user({ type: 6 }));
    const auth = createAuthProvider();
    expect(await auth.canAccess!({ resource: 'channels', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'channels', action: 'create' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'admins', action: 'list' })).toBe(false);
  });
});

describe('canUserAccess', () => {
  it('allows reading a route the type may open and writing only for writers', () => {
    expect(canUserAccess(1, 'admins', 'list')).toBe(true);
    expect(canUserAccess(2, 'admins', 'list')).toBe(false);
    expect(canUserAccess(3, 'channels', 'edit')).toBe(true);
    expect(canUserAccess(9, 'channels', 'create')).toBe(true);
    expect(canUserAccess(4, 'channels', 'show')).toBe(true);
    expect(canUserAccess(4, 'channels', 'delete')).toBe(false);
    expect(canUserAccess(7, 'channels', 'edit')).toBe(false);
    expect(canUserAccess(1, 'unknown-resource', 'list')).toBe(false);
    // A route with no resource behind it yet may be read, never written.
    expect(canUserAccess(1, 'drm-youtube-videos', 'list')).toBe(true);
    expect(canUserAccess(1, 'drm-youtube-videos', 'create')).toBe(false);
  });
});
