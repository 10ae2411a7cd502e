import { render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import { i18nProvider } from '../../i18n';
import { CHANNEL, signedInAs } from '../../test/fakes';
import ChannelShow from './ChannelShow';

function renderShow(record: Record<string, unknown>) {
  const dataProvider = {
    getOne: async () => ({ data: { ...CHANNEL, ...record } }),
  } as unknown as DataProvider;
  const { container } = render(
    <TestMemoryRouter initialEntries={['/channels/view/c1']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAs(UserType.ADMIN)}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route path="/channels/view/:id" element={<ChannelShow />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return container;
}

afterEach(() => session.clear());

describe('ChannelShow', () => {
  it('says a channel added through the sign-in stand-in is unverified', async () => {
    renderShow({ verification: 'stand_in' });
    expect(
      await screen.findByText(/Unverified: added through the development Google sign-in stand-in/),
    ).toBeVisible();
  });

  it('says a channel registered by hand is unverified, and one connected with Google is verified', async () => {
    renderShow({ verification: null });
    expect(
      await screen.findByText('Unverified: registered by hand, not checked with YouTube.'),
    ).toBeVisible();
    session.clear();
    renderShow({ verification: 'google', _id: 'c1' });
    expect(await screen.findByText('Verified with Google')).toBeVisible();
  });

  it("draws the icon only from YouTube's image hosts", async () => {
    const foreign = renderShow({
      verification: 'google',
      channel_icon_url: 'https://attacker.example/a.png',
    });
    await screen.findByText('Chloe Creates');
    expect(foreign.querySelector('img')).toBeNull();
  });

  it('draws an icon from YouTube', async () => {
    const youtube = renderShow({ verification: 'google', channel_icon_url: 'https://yt3.ggpht.com/a=s88' });
    await screen.findByText('Chloe Creates');
    expect(youtube.querySelector('img')?.getAttribute('src')).toBe('https://yt3.ggpht.com/a=s88');
  });
});
