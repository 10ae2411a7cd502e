import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { dateFormat } from '../i18n/dateFormat';
import { DateField } from './DateField';

function renderIn(locale: string, record: Record<string, unknown>, field: ReactElement) {
  const store = memoryStore({ locale });
  return render(
    <AdminContext i18nProvider={i18nProvider} store={store}>
      <RecordContextProvider value={record}>{field}</RecordContextProvider>
    </AdminContext>,
  );
}

describe('DateField', () => {
  it('writes the date in the app’s language, not the browser’s', async () => {
    renderIn('de', { created_at: '2026-11-23T19:39:26.000Z' }, <DateField source="created_at" />);
    expect(await screen.findByText('23.11.2026')).toBeInTheDocument();
  });

  it('shows a day without a time as that day, whatever the time zone', async () => {
    renderIn('en', { start_date: '2026-01-01' }, <DateField source="start_date" showTime />);
    expect(await screen.findByText('Jan 1, 2026')).toBeInTheDocument();
  });

  it('shows the empty text for a missing or invalid date', async () => {
    renderIn('en', { end_date: null, other: 'soon' }, <DateField source="end_date" emptyText="-" />);
    expect(await screen.findByText('-')).toBeInTheDocument();
  });

  it('makes one formatter per language and style', () => {
    expect(dateFormat('fr', { showTime: true })).toBe(dateFormat('fr', { showTime: true }));
    expect(dateFormat('fr')).not.toBe(dateFormat('pt'));
  });
});
