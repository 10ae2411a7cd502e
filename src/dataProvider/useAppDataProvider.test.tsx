import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { createDataProvider } from '.';
import { useAppDataProvider } from './useAppDataProvider';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

function signedIn() {
  session.save('token', { _id: 'u1' } as never);
  const authProvider: AuthProvider = {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: async () => undefined,
    checkError: vi.fn(async (error: { status?: number }) => {
      if (error.status === 401) throw error;
    }),
    getPermissions: async () => 1,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={createDataProvider({})} authProvider={authProvider}>
      {children}
    </CoreAdminContext>
  );
  return { authProvider, dataProvider: renderHook(useAppDataProvider, { wrapper }).result.current };
}

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );

describe("the dataProvider's own calls", () => {
  it('sign the person out when the API answers 401, as the CRUD calls do', async () => {
    const { authProvider, dataProvider } = signedIn();
    answer(401, { message: 'Your session has ended' });
    await dataProvider.packages().catch(() => undefined);
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    expect(authProvider.checkError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
  });

  it("keep the person signed in on other refusals, with the server's message", async () => {
    const { authProvider, dataProvider } = signedIn();
    answer(409, { message: 'This channel is already registered' });
    await expect(dataProvider.checkChannelIsNew('UCaaaaaaaaaaaaaaaaaaaaaa')).rejects.toMatchObject({
      status: 409,
      message: 'This channel is already registered',
    });
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  it('send the token and answer the result', async () => {
    const { dataProvider } = signedIn();
    answer(200, { result: 3 });
    await expect(
      dataProvider.badgeCount('contactUs', { type: 1, assetLabelName: '' } as never),
    ).resolves.toBe(3);
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact-us/badge/count');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token');
  });
});
