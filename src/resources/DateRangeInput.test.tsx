import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { DateRange } from '../../shared/dateRange';
import { i18nProvider } from '../i18n';
import { DateRangeInput } from './DateRangeInput';

const TODAY = '2026-11-26';

function Harness({ initial, onChange }: { initial: DateRange; onChange: (range: DateRange) => void }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangeInput
      value={range}
      today={TODAY}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

function renderIn(locale: string, initial: DateRange, onChange = vi.fn()) {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <Harness initial={initial} onChange={onChange} />
    </AdminContext>,
  );
  return onChange;
}

const open = async (name: RegExp | string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name }));
  return screen.findByRole('listbox');
};

describe('DateRangeInput', () => {
  it("offers the spec's presets, labelled as written, and a custom range", async () => {
    renderIn('en', { from: TODAY, to: TODAY });
    expect(await screen.findByRole('combobox', { name: 'Date range' })).toHaveTextContent('Today');
    const options = within(await open('Date range')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Last 1 Week',
      'Last 28 Days',
      'Last 90 Days',
      'Last 365 Days',
      'Last 1 Month',
      'Last 3 Month',
      'Last 6 Month',
      'Last 12 Month',
      'Custom range',
    ]);
  });

  it("gives a preset's [from, to] when chosen", async () => {
    const onChange = renderIn('en', { from: TODAY, to: TODAY });
    fireEvent.click(within(await open('Date range')).getByRole('option', { name: 'Last 3 Month' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-08-01', to: '2026-10-31' });
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveTextContent('Last 3 Month');
    fireEvent.click(within(await open('Date range')).getByRole('option', { name: 'Last 1 Week' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-20', to: TODAY });
  });

  it("labels any other range 'MMM DD,YYYY - MMM DD,YYYY' and edits its days", async () => {
    const onChange = renderIn('en', { from: '2026-11-01', to: '2026-11-15' });
    expect(await screen.findByRole('combobox', { name: 'Date range' })).toHaveTextContent(
      'Nov 01,2026 - Nov 15,2026',
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-20' });
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveTextContent(
      'Nov 01,2026 - Nov 20,2026',
    );
  });

  it('refuses a start after the end, saying why, and keeps the last good range', async () => {
    const onChange = renderIn('en', { from: '2026-11-01', to: '2026-11-15' });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-11-16' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a start date on or before the end date.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens a custom range from a preset', async () => {
    renderIn('en', { from: TODAY, to: TODAY });
    expect(screen.queryByLabelText('From')).toBeNull();
    fireEvent.click(within(await open('Date range')).getByRole('option', { name: 'Custom range' }));
    expect(await screen.findByLabelText('From')).toHaveValue(TODAY);
    expect(screen.getByLabelText('To')).toHaveValue(TODAY);
    // Days of one's own that make a preset's range read as the preset.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-30' } });
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveTextContent('Last 28 Days');
  });

  it('follows a range the page changes', async () => {
    const store = memoryStore({ locale: 'en' });
    const { rerender } = render(
      <AdminContext i18nProvider={i18nProvider} store={store}>
        <DateRangeInput value={{ from: '2026-11-01', to: '2026-11-15' }} today={TODAY} onChange={vi.fn()} />
      </AdminContext>,
    );
    expect(await screen.findByLabelText('From')).toHaveValue('2026-11-01');
    rerender(
      <AdminContext i18nProvider={i18nProvider} store={store}>
        <DateRangeInput value={{ from: '2026-09-02', to: '2026-11-15' }} today={TODAY} onChange={vi.fn()} />
      </AdminContext>,
    );
    expect(await screen.findByLabelText('From')).toHaveValue('2026-09-02');
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveTextContent(
      'Sep 02,2026 - Nov 15,2026',
    );
  });

  it('speaks the chosen language', async () => {
    renderIn('de', { from: '2026-10-01', to: '2026-10-31' });
    expect(await screen.findByRole('combobox', { name: 'Zeitraum' })).toHaveTextContent('Letzter Monat');
    const options = within(await open('Zeitraum')).getAllByRole('option');
    expect(options.at(-1)).toHaveTextContent('Eigener Zeitraum');
  });
});
