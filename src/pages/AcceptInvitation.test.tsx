import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../test/renderApp';

const signedOut: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => Promise.reject(new Error('signed out')),
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

afterEach(() => vi.unstubAllGlobals());

function stubInvitation(account: 'new' | 'member') {
  const fetchMock = vi.fn(async (url: string) => {
    const result = url.endsWith('/verify')
      ? { email: 'cara@example.com', name: 'Cara', owner_name: 'Nina Owner', account }
      : { accepted: true };
    return new Response(JSON.stringify({ result, message: 'You have joined the team of Nina Owner.' }), {
      status: 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';

describe('the accept-invitation page', () => {
  it('asks a team member for their password and sends it with the link token', async () => {
    const fetchMock = stubInvitation('member');
    renderAppAt(`/accept-invitation?token=${TOKEN}`, signedOut);
    expect(await screen.findByText('Nina Owner invited you to work in their team.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Your DRM password/), { target: { value: 'my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You have joined the team of Nina Owner.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, JSON.parse(String(init.body))]).toEqual([
      '/api/team/invitation/accept',
      { token: TOKEN, password: 'my-password' },
    ]);
  });

  it('lets a new person choose a password, or decline', async () => {
    const fetchMock = stubInvitation('new');
    renderAppAt(`/accept-invitation?token=${TOKEN}`, signedOut);
    await screen.findByLabelText(/^New password/);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url] = fetchMock.mock.calls[1] as unknown as [string];
    expect(url).toBe('/api/team/invitation/decline');
  });
});
