import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserType } from '../shared/roles';
import { session } from './api/session';
import { signedInAs } from './test/fakes';
import { renderAppAt } from './test/renderApp';

// The first visit to a lazily loaded view compiles it.
const SLOW = { timeout: 5000 };

function renderAt(path: string, type: UserType, channelStatus?: string) {
  return renderAppAt(path, signedInAs(type, channelStatus));
}

afterEach(() => session.clear());

describe('App routes', () => {
  it('refuses a viewer a forbidden route with the spec message and goes to the dashboard', async () => {
    renderAt('/admins', 6);
    const toast = await screen.findByText('You are not authorized to access this page.', {}, SLOW);
    // Every toast sits bottom right (spec 000 §4).
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomRight');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/analytics'), SLOW);
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no-such-page', 1);
    expect(await screen.findByText('404 - Page Not Found!')).toBeInTheDocument();
  });

  it('goes from the root to the dashboard without a sign-in code', async () => {
    renderAt('/', 1);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/analytics'));
    expect(await screen.findByText('Welcome, Tester', { exact: false }, SLOW)).toBeInTheDocument();
  });

  it('shows a channel at /channels/view/{id} and sends show links there', async () => {
    renderAt('/channels/c1/show', 6);
    await waitFor(() => expect(window.location.pathname).toBe('/channels/view/c1'));
    expect(await screen.findByText('UCaaaaaaaaaaaaaaaaaaaaaa', {}, SLOW)).toBeInTheDocument();
  });

  it('titles channels Sublicensee Channels for a rights holder', async () => {
    renderAt('/channels', 4);
    expect(await screen.findByText('Chloe Creates', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sublicensee Channels | DRM'));
    expect(screen.getAllByText('Sublicensee Channels').length).toBeGreaterThan(0);
  });

  it('holds a creator without a channel at step-2, and says why the page did not open', async () => {
    renderAt('/channels', 3, '0');
    await waitFor(() => expect(window.location.pathname).toBe('/step-2'));
    expect(await screen.findByText('Connect your channel', { selector: 'h1' }, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('The other pages open once your account has a channel: connect it here first.'),
    ).toBeInTheDocument();
  });
});
