import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_REPORT_PAGE_ROWS } from '../../../shared/activityLog';
import { UserType } from '../../../shared/roles';
import type { ActivityReport } from '../../dataProvider/calls/activityLog';
import { i18nProvider } from '../../i18n';
import { signedInAs } from '../../test/fakes';
import ActivityLogPage from './ActivityLogPage';

const ADA = { id: '00000000-0000-4000-8000-00000000000a', name: 'Ada Admin' };

/** A report's page: ACTIVITY_REPORT_PAGE_ROWS groups on page 1 (more follow), five on page 2. */
function reportPage({ page = 1, actor }: { page?: number; actor?: string }): ActivityReport {
  const length = page === 1 && !actor ? ACTIVITY_REPORT_PAGE_ROWS : 5;
  return {
    rows: Array.from({ length }, (_, i) => ({
      day: '2026-11-20',
      actor: actor ?? `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      actor_name: actor ? ADA.name : `Person ${page}-${i}`,
      entity: 'channels',
      action: 'update',
      count: 1,
    })),
    page,
    has_more: page === 1 && !actor,
    truncated: false,
    series: [{ day: '2026-11-20', action: 'update', count: 55 }],
    total: 55,
  };
}

function renderPage() {
  const calls = {
    activityReport: vi.fn((filter: { page?: number; actor?: string }) => Promise.resolve(reportPage(filter))),
    activityPeople: vi.fn(() => Promise.resolve([ADA])),
    activityEntities: vi.fn(() => Promise.resolve(['channels', 'users'])),
    activityVideoTotals: vi.fn(() => Promise.resolve({ synced: 1, claimed: 2, taken_down: 3 })),
    activityEntries: vi.fn(() => Promise.resolve({ data: [], has_more: false })),
  };
  render(
    <TestMemoryRouter>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={signedInAs(UserType.ADMIN)}
        dataProvider={calls as unknown as DataProvider}
      >
        <ActivityLogPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return calls;
}

describe('the activity log report page', () => {
  it('pages the table on the server, the count known on its last page', async () => {
    const calls = renderPage();
    expect(await screen.findByText('1-50 of more than 50')).toBeInTheDocument();
    expect(screen.getByText('Person 1-0')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('51-55 of 55')).toBeInTheDocument();
    expect(screen.getByText('Person 2-4')).toBeInTheDocument();
    expect(calls.activityReport).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('searches people by name on the server, and a person chosen reports from the first page', async () => {
    const calls = renderPage();
    await screen.findByText('1-50 of more than 50');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('51-55 of 55');
    const person = screen.getByRole('combobox', { name: 'Person' });
    act(() => person.focus());
    fireEvent.mouseDown(person);
    fireEvent.change(person, { target: { value: 'ada' } });
    await waitFor(() => expect(calls.activityPeople).toHaveBeenLastCalledWith(expect.anything(), 'ada'));
    fireEvent.click(await screen.findByRole('option', { name: 'Ada Admin' }));
    await waitFor(() =>
      expect(calls.activityReport).toHaveBeenLastCalledWith(
        expect.objectContaining({ actor: ADA.id, page: 1 }),
      ),
    );
    expect(await screen.findByText('1-5 of 5')).toBeInTheDocument();
    // The record types come from their own call, not from the report's rows.
    expect(calls.activityEntities).toHaveBeenCalled();
    expect(calls.activityReport.mock.calls.every(([filter]) => filter.page !== undefined)).toBe(true);
  });
});
