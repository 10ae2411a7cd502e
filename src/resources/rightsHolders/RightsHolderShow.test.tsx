import { render, screen } from '@testing-library/react';
import type { AuthProvider, DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';
import { session } from '../../api/session';
import { signedInAs } from '../../test/fakes';
import { appCalls } from '../../dataProvider';

const OLGA = {
  id: 'f4b2c1d0-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  _id: 'f4b2c1d0-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'Olga Owner',
  email: 'olga@example.com',
  company: 'Olga Sound',
  contractCount: 2,
  status: 1,
};

const dataProvider = {
  ...appCalls,
  getList: async () => ({ data: [], total: 0 }),
  getOne: async () => ({ data: OLGA }),
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

function renderShow(authProvider: AuthProvider) {
  const paths: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    paths.push(new URL(String(input), 'http://app').pathname);
    return Response.json({ result: paths.at(-1)?.includes('documents') ? [] : null });
  });
  window.history.pushState({}, '', `/right-holders/view/${OLGA.id}`);
  render(<App dataProvider={dataProvider} authProvider={authProvider} />);
  return paths;
}

afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
  localStorage.clear();
});

describe('the rights-holder view', () => {
  it("shows staff the rights holder's Payments card below the details", async () => {
    const paths = renderShow(signedInAs(2));
    expect(await screen.findByRole('region', { name: 'Payments' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update Setting' })).toBeInTheDocument();
    expect(await screen.findByText('Olga Sound')).toBeInTheDocument();
    expect(paths).toContain(`/api/rights/holders/payment/${OLGA.id}`);
  });

  it('shows a viewer-limited the card read-only', async () => {
    renderShow(signedInAs(7));
    expect(await screen.findByText('No payment setting yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Setting' })).toBeNull();
  });
});
