import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { renderAppAt } from '../test/renderApp';

const signedOut: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => Promise.reject(new Error('signed out')),
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

afterEach(() => vi.unstubAllGlobals());

describe('the confirm-email page', () => {
  it('confirms only on a click, sending the link token, and shows the answer', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            result: { changed: true },
            message: 'Your email has been changed. Sign in with it.',
          }),
          {
            status: 200,
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // Opened in any browser: signed out here.
    renderAppAt('/confirm-email?token=abcdefghijklmnopqrstuvwxyz', signedOut);
    const button = await screen.findByRole('button', { name: 'Confirm' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(await screen.findByText('Your email has been changed. Sign in with it.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, JSON.parse(String(init.body))]).toEqual([
      '/api/user/email/confirm',
      { token: 'abcdefghijklmnopqrstuvwxyz' },
    ]);
  });
});
