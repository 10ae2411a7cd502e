import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOCOMPLETE_LIST_MAX_HEIGHT_PX, AUTOCOMPLETE_ROW_HEIGHT_PX } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import { signedInAs } from '../../test/fakes';
import { renderAppAt } from '../../test/renderApp';

const FAQ = 'https://help.example.com/creators/faq';

/** Signed in as this type, with the FAQ address the API sent (or none). */
async function searchAs(type: UserType, faqUrl: string | undefined, term: string) {
  const authProvider = signedInAs(type);
  session.saveFaqUrl(faqUrl);
  renderAppAt('/dashboard', authProvider);
  fireEvent.click(await screen.findByRole('button', { name: 'Explore DRM...' }));
  const input = screen.getByRole('combobox', { name: 'Explore DRM...' });
  fireEvent.change(input, { target: { value: term } });
  return input;
}

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe("the creators' FAQ in the top bar search (spec 001 §2.7)", () => {
  it.each([
    ['a creator', UserType.CREATOR],
    ['a creator team member', UserType.CREATOR_TEAM],
  ])('is offered to %s as a link to the configured address, in a new tab', async (_who, type) => {
    await searchAs(type, FAQ, 'faq');
    const faq = screen.getByRole('option', { name: 'FAQ' });
    expect(faq.tagName).toBe('A');
    expect(faq).toHaveAttribute('href', FAQ);
    expect(faq).toHaveAttribute('target', '_blank');
    expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens in a new tab on Enter, leaving the app where it was', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const input = await searchAs(UserType.CREATOR, FAQ, 'FAQ');
    const here = window.location.pathname;
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(open).toHaveBeenCalledWith(FAQ, '_blank', 'noopener,noreferrer');
    expect(window.location.pathname).toBe(here);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('is not offered when no address is configured', async () => {
    await searchAs(UserType.CREATOR, undefined, 'faq');
    expect(screen.queryByRole('option', { name: 'FAQ' })).toBeNull();
    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });

  it.each([
    ['an admin', UserType.ADMIN],
    ['a rights holder', UserType.RIGHT_HOLDER],
    ['a viewer', UserType.VIEWER],
  ])('is not offered to %s', async (_who, type) => {
    await searchAs(type, FAQ, 'faq');
    expect(screen.queryByRole('option', { name: 'FAQ' })).toBeNull();
  });
});

describe('the top bar search results (spec 001 §9)', () => {
  it('are an autocomplete list: at most 120 px high, rows of 40 px', async () => {
    await searchAs(UserType.ADMIN, undefined, 'a');
    const list = screen.getByRole('listbox', { name: 'Explore DRM...' });
    expect(getComputedStyle(list).maxHeight).toBe(`${AUTOCOMPLETE_LIST_MAX_HEIGHT_PX}px`);
    expect(getComputedStyle(list).overflowY).toBe('auto');
    for (const option of screen.getAllByRole('option')) {
      expect(getComputedStyle(option).minHeight).toBe(`${AUTOCOMPLETE_ROW_HEIGHT_PX}px`);
    }
  });
});
