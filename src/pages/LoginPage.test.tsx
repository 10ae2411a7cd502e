import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { session, type SessionUser } from '../authProvider/session';
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
  it("applies the theme of the user's record once signed in", async () => {
    renderAppAt('/login', lightUserAuth());
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('RaStore.theme')).toBe('"light"'));
  });
});
