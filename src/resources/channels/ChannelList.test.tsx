import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import { i18nProvider } from '../../i18n';
import { oneChannelDataProvider, signedInAs } from '../../test/fakes';
import ChannelList from './ChannelList';

function renderListAs(type: UserType, dataProvider = oneChannelDataProvider) {
  const location = { pathname: '' };
  render(
    <TestMemoryRouter
      initialEntries={['/channels']}
      locationCallback={(l) => (location.pathname = l.pathname)}
    >
      <AdminContext dataProvider={dataProvider} authProvider={signedInAs(type)} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="channels">
          <ChannelList />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return location;
}

afterEach(() => session.clear());

describe('ChannelList', () => {
  it('shows a viewer the channels without create, edit, status or bulk actions', async () => {
    renderListAs(6);
    expect(await screen.findByText('Chloe Creates')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /deactivate/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('gives a creator connect, reconnect, edit, status and bulk actions, but no add by hand', async () => {
    renderListAs(3);
    expect(await screen.findByText('Chloe Creates')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Connect a channel' })).toHaveAttribute(
      'href',
      '/channels/add-new',
    );
    expect(screen.queryByRole('link', { name: /^create$/i })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Reconnect with Google' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /edit/i })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /deactivate/i })).toBeInTheDocument();
    expect((await screen.findAllByRole('checkbox')).length).toBeGreaterThan(0);
  });

  it('deletes the selected channels once confirmed, saying how many', async () => {
    const deleted: unknown[] = [];
    renderListAs(1, {
      ...oneChannelDataProvider,
      deleteMany: async (_resource: string, { ids }: { ids: unknown[] }) => {
        deleted.push(...ids);
        return { data: ids };
      },
    } as typeof oneChannelDataProvider);
    await screen.findByText('Chloe Creates');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete 1 Channel?')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleted).toEqual(['c1']));
  });

  it('lets staff also register a channel by hand', async () => {
    renderListAs(1);
    expect(await screen.findByRole('link', { name: /^create$/i })).toHaveAttribute(
      'href',
      '/channels/create',
    );
    expect(screen.getByRole('link', { name: 'Connect a channel' })).toBeInTheDocument();
  });

  it('opens a channel at /channels/view/{id}', async () => {
    const location = renderListAs(6);
    fireEvent.click(await screen.findByText('Chloe Creates'));
    await waitFor(() => expect(location.pathname).toBe('/channels/view/c1'));
  });
});
