import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import {
  AdminContext,
  downloadCSV,
  ResourceContextProvider,
  TestMemoryRouter,
  useListContext,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserType } from '../../shared/roles';
import { i18nProvider } from '../i18n';
import { oneChannelDataProvider, signedInAs } from '../test/fakes';
import type { ListColumn } from './columns';
import { ResourceList } from './ResourceList';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

const AGREEMENT = {
  id: 'a1',
  _id: 'a1',
  title: '=HYPERLINK("http://evil.example","Open")',
  creator: 'u-internal-id',
  creator_name: 'Chloe Creator',
  start_date: '2026-03-01',
  revenue_share: 70,
  status: 1,
};
const COLUMNS: ListColumn[] = [
  { source: 'title' },
  { source: 'creator_name' },
  { source: 'start_date', kind: 'date' },
  { source: 'revenue_share', kind: 'number' },
  { source: 'status', kind: 'status' },
];

/** Runs the list's exporter, as its Export button does, on one agreement. */
function ExportProbe() {
  const { exporter } = useListContext();
  useEffect(() => {
    if (exporter) void exporter([AGREEMENT], async () => ({}), oneChannelDataProvider, 'contracts');
  }, [exporter]);
  return <span>exported</span>;
}

function exportAs(type: UserType) {
  render(
    <TestMemoryRouter initialEntries={['/contracts']}>
      <AdminContext
        dataProvider={oneChannelDataProvider}
        authProvider={signedInAs(type)}
        i18nProvider={i18nProvider}
      >
        <ResourceContextProvider value="contracts">
          <ResourceList columns={COLUMNS}>
            <ExportProbe />
          </ResourceList>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(() => vi.mocked(downloadCSV).mockClear());

describe("ResourceList's CSV export", () => {
  it('writes the columns shown, under their labels, values as words, no ids, formula-safe', async () => {
    exportAs(UserType.ADMIN);
    await screen.findByText('exported');
    // Money is left out until the user's type is known: the export runs again once it is.
    const lastFile = () => (vi.mocked(downloadCSV).mock.lastCall ?? []) as [string?, string?];
    await waitFor(() =>
      expect(lastFile()[0]?.split('\n')[0]).toBe('Title,Creator,Start date,Revenue share (%),Status'),
    );
    const [csv, file] = lastFile() as [string, string];
    const row = csv.split('\n')[1];
    expect(row).toBe(`"'=HYPERLINK(""http://evil.example"",""Open"")",Chloe Creator,"Mar 1, 2026",70,Active`);
    expect(csv).not.toContain('u-internal-id');
    expect(file).toBe('Agreements');
  });

  it('leaves money out of the file for a non-earning type', async () => {
    exportAs(UserType.VIEWER_LIMITED);
    await waitFor(() => expect(downloadCSV).toHaveBeenCalled());
    const [csv] = vi.mocked(downloadCSV).mock.lastCall!;
    expect((csv as string).split('\n')[0]).toBe('Title,Creator,Start date,Status');
    expect(csv).not.toContain('70');
  });
});

describe("ResourceList's pagination", () => {
  const rows = Array.from({ length: 10 }, (_, i) => ({ ...AGREEMENT, id: `a${i}`, _id: `a${i}` }));
  const showPage = (getList: () => Promise<unknown>) =>
    render(
      <TestMemoryRouter initialEntries={['/contracts']}>
        <AdminContext
          dataProvider={{ ...oneChannelDataProvider, getList } as typeof oneChannelDataProvider}
          authProvider={signedInAs(UserType.ADMIN)}
          i18nProvider={i18nProvider}
        >
          <ResourceContextProvider value="contracts">
            <ResourceList columns={COLUMNS}>
              <span>rows</span>
            </ResourceList>
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );

  it('says how far a search was counted when more rows match', async () => {
    showPage(async () => ({
      data: rows,
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
      meta: { countedTo: 1000 },
    }));
    expect(await screen.findByText('1-10 of more than 1,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', false);
  });

  it('says a total the server estimated is about that many, with a next page while pages are full', async () => {
    showPage(async () => ({
      data: rows,
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
      meta: { estimatedTotal: 4200 },
    }));
    expect(await screen.findByText('1-10 of about 4,200')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', false);
  });

  it('shows an exact total as react-admin does', async () => {
    showPage(async () => ({ data: rows, total: 25 }));
    expect(await screen.findByText('1-10 of 25')).toBeTruthy();
  });
});
