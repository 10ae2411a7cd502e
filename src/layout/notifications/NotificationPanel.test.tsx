import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import type { RecentActivity } from '../../dataProvider/calls/account';
import { i18nProvider } from '../../i18n';
import { signedInAs } from '../../test/fakes';
import NotificationPanel from './NotificationPanel';

const entry = (more: Partial<RecentActivity>): RecentActivity => ({
  _id: crypto.randomUUID(),
  action: 'update',
  entity: 'assets',
  entity_id: crypto.randomUUID(),
  name: 'Northern Drive',
  stage: null,
  actor_name: 'Rita Rights',
  own: true,
  created_at: '2026-11-25T10:00:00.000Z',
  ...more,
});

function renderPanel(entries: RecentActivity[]) {
  const recentActivity = vi.fn().mockResolvedValue(entries);
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={{ recentActivity } as unknown as DataProvider}
        authProvider={signedInAs(UserType.MANAGER)}
        i18nProvider={i18nProvider}
      >
        <NotificationPanel onClose={() => undefined} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return recentActivity;
}

afterEach(() => {
  session.clear();
  localStorage.clear();
});

describe('the notification sidebar’s Activity tab', () => {
  it('lists the recent activity from the log: what happened, to which record, who and when', async () => {
    renderPanel([
      entry({ stage: 'approved', actor_name: 'Martin Manager' }),
      entry({ stage: 'pending_review', own: false }),
      entry({ action: 'create', entity: 'contracts', name: 'Northwind Audio ambient pack' }),
      entry({ entity: 'users', name: null }),
    ]);
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(list).toHaveTextContent('“Northern Drive” approvedYou · ');
    expect(list).toHaveTextContent('“Northern Drive” submitted for reviewRita Rights · ');
    expect(list).toHaveTextContent('Agreement “Northwind Audio ambient pack” added');
    expect(list).toHaveTextContent('Account updated');
    expect(screen.queryByText('No recent activity yet.')).toBeNull();
  });

  it('says when there is none, and hides it while Show recent activity is off', async () => {
    const recentActivity = renderPanel([]);
    expect(await screen.findByText('No recent activity yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show recent activity' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(
      await screen.findByText('Recent activity is hidden: turn on “Show recent activity” in Settings.'),
    ).toBeInTheDocument();
    expect(recentActivity).toHaveBeenCalledTimes(1);
  });
});
