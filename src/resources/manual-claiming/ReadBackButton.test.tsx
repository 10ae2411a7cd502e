import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ClaimStatus } from '../../../shared/claims';
import type { ClaimReadBackState } from '../../dataProvider/calls/claimsReadBack';
import { i18nProvider } from '../../i18n';
import { ReadBackButton } from './ReadBackButton';

const STATE: ClaimReadBackState = {
  configured: true,
  job_id: null,
  progress: 0,
  waiting_until: null,
  last_completed_at: '2026-11-26T10:00:00Z',
  claims_read: 4,
  claims_changed: 1,
  refusals: [
    {
      claim_id: '0b6f3c1e-8d1a-4c52-9f3e-2a7d5e9b1c44',
      video_title: 'Sunrise over the Douro valley',
      youtube_status: 'disputed',
      status: ClaimStatus.APPEALED,
      reason: 'A claim that is appealed cannot become disputed.',
      reason_message: { id: 'claims.transition_refused', params: { from: 'appealed', to: 'disputed' } },
    },
  ],
  last_error: null,
};

function renderButton(state: Partial<ClaimReadBackState>, allowed = true) {
  const readBackClaims = vi.fn(async () => ({ job_id: 'a1b2c3d4-0000-4000-8000-000000000001' }));
  const claimReadBackState = vi.fn(async () => ({ ...STATE, ...state }));
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    canAccess: async ({ action }) => action !== 'readBack' || allowed,
  };
  const dataProvider = { ...testDataProvider(), readBackClaims, claimReadBackState };
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={authProvider}>
      <ReadBackButton />
    </AdminContext>,
  );
  return { readBackClaims, claimReadBackState };
}

describe('Read back from YouTube', () => {
  it('queues a read-back and shows its progress', async () => {
    const { readBackClaims } = renderButton({ refusals: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Read back from YouTube' }));
    expect(await screen.findByRole('button', { name: /Reading back from YouTube: 0%/ })).toBeDisabled();
    expect(readBackClaims).toHaveBeenCalledTimes(1);
  });

  it("says until when it waits for Content ID's quota", async () => {
    renderButton({ job_id: 'a1b2c3d4-0000-4000-8000-000000000002', waiting_until: '2999-01-01T08:00:00Z' });
    expect(
      await screen.findByRole('button', { name: /Read-back waits for YouTube Content ID quota until/ }),
    ).toBeDisabled();
  });

  it('lists the changes YouTube made that were refused here, with why', async () => {
    renderButton({});
    fireEvent.click(
      await screen.findByRole('button', { name: /YouTube changed 1 claim in a way not allowed here/ }),
    );
    expect(
      await screen.findByText(
        '“Sunrise over the Douro valley”: YouTube says disputed. A claim that is appealed cannot become disputed.',
      ),
    ).toBeVisible();
  });

  it('is not there for those who may not read back', async () => {
    const refused = renderButton({}, false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refused.claimReadBackState).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Read back from YouTube' })).toBeNull();
  });

  it('is not there where Content ID is not configured', async () => {
    const { claimReadBackState } = renderButton({ configured: false });
    await vi.waitFor(() => expect(claimReadBackState).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Read back from YouTube' })).toBeNull();
  });
});
