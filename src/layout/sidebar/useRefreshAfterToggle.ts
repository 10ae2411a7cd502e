import { useEffect, useRef } from 'react';
import { SIDEBAR_REFRESH_AFTER_TOGGLE_MS } from '../../../shared/constants';

/**
 * Spec 001 §9: 300 ms after the sidebar opens or closes (its 200 ms slide over) the window is told
 * it resized, so whatever sized itself to the page's width when it drew (charts, wide tables) draws
 * again at the width the page has now. It follows the width the sidebar's column takes from the
 * page, so a compact sidebar expanding over the page on hover, or the overlay of small screens,
 * refreshes nothing. Nothing happens on the first render; a second toggle within the wait starts it
 * again, so a quick open and close refreshes once.
 */
export function useRefreshAfterToggle(columnWidth: number): void {
  const initial = useRef(columnWidth);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && columnWidth === initial.current) return;
    moved.current = true;
    const timer = window.setTimeout(
      () => window.dispatchEvent(new Event('resize')),
      SIDEBAR_REFRESH_AFTER_TOGGLE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [columnWidth]);
}
