import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, type SessionUser } from '../api/session';
import { signedInAs } from '../test/fakes';
import { renderAppAt } from '../test/renderApp';

/** Signed out until login, which stores a user whose record says light. */
function lightUserAuth(): AuthProvider {
  const signedIn = signedInAs(1, '1', { theme: 'light' });
  const user = session.user() as SessionUser;
  session.clear();
  return {
    ...signedIn,
    login: async () => session.save('token', user),
    checkAuth: async () => {
      if (!session.token()) throw new Error('Not signed in');
    },
  };
}

afterEach(() => {
  session.clear();
  localStorage.clear();
});

describe('the sign-in page', () => {
  it('shows the product, what it does and a titled card', async () => {
    renderAppAt('/login', lightUserAuth());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DRM' })).toBeInTheDocument();
    expect(
      screen.getByText('Protect, license and get paid for video content on YouTube'),
    ).toBeInTheDocument();
  });

  it("applies the theme of the user's record once signed in", async () => {
    renderAppAt('/login', lightUserAuth());
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('RaStore.theme')).toBe('"light"'));
  });

  it('says how long to wait when sign-ins are slowed down', async () => {
    const auth = lightUserAuth();
    auth.login = async () => {
      throw new HttpError('Too many', 429, { retry_after: 4 });
    };
    renderAppAt('/login', auth);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Too many failed sign-in attempts. Please try again in 4 seconds.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('bot-check')).toBeNull();
  });

  it('shows the bot check the server asks for, and sends its one-use token with the next attempt', async () => {
    const render = vi.fn((_container: HTMLElement, options: Record<string, unknown>) => {
      (options.callback as (token: string) => void)(`solved-${render.mock.calls.length}`);
      return render.mock.calls.length;
    });
    window.turnstile = { render };
    const attempts: object[] = [];
    const auth = lightUserAuth();
    auth.login = async (params: object) => {
      attempts.push(params);
      throw new HttpError('Too many', 429, {
        retry_after: 60,
        bot_check: { provider: 'turnstile', site_key: 'site-key-1' },
      });
    };
    renderAppAt('/login', auth);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    expect(render.mock.calls[0][1]).toMatchObject({ sitekey: 'site-key-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(attempts).toHaveLength(2));
    expect(attempts[0]).not.toHaveProperty('captcha_token');
    expect(attempts[1]).toMatchObject({ captcha_token: 'solved-1' });
    // The token was spent: a fresh widget is rendered for the next attempt.
    await waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    delete window.turnstile;
  });
});
