import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import { signedInAs } from '../../test/fakes';
import { renderAppAt } from '../../test/renderApp';

function renderAs(type: UserType) {
  return renderAppAt('/dashboard/analytics', signedInAs(type));
}

async function openSearch(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Explore DRM...' }));
  return screen.getByRole('combobox', { name: 'Explore DRM...' });
}

afterEach(() => session.clear());

describe('the top bar search', () => {
  it('focuses on open, lists what the user may open, and Enter goes to the first result', async () => {
    renderAs(3);
    const input = await openSearch();
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'CHAN' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Channels',
      'Payment history by Channel',
    ]);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(window.location.pathname).toBe('/channels'));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows staff the entries of their type, and a click goes to the result', async () => {
    renderAs(2);
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'monitoring' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Monitoring Channels',
      'Monitoring Youtube videos',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Monitoring Channels' }));
    await waitFor(() => expect(window.location.pathname).toBe('/monitoring-channels'));
  });

  it('says so when nothing matches, and Escape clears and closes', async () => {
    renderAs(4);
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'monitoring' } });
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(await openSearch()).toHaveValue('');
  });
});
