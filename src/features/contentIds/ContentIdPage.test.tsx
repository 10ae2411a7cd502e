import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { UserType } from '../../../shared/roles';
import type { ContentIdQuery, ImportResult } from '../../dataProvider/calls/contentIds';
import { i18nProvider } from '../../i18n';
import { signedInAs } from '../../test/fakes';
import ContentIdPage from './ContentIdPage';

const ROWS = [
  {
    _id: 'a1',
    title: 'Northern Drive',
    kind: 'audio',
    asset_label: 'Northwind Audio',
    isrc: null,
    custom_id: null,
    approved_at: '2026-01-10T10:00:00.000Z',
    content_id_asset_id: 'A100000000001',
    reference_id: 'R1',
    reference_status: 'active',
    mapped_at: '2026-02-01T10:00:00.000Z',
  },
  {
    _id: 'a2',
    title: 'Fjord Morning',
    kind: 'audio',
    asset_label: 'Northwind Audio',
    isrc: null,
    custom_id: null,
    approved_at: '2026-01-09T10:00:00.000Z',
    content_id_asset_id: null,
    reference_id: null,
    reference_status: null,
    mapped_at: null,
  },
];

const preview = (invalid: boolean): ImportResult => ({
  dry_run: true,
  rows: [
    {
      line: 2,
      asset: 'a2',
      title: 'Fjord Morning',
      content_id_asset_id: 'A100000000002',
      reference_id: null,
      reference_status: null,
      action: invalid ? null : 'add',
      errors: invalid
        ? [{ field: 'content_id_asset_id', reason: 'is already mapped to another library item' }]
        : [],
    },
  ],
  totals: { rows: 1, add: invalid ? 0 : 1, update: 0, unchanged: 0, invalid: invalid ? 1 : 0 },
});

function renderPage(type: UserType, calls: Record<string, unknown>) {
  return render(
    <TestMemoryRouter>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={signedInAs(type)}
        dataProvider={calls as unknown as DataProvider}
      >
        <ContentIdPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const csv = (name: string) => new File(['asset,content_id_asset_id\n'], name, { type: 'text/csv' });

describe('the Content ID page', () => {
  it('lists the items with their mapping, filters by mapping, and offers no import to a rights holder', async () => {
    const contentIds = vi.fn(async (_query: ContentIdQuery) => ({ data: ROWS, total: 2 }));
    renderPage(4, { contentIds });
    expect(await screen.findByText('Northern Drive')).toBeInTheDocument();
    expect(screen.getByText('A100000000001')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Not mapped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Mapping' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Not mapped' }));
    await waitFor(() =>
      expect(contentIds).toHaveBeenLastCalledWith(
        expect.objectContaining({ filter: { mapped: false }, page: 1 }),
      ),
    );
  });

  it('previews a file, holds the import back while a row has an error, then imports a good file', async () => {
    const importContentIds = vi.fn(async (file: File, dryRun: boolean) =>
      dryRun ? preview(file.name === 'bad.csv') : { ...preview(false), dry_run: false },
    );
    renderPage(1, { contentIds: async () => ({ data: ROWS, total: 2 }), importContentIds });
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Content ID mappings' });
    const input = dialog.querySelector('input[type="file"]')!;

    fireEvent.change(input, { target: { files: [csv('bad.csv')] } });
    expect(await within(dialog).findByText(/is already mapped to another library item/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(importContentIds).toHaveBeenCalledWith(expect.any(File), true);

    fireEvent.change(input, { target: { files: [csv('good.csv')] } });
    expect(await within(dialog).findByText('Add')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Import' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Imported: 1 added, 0 updated, 0 unchanged.')).toBeInTheDocument();
    expect(importContentIds).toHaveBeenLastCalledWith(expect.any(File), false);
  });
});
