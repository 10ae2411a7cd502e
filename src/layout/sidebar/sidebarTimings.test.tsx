import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_REFRESH_AFTER_TOGGLE_MS, SIDEBAR_SLIDE_MS } from '../../../shared/constants';
import { session } from '../../api/session';
import { signedInAs } from '../../test/fakes';
import { renderAppAt } from '../../test/renderApp';

const JSDOM_WIDTH = window.innerWidth;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.innerWidth = JSDOM_WIDTH;
  session.clear();
  localStorage.clear();
});

/** The app as an admin on a wide screen, where the sidebar is a column beside the page. */
async function renderWide() {
  // The menu's badge counts: none.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ result: {} }), { status: 200 }));
  window.innerWidth = 1400;
  renderAppAt('/dashboard/analytics', signedInAs(1));
  return screen.findByRole('menuitem', { name: 'Activity Log Reports' });
}

describe('the sidebar (spec 001 §9)', () => {
  it('slides in 200 ms, and tells the window it resized 300 ms after a toggle', async () => {
    const item = await renderWide();
    const column = item.closest('nav')!;
    expect(getComputedStyle(column).transition).toContain(`width ${SIDEBAR_SLIDE_MS}ms`);
    expect(getComputedStyle(column.firstElementChild!).transition).toContain(`width ${SIDEBAR_SLIDE_MS}ms`);

    let resizes = 0;
    const count = () => void resizes++;
    window.addEventListener('resize', count);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: /close menu/i }));
    act(() => vi.advanceTimersByTime(SIDEBAR_REFRESH_AFTER_TOGGLE_MS - 1));
    expect(resizes).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(resizes).toBe(1);
    window.removeEventListener('resize', count);
  });

  it('unfolds a group in 200 ms', async () => {
    await renderWide();
    const group = screen.getByRole('menuitem', { name: 'Accounts' });
    fireEvent.click(group);
    const entry = await screen.findByRole('menuitem', { name: 'Creators / Channel Owners' });
    const collapse = entry.closest('.MuiCollapse-root') as HTMLElement;
    expect(collapse.style.transitionDuration).toBe(`${SIDEBAR_SLIDE_MS}ms`);
  });
});
