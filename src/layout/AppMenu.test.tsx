import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserType } from '../../shared/roles';
import type { SessionUser } from '../authProvider/session';
import { session } from '../authProvider/session';
import { signedInAs } from '../test/fakes';
import { renderAppAt } from '../test/renderApp';

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
