import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import { i18nProvider } from '../../i18n';
import { signedInAs } from '../../test/fakes';
import AssetShow from './AssetShow';

const FJORD = {
  id: 'a1',
  _id: 'a1',
  title: 'Fjord Echoes',
  kind: 'audio',
  description: 'Wind over a fjord.',
  rights_holder: 'u4',
  rights_holder_name: 'Rita Rights',
  asset_label: 'Northwind Audio',
  uploaded_by: 'u8',
  uploaded_by_name: 'Tom Team',
  agreement: 'c1',
  agreement_title: 'Northwind Audio ambient pack',
  category: null,
  energy_level: null,
  speakers: [],
  language: 'no',
  tags: ['fjord', 'field recording'],
  isrc: null,
  custom_id: null,
  territory: 'Europe',
  policy: 'track',
  stage: 'pending_review',
  review_note: null,
  files: [],
  job: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

function renderAsset(type: UserType, record: Record<string, unknown> = FJORD) {
  const calls = {
    reviewAsset: vi.fn().mockResolvedValue({}),
    submitAssets: vi.fn().mockResolvedValue({ submitted: 1 }),
  };
  const dataProvider = {
    getOne: async () => ({ data: record }),
    getMany: async () => ({ data: [] }),
    mediaLink: async () => undefined,
    ...calls,
  } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={['/assets/view/a1']}>
      <AdminContext dataProvider={dataProvider} authProvider={signedInAs(type)} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/assets/view/:id" element={<AssetShow />} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return calls;
}

/** A window this wide for MUI's media queries (jsdom has no matchMedia). */
function screenWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, edge, px]) =>
      edge === 'min' ? width >= Number(px) : width <= Number(px),
    );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('the asset page', () => {
  it('shows the reviewer every field the uploader set, and who uploaded it', async () => {
    renderAsset(UserType.MANAGER);
    const details = await screen.findByRole('region', { name: 'Fjord Echoes' });
    const value = (label: string) => within(details).getByText(label).nextElementSibling;
    await waitFor(() => expect(value('Uploaded by')).toHaveTextContent('Tom Team'));
    expect(value('Tags')).toHaveTextContent('fjordfield recording');
    expect(value('Default Content ID policy')).toHaveTextContent('Track');
    expect(value('Ownership territory')).toHaveTextContent('Europe');
    expect(value('Agreement')).toHaveTextContent('Northwind Audio ambient pack');
    expect(value('Language')).toHaveTextContent('Norwegian');
  });

  it('approves only once confirmed, and the toast names the item', async () => {
    const { reviewAsset } = renderAsset(UserType.MANAGER);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve “Fjord Echoes”?')).toBeInTheDocument();
    expect(reviewAsset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reviewAsset).toHaveBeenCalledWith('a1', 'approve', undefined));
    expect(await screen.findByText('“Fjord Echoes” approved: it is in the library.')).toBeInTheDocument();
  });

  it('asks for the note before a rejection is confirmed', async () => {
    const { reviewAsset } = renderAsset(UserType.MANAGER);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Say why, or what to change.')).toBeInTheDocument();
    expect(screen.queryByText('Reject “Fjord Echoes”?')).toBeNull();
    fireEvent.change(screen.getByLabelText('Note for the content owner'), { target: { value: 'Noisy.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reviewAsset).toHaveBeenCalledWith('a1', 'reject', 'Noisy.'));
    expect(
      await screen.findByText('“Fjord Echoes” rejected; the content owner has been told why.'),
    ).toBeInTheDocument();
  });

  it('keeps the decisions written out on a phone, where icon buttons would read as nothing', async () => {
    screenWidth(360);
    renderAsset(UserType.MANAGER);
    for (const name of ['Approve', 'Request changes', 'Reject'])
      expect(await screen.findByRole('button', { name })).toHaveTextContent(name);
  });

  it("submits the uploader's draft only once confirmed, and names it", async () => {
    const { submitAssets } = renderAsset(UserType.RIGHT_HOLDER, { ...FJORD, stage: 'draft' });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Submit “Fjord Echoes” for review?')).toBeInTheDocument();
    expect(submitAssets).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(submitAssets).toHaveBeenCalledWith(['a1']));
    expect(await screen.findByText('“Fjord Echoes” submitted for review.')).toBeInTheDocument();
    // A rights holder decides nothing.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
