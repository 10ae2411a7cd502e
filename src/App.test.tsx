import { render, screen, waitFor } from '@testing-library/react';
import type { AuthProvider, DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserType } from '../shared/roles';
import { App } from './App';
import { canUserAccess } from './authProvider';
import { session, type SessionUser } from './authProvider/session';
import { resourcePermissions } from './resources';

const CHANNEL = {
  id: 'c1',
  _id: 'c1',
  channel_title: 'Chloe Creates',
  channel_id: 'UC1',
  creator_name: 'Chloe',
  status: 1,
};

function signedInAs(type: UserType, channelStatus = '1'): AuthProvider {
  const user = {
    _id: 'u1',
    type,
    name: 'Tester',
    channel_status: channelStatus,
    team_member_type: null,
  } as SessionUser;
  session.save('token', user);
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => type,
    getIdentity: async () => ({ id: 'u1', fullName: 'Tester' }),
    canAccess: async ({ resource, action }) => canUserAccess(type, resource, action, resourcePermissions),
  };
}

const dataProvider = {
  getList: async () => ({ data: [CHANNEL], total: 1 }),
  getOne: async () => ({ data: CHANNEL }),
  getMany: async () => ({ data: [CHANNEL] }),
} as unknown as DataProvider;

function renderAt(path: string, type: UserType, channelStatus?: string) {
  window.history.pushState({}, '', path);
  return render(<App dataProvider={dataProvider} authProvider={signedInAs(type, channelStatus)} />);
}

afterEach(() => session.clear());

describe('App routes', () => {
  it('refuses a viewer a forbidden route with the spec message and goes to the dashboard', async () => {
    renderAt('/admins', 6);
    expect(await screen.findByText('You are not authorized to access this page.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/analytics'));
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no-such-page', 1);
    expect(await screen.findByText('404 - Page Not Found!')).toBeInTheDocument();
    expect(
      screen.getByText(
        "The page you are looking for might have beel removed, had it's name changed, or is temporarily unavailable.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it('shows a viewer the channel list without create or edit buttons', async () => {
    renderAt('/channels', 6);
    expect(await screen.findByText('Chloe Creates')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
  });

  it('shows an admin the create and edit buttons', async () => {
    renderAt('/channels', 1);
    expect(await screen.findByText('Chloe Creates')).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /create/i })).length).toBeGreaterThan(0);
  });

  it('titles channels Sublicensee Channels for a rights holder', async () => {
    renderAt('/channels', 4);
    expect(await screen.findByText('Chloe Creates')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sublicensee Channels | DRM'));
    expect(screen.getAllByText('Sublicensee Channels').length).toBeGreaterThan(0);
  });

  it('holds a creator without a channel at step-2', async () => {
    renderAt('/channels', 3, '0');
    await waitFor(() => expect(window.location.pathname).toBe('/step-2'));
    expect(await screen.findByText('Connect your channel', { selector: 'h1' })).toBeInTheDocument();
  });
});
