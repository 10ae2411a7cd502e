import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '../../../shared/roles';
import type { SessionUser } from '../../api/session';
import { session } from '../../api/session';
import { signedInAs } from '../../test/fakes';
import { renderAppAt } from '../../test/renderApp';

function renderAt(path: string, type: UserType, details: Partial<SessionUser> = {}) {
  return renderAppAt(path, signedInAs(type, '1', details));
}

const entry = (name: string) => screen.queryByRole('menuitem', { name });

// A wide screen: below 1200 px the menu is an overlay (see Layout.test.tsx).
const JSDOM_WIDTH = window.innerWidth;
beforeEach(() => {
  window.innerWidth = 1400;
});
afterEach(() => {
  window.innerWidth = JSDOM_WIDTH;
  session.clear();
  vi.restoreAllMocks();
});

describe('the sidebar menu', () => {
  it('opens one group at a time, closing its siblings', async () => {
    renderAt('/dashboard/analytics', 1);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Accounts' }));
    expect(await screen.findByRole('menuitem', { name: 'Creators / Channel Owners' })).toBeInTheDocument();
    expect(entry('Accounts')).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(entry('Content')!);
    expect(await screen.findByRole('menuitem', { name: 'Content Library' })).toBeInTheDocument();
    await waitFor(() => expect(entry('Creators / Channel Owners')).toBeNull());
    expect(entry('Accounts')).toHaveAttribute('aria-expanded', 'false');

    // A submenu opens inside its group, and closing the group closes it.
    fireEvent.click(entry('Content Settings')!);
    expect(await screen.findByRole('menuitem', { name: 'Speakers' })).toBeInTheDocument();
    fireEvent.click(entry('Content')!);
    await waitFor(() => expect(entry('Speakers')).toBeNull());
  });

  it('starts with the groups holding the current page open', async () => {
    renderAt('/channels', 1);
    expect(await screen.findByRole('menuitem', { name: 'Channels' })).toHaveAttribute('href', '/channels');
    expect(entry('YouTube Licensing')).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows the user: a rights holder without a label or agreements sees neither Upload nor Licensing', async () => {
    renderAt('/dashboard/analytics', 4);
    expect(await screen.findByRole('menuitem', { name: 'Content' })).toBeInTheDocument();
    expect(entry('Upload')).toBeNull();
    expect(entry('YouTube Licensing')).toBeNull();
  });

  it('titles channels Sublicensee Channels for a rights holder with agreements', async () => {
    renderAt('/channels', 4, { contractCount: 2, asset_label: { label_id: 'L', labelName: 'North' } });
    expect(await screen.findByRole('menuitem', { name: 'Sublicensee Channels' })).toBeInTheDocument();
    expect(entry('Upload')).toBeInTheDocument();
  });
});

describe('the menu badges', () => {
  /** The API as the badges meet it: some counts answer, the inquiries count fails. */
  function answerCounts(counts: Record<string, number>) {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://app').pathname;
      asked.push(path);
      if (path in counts) return Response.json({ result: counts[path] });
      return Response.json({ message: 'Something broke.' }, { status: 500 });
    });
    return asked;
  }

  it('shows the counts as red pills, and leaves a failed count empty without breaking the menu', async () => {
    const asked = answerCounts({ '/api/contact-us/badge/count': 5, '/api/manual/claim/count': 0 });
    renderAt('/contact-us', 1);
    const contactUs = await screen.findByRole('menuitem', { name: /^Contact Us/ });
    await waitFor(() => expect(screen.getByText('5 waiting')).toBeInTheDocument());
    expect(contactUs).toContainElement(screen.getByText('5 waiting'));
    // The failed inquiries count: the entry is there, with no pill.
    expect(screen.getByRole('menuitem', { name: 'Pending Requests' })).toBeInTheDocument();
    expect(asked).toContain('/api/inquiry-list/badge/count');
    // Staff never ask the count of a badge their menu does not show.
    expect(asked).not.toContain('/api/poc/audio/count');
  });

  it("asks a rights holder's counts of their own label only, and never the claims count", async () => {
    const asked = answerCounts({ '/api/CID/asset/original/badge/count': 2 });
    renderAt('/upload', 4, { contractCount: 1, asset_label: { label_id: 'L', labelName: 'North' } });
    await waitFor(() => expect(screen.getByText('2 waiting')).toBeInTheDocument());
    expect(asked).not.toContain('/api/manual/claim/count');
    const upload = vi
      .mocked(globalThis.fetch)
      .mock.calls.find(([input]) => String(input).includes('/original/'));
    expect(JSON.parse(String(upload?.[1]?.body))).toEqual({ search: '', asset_label: 'North' });
  });
});
