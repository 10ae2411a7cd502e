import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { UserType } from '../../../shared/roles';
import type { DashboardAnswer } from '../../dataProvider/calls/dashboards';
import { i18nProvider } from '../../i18n';
import { signedInAs } from '../../test/fakes';
import { DashboardPage } from './DashboardPage';

const ANSWER: DashboardAnswer = {
  from: '2026-01-01',
  to: '2026-10-01',
  stats: [{ key: 'requests', count: 12 }],
  series: [],
  tops: [{ key: 'requested_items', rows: [{ _id: 'a1', name: 'Northern Drive', count: 7 }] }],
  revenue: null,
  untracked: [],
};

describe('a dashboard over a range being added up', () => {
  it('shows its cards and the job’s progress, then the top list once the range is made', async () => {
    const dashboard = vi
      .fn()
      .mockResolvedValueOnce({ ...ANSWER, tops: [], preparing: { _id: 'job1', progress: 50 } })
      .mockResolvedValue(ANSWER);
    render(
      <TestMemoryRouter>
        <AdminContext
          i18nProvider={i18nProvider}
          authProvider={signedInAs(UserType.ADMIN)}
          dataProvider={{ dashboard } as unknown as DataProvider}
        >
          <DashboardPage kind="shop" />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('Adding up these months for the report: 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /50%/ })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.queryByText('Northern Drive')).toBeNull();
    await waitFor(() => expect(screen.getByText('Northern Drive')).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.queryByText(/Adding up these months/)).toBeNull();
  });
});
