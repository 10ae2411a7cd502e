import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, ListContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { UserType } from '../../../shared/roles';
import type { LibraryFacets } from '../../dataProvider/calls/libraryItems';
import { i18nProvider } from '../../i18n';
import { signedInAs } from '../../test/fakes';
import { FacetsButton } from './LibraryFacets';
import './pageTexts';

const none = { category: [], energy_level: [], speaker: [], rights_holder: [], duration: [] };

function renderFacets(facets: LibraryFacets) {
  const calls = { libraryFacets: vi.fn(() => Promise.resolve(facets)) };
  const list = { filterValues: { language: 'fr' }, setFilters: vi.fn() };
  render(
    <TestMemoryRouter>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={signedInAs(UserType.ADMIN)}
        dataProvider={calls as unknown as DataProvider}
      >
        <ListContextProvider value={list as never}>
          <FacetsButton />
        </ListContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  // Without room for the side panel (jsdom has no media queries), the Filters button opens them.
  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  return calls;
}

describe("the library's facets", () => {
  it('show counts in the reader’s format, and estimates as such', async () => {
    const calls = renderFacets({
      ...none,
      kind: [{ value: 'audio', label: 'audio', count: 8700 }],
      language: [{ value: 'fr', label: 'fr', count: 120345 }],
      estimated: ['kind'],
    });
    const kind = await screen.findByRole('list', { name: 'Kind' });
    expect(within(kind).getByRole('button')).toHaveTextContent('about 8,700');
    const language = screen.getByRole('list', { name: 'Language' });
    expect(within(language).getByRole('button')).toHaveTextContent('120,345');
    expect(within(language).getByRole('button')).not.toHaveTextContent('about');
    expect(screen.getByText(/estimated from a sample of 1 in 100 items/)).toBeInTheDocument();
    expect(calls.libraryFacets).toHaveBeenCalledWith({ search: undefined, filter: { language: 'fr' } });
  });

  it('say nothing of estimates when every count is exact', async () => {
    renderFacets({
      ...none,
      kind: [{ value: 'clip', label: 'clip', count: 12 }],
      language: [],
      estimated: [],
    });
    const kind = await screen.findByRole('list', { name: 'Kind' });
    expect(within(kind).getByRole('button')).toHaveTextContent('12');
    expect(screen.queryByText(/estimated from a sample/)).toBeNull();
  });
});
