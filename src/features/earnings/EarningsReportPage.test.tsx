import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { UserType } from '../../../shared/roles';
import type { EarningsPage } from '../../dataProvider/calls/earnings';
import { i18nProvider } from '../../i18n';
import { signedInAs } from '../../test/fakes';
import { EarningsReportPage } from './EarningsReportPage';

const TOTALS = {
  currency: 'USD' as const,
  total_micros: '5000000',
  payable_micros: '5000000',
  held_micros: '0',
  void_micros: '0',
  line_count: 3,
};
const MADE: EarningsPage = {
  data: [{ _id: 'vid1', name: 'Harbour Lights', ...TOTALS }],
  total: 1,
  totals: TOTALS,
};

describe('an earnings report over a range being added up', () => {
  it('shows the job’s progress, asks again, and shows the rows once the range is made', async () => {
    const earningsReport = vi
      .fn()
      .mockResolvedValueOnce({ data: [], total: 0, totals: TOTALS, preparing: { _id: 'job1', progress: 40 } })
      .mockResolvedValue(MADE);
    render(
      <TestMemoryRouter>
        <AdminContext
          i18nProvider={i18nProvider}
          authProvider={signedInAs(UserType.ADMIN)}
          dataProvider={{ earningsReport } as unknown as DataProvider}
        >
          <EarningsReportPage kind="video" title="Royalties earnings by YouTube videos" />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Adding up these months for the report: 40%');
    expect(screen.getByRole('progressbar', { name: /40%/ })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // No "nothing in this range" while it is being made.
    expect(screen.queryByText(/No earnings/i)).toBeNull();
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Harbour Lights' })).toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.queryByText(/Adding up these months/)).toBeNull();
    expect(earningsReport).toHaveBeenCalledTimes(2);
  });
});
