import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  AdminContext,
  Notification,
  TestMemoryRouter,
  useAuthenticated,
  useLogoutIfAccessDenied,
  type DataProvider,
} from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { i18nProvider } from '../i18n';
import { sessionUser } from '../test/fakes';
import { createAuthProvider } from '.';

/** A signed-in page whose check stays mounted, as a list's does. */
function SignedInPage() {
  useAuthenticated();
  return <p>Signed in</p>;
}

/** A call started before Logout whose 401 arrives on the signed-out page. */
function LateCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    void logoutIfAccessDenied(Object.assign(new Error('Your session has expired.'), { status: 401 }));
  }, [logoutIfAccessDenied]);
  return <p>Forgot password</p>;
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, queryClient = new QueryClient()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ result: sessionUser() })),
  );
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={{} as DataProvider}
        queryClient={queryClient}
        authProvider={createAuthProvider()}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route path="/page" element={<SignedInPage />} />
          <Route path="/login" element={<p>Sign in</p>} />
          <Route path="/forgot-password" element={<LateCall />} />
        </Routes>
        <Where />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('after Logout (issue 32)', () => {
  it('goes to the sign-in page with no "Not signed in" toast when a check runs after sign-out', async () => {
    session.save('tok', sessionUser());
    const queryClient = new QueryClient();
    renderAt('/page', queryClient);
    await screen.findByText('Signed in');
    // Signed out elsewhere (Logout, another tab); the page's check runs once more (focus, a refetch).
    session.clear();
    await act(() => queryClient.invalidateQueries({ queryKey: ['auth'] }));
    await screen.findByText('Sign in');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText('Not signed in')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("leaves the forgot-password page as it is when a late call's 401 arrives", async () => {
    renderAt('/forgot-password');
    await screen.findByText('Forgot password');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/forgot-password');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Not signed in')).toBeNull());
  });
});
