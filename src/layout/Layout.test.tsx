import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { signedInAs } from '../test/fakes';
import { renderAppAt } from '../test/renderApp';

const JSDOM_WIDTH = window.innerWidth;

function renderAt(path: string, width: number) {
  window.innerWidth = width;
  return renderAppAt(path, signedInAs(1));
}

async function openCustomizer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Theme Customizer' }));
  return screen.findByRole('region', { name: 'Theme Customizer' });
}

/** The API's answer to the theme's save, recorded. */
function stubThemeSave() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ result: {} }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const storedTheme = () => JSON.parse(localStorage.getItem('RaStore.theme') ?? 'null');

afterEach(() => {
  vi.unstubAllGlobals();
  window.innerWidth = JSDOM_WIDTH;
  session.clear();
  localStorage.clear();
});

describe('the menu below 1200 px', () => {
  it('is an overlay: closed on load, opened by the menu button, closed on navigation and by its button', async () => {
    renderAt('/dashboard/analytics', 1000);
    await screen.findByRole('button', { name: 'Profile' });
    expect(screen.queryByRole('menuitem', { name: 'Activity Log Reports' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /menu/i }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Activity Log Reports' }));
    await waitFor(() => expect(window.location.pathname).toBe('/activity-log-reports'));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Activity Log Reports' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /menu/i }));
    await screen.findByRole('menuitem', { name: 'Activity Log Reports' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Activity Log Reports' })).toBeNull());
  });

  it('becomes a column again 500 ms after the window widens', async () => {
    renderAt('/dashboard/analytics', 1000);
    await screen.findByRole('button', { name: 'Profile' });
    window.innerWidth = 1400;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(
      await screen.findByRole('menuitem', { name: 'Activity Log Reports' }, { timeout: 2000 }),
    ).toBeVisible();
  });
});

describe('the theme customizer', () => {
  it('hides the width choice while the menu is compact, and keeps its choices across reloads', async () => {
    const { unmount } = renderAt('/dashboard/analytics', 1400);
    const customizer = await openCustomizer();
    expect(within(customizer).getByRole('radiogroup', { name: 'Sidebar width' })).toBeInTheDocument();
    fireEvent.click(within(customizer).getByRole('radio', { name: 'Large' }));
    fireEvent.click(within(customizer).getByRole('switch', { name: 'Compact menu' }));
    expect(within(customizer).queryByRole('radiogroup', { name: 'Sidebar width' })).toBeNull();
    unmount();

    renderAt('/dashboard/analytics', 1400);
    const again = await openCustomizer();
    expect(within(again).getByRole('switch', { name: 'Compact menu' })).toBeChecked();
    fireEvent.click(within(again).getByRole('switch', { name: 'Compact menu' }));
    expect(within(again).getByRole('radio', { name: 'Large' })).toBeChecked();
  });

  it('puts the menu across the top, where a group opens on hover', async () => {
    renderAt('/dashboard/analytics', 1400);
    const customizer = await openCustomizer();
    fireEvent.click(within(customizer).getByRole('radio', { name: 'Top' }));
    fireEvent.click(within(customizer).getByRole('button', { name: 'Close' }));
    const accounts = await screen.findByRole('button', { name: 'Accounts' });
    expect(screen.queryByRole('menuitem', { name: 'Accounts' })).toBeNull();
    fireEvent.mouseEnter(accounts.parentElement!);
    expect(await screen.findByRole('menuitem', { name: 'Creators / Channel Owners' })).toHaveAttribute(
      'href',
      '/creators',
    );
    // One dropdown at a time: another group's replaces it.
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Content' }).parentElement!);
    expect(await screen.findByRole('menuitem', { name: 'Content Library' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Creators / Channel Owners' })).toBeNull();
  });
});

describe('the layout variants', () => {
  it('switches Light, Dark and Transparent with their colours, and saves the theme to the account', async () => {
    const fetchMock = stubThemeSave();
    renderAt('/dashboard/analytics', 1400);
    const customizer = await openCustomizer();
    const pressed = (name: string) => within(customizer).getByRole('button', { name });
    // The user's theme is dark; the spec's default colour, warning, is chosen.
    expect(within(customizer).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(pressed('Colour warning')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(customizer).getByRole('radio', { name: 'Light' }));
    expect(pressed('Colour purple-bliss')).toHaveAttribute('aria-pressed', 'true');
    expect(storedTheme()).toBe('light');
    // The menu's badge counts go through fetch too: only the theme saves are looked at.
    const themeSaves = () =>
      (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).filter(
        ([url]) => url === '/api/user/theme',
      );
    await waitFor(() => expect(themeSaves()).toHaveLength(1));
    const [url, init] = themeSaves()[0];
    expect([url, init.method, init.body]).toEqual(['/api/user/theme', 'PUT', '{"theme":"light"}']);

    fireEvent.click(within(customizer).getByRole('radio', { name: 'Dark' }));
    expect(pressed('Colour black')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('Image 3')).toHaveAttribute('aria-pressed', 'true');

    // Transparent: the page's glass colours instead of the sidebar's colours and images; still dark,
    // so nothing more to save.
    fireEvent.click(within(customizer).getByRole('radio', { name: 'Transparent' }));
    expect(within(customizer).getByRole('group', { name: 'Glass shades' })).toBeInTheDocument();
    expect(pressed('Colour bg-glass-1')).toHaveAttribute('aria-pressed', 'true');
    expect(within(customizer).getAllByRole('button', { name: /^Colour bg-glass-/ })).toHaveLength(10);
    expect(within(customizer).queryByRole('group', { name: 'Sidebar images' })).toBeNull();
    expect(storedTheme()).toBe('dark');
    expect(themeSaves()).toHaveLength(2);
  });

  it('shows a chosen image behind the sidebar, and the dark logo on a white one', async () => {
    stubThemeSave();
    renderAt('/dashboard/analytics', 1400);
    const customizer = await openCustomizer();
    expect(screen.getByRole('link', { name: 'DRM', hidden: true })).toHaveAttribute('data-logo', 'default');
    fireEvent.click(within(customizer).getByRole('button', { name: 'Colour white' }));
    expect(screen.getByRole('link', { name: 'DRM', hidden: true })).toHaveAttribute('data-logo', 'dark');
    const imageSwitch = within(customizer).getByRole('switch', { name: 'Sidebar background image' });
    expect(imageSwitch).not.toBeChecked();
    fireEvent.click(within(customizer).getByRole('button', { name: 'Image 4' }));
    expect(imageSwitch).toBeChecked();
  });
});

describe('scrolling and logging out', () => {
  it('marks the page scrolled past 20 px', async () => {
    renderAt('/dashboard/analytics', 1400);
    await screen.findByRole('button', { name: 'Profile' });
    const layout = document.querySelector('.layout')!;
    expect(layout).not.toHaveClass('page-scrolled');
    act(() => {
      window.pageYOffset = 30;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(layout).toHaveClass('page-scrolled');
    act(() => {
      window.pageYOffset = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });

  it("returns the page to the sign-in pages' dark style on logout", async () => {
    stubThemeSave();
    localStorage.setItem('RaStore.theme', JSON.stringify('light'));
    renderAt('/dashboard/analytics', 1400);
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(storedTheme()).toBe('dark'));
  });
});

describe('the notification sidebar', () => {
  it('opens on the Activity tab, and keeps its seven switches across reloads', async () => {
    // The log has nothing for this person yet.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ result: [] })),
    );
    const { unmount } = renderAt('/dashboard/analytics', 1400);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications and settings' }));
    const panel = await screen.findByRole('region', { name: 'Notifications and settings' });
    expect(await within(panel).findByText('No recent activity yet.')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Settings' }));
    const switches = within(panel).getAllByRole('switch');
    expect(switches.map((control) => control.closest('label')!.textContent)).toEqual([
      'Notifications',
      'Show recent activity',
      'Product Update',
      'Email on Follow',
      'Announcements',
      'Date and Time',
      'Email on Comments',
    ]);
    fireEvent.click(within(panel).getByRole('switch', { name: 'Product Update' }));
    unmount();

    renderAt('/dashboard/analytics', 1400);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications and settings' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('switch', { name: 'Product Update' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Announcements' })).toBeChecked();
    // The whole app is drawn twice: on a busy two-core runner that alone can pass 5 s.
  }, 20_000);

  it('is hidden on small screens', async () => {
    renderAt('/dashboard/analytics', 1000);
    await screen.findByRole('button', { name: 'Profile' });
    expect(screen.queryByRole('button', { name: 'Notifications and settings' })).toBeNull();
  });
});
