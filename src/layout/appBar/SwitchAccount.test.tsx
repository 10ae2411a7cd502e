import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, userTypeOf, type ContentOwner } from '../../api/session';
import { signedInAs } from '../../test/fakes';
import { renderAppAt } from '../../test/renderApp';
import { reloadPage } from '../reloadPage';

vi.mock('../reloadPage', () => ({ reloadPage: vi.fn() }));

const OWNERS: ContentOwner[] = [
  {
    content_owner_id: 'o1',
    company: 'Northwind Audio',
    name: 'Rita',
    profile_picture: null,
    default_active: true,
  },
  {
    content_owner_id: 'o2',
    company: 'Fresh Footage Co',
    name: 'Nina',
    profile_picture: null,
    default_active: false,
  },
];

function answerWith(status: number, json: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAsTeamMember(owners: ContentOwner[]) {
  const authProvider = signedInAs(8, '1', { team_member_type: 'right_holder' });
  session.saveContentOwners(owners);
  return renderAppAt('/dashboard/analytics', authProvider);
}

async function openSwitchList() {
  fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Switch Account' }));
}

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

describe('Switch Account', () => {
  it('is absent when there is no owner to switch to', async () => {
    renderAsTeamMember([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Switch Account' })).toBeNull();
  });

  it('does nothing for the active owner', async () => {
    const fetchMock = answerWith(200, {});
    renderAsTeamMember(OWNERS);
    await openSwitchList();
    fireEvent.click(await screen.findByRole('menuitem', { name: /Northwind Audio/ }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('switches to another owner, stores what the spec names, reads creator teams as type 9, and reloads', async () => {
    const switched = OWNERS.map((owner) => ({ ...owner, default_active: owner.content_owner_id === 'o2' }));
    const fetchMock = answerWith(200, {
      result: { ...session.user(), company: 'Fresh Footage Co' },
      type: 8,
      team_member_type: 'creator',
      content_owner_array: switched,
    });
    renderAsTeamMember(OWNERS);
    await openSwitchList();
    fireEvent.click(await screen.findByRole('menuitem', { name: /Fresh Footage Co/ }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/content/owner/switch');
    expect(JSON.parse(init.body as string)).toEqual({ user_id: 'u1', content_owner_id: 'o2' });
    expect(localStorage.getItem('company')).toBe('Fresh Footage Co');
    expect(session.contentOwners()).toEqual(switched);
    expect(userTypeOf(session.user()!)).toBe(9);
  });

  it("shows the server's message and stays when the switch is refused", async () => {
    answerWith(403, { message: 'You are not a member of that content owner team.' });
    renderAsTeamMember(OWNERS);
    await openSwitchList();
    fireEvent.click(await screen.findByRole('menuitem', { name: /Fresh Footage Co/ }));
    expect(await screen.findByText('You are not a member of that content owner team.')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('Switch Account with many owners', () => {
  const many: ContentOwner[] = [
    'Acme Music',
    'Zürich Sound',
    'Beta Films',
    'Gamma Audio',
    'Delta',
    'Echo',
  ].map((company, index) => ({
    content_owner_id: `m${index}`,
    company,
    name: `Owner ${index}`,
    profile_picture: null,
    default_active: index === 0,
  }));

  it('filters them on company and name as typed (spec 001 §5), with initials for their pictures', async () => {
    renderAsTeamMember(many);
    await openSwitchList();
    const box = await screen.findByRole('textbox', { name: 'Search' });
    expect(screen.getByRole('menuitem', { name: /Zürich Sound/ })).toHaveTextContent('ZS');

    fireEvent.change(box, { target: { value: 'ZÜRICH' } });
    expect(screen.getByRole('menuitem', { name: /Zürich Sound/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Beta Films/ })).toBeNull();

    fireEvent.change(box, { target: { value: 'owner [23]' } });
    expect(screen.getAllByRole('menuitem', { name: /Owner [0-9]/ }).map((item) => item.textContent)).toEqual([
      expect.stringContaining('Beta Films'),
      expect.stringContaining('Gamma Audio'),
    ]);
  });

  it('has no filter box for a few owners', async () => {
    renderAsTeamMember(OWNERS);
    await openSwitchList();
    await screen.findByRole('menuitem', { name: /Fresh Footage Co/ });
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
  });
});
