import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { ShortNumberField } from './ShortNumberField';

function renderIn(locale: string, record: Record<string, unknown>, field: ReactElement) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <RecordContextProvider value={record}>{field}</RecordContextProvider>
    </AdminContext>,
  );
}

describe('ShortNumberField', () => {
  it('shortens a count with K, M, B and shows the exact value on hover', async () => {
    renderIn('en', { views: 1_234_567 }, <ShortNumberField source="views" />);
    const shown = await screen.findByText('1.2M');
    // Named by its exact value for screen readers, and the tooltip on hover.
    expect(shown).toHaveAccessibleName('1,234,567');
    fireEvent.mouseOver(shown);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1,234,567');
  });

  it('writes money from micro-units in the language, with its currency', async () => {
    renderIn(
      'fr',
      { revenue: '1534560000', currency: 'EUR' },
      <ShortNumberField source="revenue" currencySource="currency" />,
    );
    const shown = await screen.findByText((text) => text.replace(/\s/g, ' ') === '1,5K €');
    expect(shown.getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe('1 534,56 €');
  });

  it('shows a small number as it is, without a tooltip', async () => {
    renderIn('en', { views: 999 }, <ShortNumberField source="views" />);
    const shown = await screen.findByText('999');
    expect(shown).not.toHaveAttribute('aria-label');
  });

  it('shows the empty text for a missing value', async () => {
    renderIn('en', { views: null }, <ShortNumberField source="views" emptyText="-" />);
    expect(await screen.findByText('-')).toBeInTheDocument();
  });
});
