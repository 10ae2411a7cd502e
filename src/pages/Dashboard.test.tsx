import { render, screen, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserType } from '../../shared/roles';
import { session } from '../api/session';
import { i18nProvider } from '../i18n';
import { signedInAs } from '../test/fakes';
import Dashboard from './Dashboard';

/** The dashboards asked for, by kind. */
const asked: string[] = [];
/**
 * Each list's total is its resource name's length times 1,000, so each card shows its own; the
 * analytics dashboard's one call answers one card.
 */
const totals = {
  getList: async (resource: string) => ({ data: [], total: resource.length * 1000 }),
  dashboard: async (kind: string) => {
    asked.push(kind);
    return {
      from: '2026-01-01',
      to: '2026-12-01',
      stats: [{ key: 'claims_pending', count: 12 }],
      series: [],
      tops: [],
      revenue: null,
      untracked: [],
    };
  },
} as unknown as DataProvider;

function renderAs(type: UserType) {
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={totals} authProvider={signedInAs(type)} i18nProvider={i18nProvider}>
        <Dashboard />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(() => session.clear());

describe('Dashboard', () => {
  it('counts, for staff without the analytics dashboard (a viewer), the channels, agreements, accounts and team members, each opening its list', async () => {
    renderAs(6);
    const channels = await screen.findByRole('region', { name: 'Channels' });
    expect(await within(channels).findByText('8,000')).toBeInTheDocument();
    expect(within(channels).getByRole('link')).toHaveAttribute('href', '/channels');
    const agreements = screen.getByRole('region', { name: 'All Agreements' });
    expect(await within(agreements).findByText('9,000')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Creators / Channel Owners' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Content Owners / Speech Owners' })).toBeInTheDocument();
  });

  it('shows an admin the analytics dashboard through its one call, not the counts', async () => {
    asked.length = 0;
    renderAs(1);
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(asked).toEqual(['analytics']);
    expect(screen.queryByRole('region', { name: 'Channels' })).toBeNull();
  });

  it('shows a creator only what a creator may read', async () => {
    renderAs(3);
    expect(await screen.findByRole('region', { name: 'Channels' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Creators / Channel Owners' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Content Owners / Speech Owners' })).toBeNull();
  });
});
