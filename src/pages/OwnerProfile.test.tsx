import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { signedInAs } from '../test/fakes';
import { renderAppAt } from '../test/renderApp';

afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
  localStorage.clear();
});

describe('the owner profile pages', () => {
  it("shows a creator their details, channels and team under the 'Profile' title", async () => {
    renderAppAt('/creators/profile', signedInAs(3));
    expect(await screen.findByRole('region', { name: 'Channels' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Team Members' })).toBeInTheDocument();
    expect(screen.getByText('Creator')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profile | DRM'));
  });

  it("refuses a profile page that is not the user's kind", async () => {
    renderAppAt('/right-holders/profile', signedInAs(3));
    expect(await screen.findByText('You are not authorized to access this page.')).toBeInTheDocument();
  });

  it('shows a creator team member the channels but not the team', async () => {
    renderAppAt('/creators/profile', signedInAs(9));
    expect(await screen.findByRole('region', { name: 'Channels' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Team Members' })).toBeNull();
  });

  it('shows a rights holder their own Payments card, and a creator none', async () => {
    const paths: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      paths.push(new URL(String(input), 'http://app').pathname);
      return Response.json({ result: null });
    });
    renderAppAt('/right-holders/profile', signedInAs(4));
    expect(await screen.findByRole('region', { name: 'Payments' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update Setting' })).toBeInTheDocument();
    expect(paths).toContain('/api/rights/holders/payment/u1');
  });

  it('shows no Payments card on a creator profile', async () => {
    renderAppAt('/creators/profile', signedInAs(3));
    expect(await screen.findByRole('region', { name: 'Channels' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
  });
});
