import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AuthProvider, DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { App } from '../App';
import { signedInAs } from '../test/fakes';
import { appCalls } from '../dataProvider';

const OLGA = { id: 'f4b2c1d0-1a2b-4c3d-8e9f-0a1b2c3d4e5f', name: 'Olga Owner', company: 'Olga Sound' };
const RAFA = { id: 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Rafa Rights', company: null };

/** Rights holders for the picker; everything else empty. */
const dataProvider = {
  ...appCalls,
  getList: async (resource: string) =>
    resource === 'right-holders' ? { data: [OLGA, RAFA], total: 2 } : { data: [], total: 0 },
  getOne: async (_resource: string, { id }: { id: string }) => ({
    data: [OLGA, RAFA].find((r) => r.id === id),
  }),
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

function renderAt(path: string, authProvider: AuthProvider) {
  window.history.pushState({}, '', path);
  return render(<App dataProvider={dataProvider} authProvider={authProvider} />);
}

/** The payment calls: no setting yet. */
function answerPayments() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ result: null }));
}

afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
  localStorage.clear();
});

describe('the /payment-setting page', () => {
  it('asks staff to choose a rights holder, then shows their Payments card and keeps the choice in the URL', async () => {
    answerPayments();
    renderAt('/payment-setting', signedInAs(2));
    expect(
      await screen.findByText(
        'Choose a content owner to see and change their payment setting.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Payment Setting | DRM'));
    const picker = screen.getByRole('combobox', { name: 'Content owner' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('Olga Owner'));
    await waitFor(() => expect(window.location.search).toBe(`?rights_holder=${OLGA.id}`));
    expect(await screen.findByRole('region', { name: 'Payments' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update Setting' })).toBeInTheDocument();
  });

  it('opens on the rights holder named in the URL', async () => {
    answerPayments();
    renderAt(`/payment-setting?rights_holder=${OLGA.id}`, signedInAs(1));
    expect(await screen.findByRole('region', { name: 'Payments' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Content owner' })).toHaveValue('Olga Owner (Olga Sound)'),
    );
  });

  it('refuses those who are not staff', async () => {
    answerPayments();
    renderAt('/payment-setting', signedInAs(4));
    expect(
      await screen.findByText('You are not authorized to access this page.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
