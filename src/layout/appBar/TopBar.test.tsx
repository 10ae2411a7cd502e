import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '../../../shared/roles';
import { session, type SessionUser } from '../../api/session';
import { signedInAs } from '../../test/fakes';
import { renderAppAt } from '../../test/renderApp';

function renderAs(type: UserType, details: Partial<SessionUser> = {}) {
  return renderAppAt('/dashboard/analytics', signedInAs(type, '1', details));
}

const JSDOM_WIDTH = window.innerWidth;

afterEach(() => {
  window.innerWidth = JSDOM_WIDTH;
  session.clear();
  // The chosen language is kept in the store, which lives in localStorage.
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the user dropdown', () => {
  it('shows the name, the company when set and the role label as spelled in the spec', async () => {
    renderAs(5, { company: 'DRM Rights Ltd' });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(await screen.findByText('DRM Rights Ltd')).toBeInTheDocument();
    expect(screen.getByText('Manger Limited')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute('href', '/update-profile');
    expect(screen.getByRole('menuitem', { name: 'Favourites' })).toHaveAttribute(
      'href',
      '/libraries/tab/favourites',
    );
    expect(screen.getByRole('menuitem', { name: 'Downloaded' })).toHaveAttribute(
      'href',
      '/libraries/tab/downloaded',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('leaves the company out when there is none', async () => {
    renderAs(9);
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(await screen.findByText('Team Member (Creator)')).toBeInTheDocument();
    expect(screen.queryByText('DRM Rights Ltd')).toBeNull();
  });
});

describe('the fullscreen toggle', () => {
  it('asks for fullscreen and switches its icon and label when the document changes', async () => {
    // jsdom has no Fullscreen API: the document's side of it is stood in for here.
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    const request = vi.fn(async () => undefined);
    document.documentElement.requestFullscreen = request;
    renderAs(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Fullscreen' }));
    expect(request).toHaveBeenCalled();
    element = document.documentElement;
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    expect(await screen.findByRole('button', { name: 'Exit fullscreen' })).toBeInTheDocument();
    for (const property of ['fullscreenEnabled', 'fullscreenElement'])
      Reflect.deleteProperty(document, property);
  });
});

describe('the language menu', () => {
  it('offers the five languages, each with its flag, and switches the texts', async () => {
    renderAs(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    const choices = await screen.findAllByRole('menuitem');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'English',
      'Français',
      'Español',
      'Português',
      'Deutsch',
    ]);
    for (const choice of choices) expect(choice.querySelector('svg rect')).not.toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    // The German texts load with the choice (their own chunks, the app's and then the server's), and
    // the bar draws again as each arrives: both read German once the switch has settled.
    await waitFor(
      () => {
        expect(screen.getByRole('button', { name: 'DRM durchsuchen...' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Sprache: Deutsch' })).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
  });
});

describe('the bar on a phone', () => {
  /** A window narrower than 900 px, as MUI's media queries see it (jsdom has no matchMedia). */
  function narrowWindow() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      // MUI asks "(max-width:899.95px)" for below md, "(min-width:...)" for from a width up.
      matches: /max-width:\s*(\d+)/.test(query) && Number(/max-width:\s*(\d+)/.exec(query)![1]) >= 599,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
  }
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the user menu and moves the other controls behind More, each still working', async () => {
    narrowWindow();
    renderAs(1);
    const more = await screen.findByRole('button', { name: 'More options' });
    expect(screen.getByRole('button', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Language: English' })).toBeNull();
    fireEvent.click(more);
    const entries = await screen.findByRole('group', { name: 'More options' });
    expect(entries).toHaveTextContent('Downloaded Package');
    expect(entries).toHaveTextContent('Toggle light/dark mode');
    expect(entries).toHaveTextContent('Theme Customizer');
    // An entry's own menu opens once the More panel has closed.
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Weitere Optionen' })).toBeInTheDocument();
  }, 20_000);
});

describe('the footer', () => {
  const year = new Date().getFullYear();

  it('shows the year and the short name on a narrow screen', async () => {
    window.innerWidth = 1000;
    renderAs(1);
    expect(await screen.findByText(`Copyright © ${year} DRM`)).toBeInTheDocument();
  });

  it("adds ', All rights reserved.' from 1200 px", async () => {
    window.innerWidth = 1400;
    renderAs(1);
    expect(await screen.findByText(`Copyright © ${year} DRM, All rights reserved.`)).toBeInTheDocument();
  });
});
