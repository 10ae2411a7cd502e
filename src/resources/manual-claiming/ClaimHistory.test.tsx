import { fireEvent, render, screen } from '@testing-library/react';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ClaimHistoryItem } from '../../dataProvider/calls/claims';
import { i18nProvider } from '../../i18n';
import { ClaimHistoryButton } from './ClaimHistory';

const CLAIM = { id: '5d0c1e9a-3b7f-4e21-8c6d-1f2a3b4c5d6e', video_title: 'Night train to Porto' };
const entry = (overrides: Partial<ClaimHistoryItem>): ClaimHistoryItem => ({
  _id: crypto.randomUUID(),
  action: 'status',
  transition: null,
  event: null,
  by_name: 'Martin Manager',
  by_clock: false,
  note: null,
  reason: null,
  override: null,
  override_reason: null,
  changed: [],
  takedown_id: null,
  from_status: null,
  to_status: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const HISTORY = [
  entry({
    action: 'create',
    to_status: 1,
    override: 'agreement Chloe travels 2026',
    override_reason: 'The agreement excludes this asset.',
  }),
  entry({ action: 'update', changed: ['policy', 'territories'] }),
  entry({ transition: 'approve', from_status: 1, to_status: 2, note: 'Matches the master.' }),
  entry({ transition: 'dispute', from_status: 2, to_status: 4, reason: 'Mine.', by_name: 'Chloe Creator' }),
  entry({ transition: 'expire', from_status: 4, to_status: 6, by_clock: true, by_name: null }),
];

function renderButton(resource: string, claimHistory: ReturnType<typeof vi.fn>) {
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider({ claimHistory } as never)}>
        <ResourceContextProvider value={resource}>
          <RecordContextProvider value={CLAIM}>
            <ClaimHistoryButton />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("a claim's History dialog", () => {
  it('tells each entry in a line: what, who and when, and why', async () => {
    const claimHistory = vi.fn(async () => HISTORY);
    renderButton('assets/manual-claiming', claimHistory);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    await screen.findByText('History of the claim on “Night train to Porto”');
    expect(claimHistory).toHaveBeenCalledWith(CLAIM.id, 'assets/manual-claiming');
    await screen.findByText('Filed the claim');
    screen.getByText(
      'Past the licence check (agreement “Chloe travels 2026”), reason: The agreement excludes this asset.',
    );
    screen.getByText('Edited the terms: Policy, Territory codes');
    screen.getByText('Approved the claim');
    screen.getByText('State: Pending review → Active');
    screen.getByText('Note: Matches the master.');
    screen.getByText('Reason: Mine.');
    screen.getByText('Released the claim: the dispute or appeal went unanswered');
    expect(screen.getAllByText(/^Automatically ·/)).toHaveLength(1);
    expect(screen.getAllByText(/^Martin Manager ·/)).toHaveLength(3);
  });

  it('reads it through Claimed Videos there, and says when nothing is recorded', async () => {
    const claimHistory = vi.fn(async () => []);
    renderButton('assets/claim-video', claimHistory);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    await screen.findByText('Nothing recorded for this claim yet.');
    expect(claimHistory).toHaveBeenCalledWith(CLAIM.id, 'assets/claim-video');
  });
});
