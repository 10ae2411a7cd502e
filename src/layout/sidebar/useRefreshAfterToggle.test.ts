import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_REFRESH_AFTER_TOGGLE_MS } from '../../../shared/constants';
import { useRefreshAfterToggle } from './useRefreshAfterToggle';

let resizes: number;
const countResize = () => void resizes++;

beforeEach(() => {
  vi.useFakeTimers();
  resizes = 0;
  window.addEventListener('resize', countResize);
});

afterEach(() => {
  window.removeEventListener('resize', countResize);
  vi.useRealTimers();
});

const render = (width: number) =>
  renderHook(({ width }) => useRefreshAfterToggle(width), { initialProps: { width } });

describe('the sidebar refresh (spec 001 §9)', () => {
  it('tells the window it resized 300 ms after the column changes width, not before', () => {
    const { rerender } = render(240);
    rerender({ width: 56 });
    vi.advanceTimersByTime(SIDEBAR_REFRESH_AFTER_TOGGLE_MS - 1);
    expect(resizes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(resizes).toBe(1);
    vi.advanceTimersByTime(10 * SIDEBAR_REFRESH_AFTER_TOGGLE_MS);
    expect(resizes).toBe(1);
    expect(SIDEBAR_REFRESH_AFTER_TOGGLE_MS).toBe(300);
  });

  it('does nothing on the first render, or while the width stays', () => {
    const { rerender } = render(240);
    rerender({ width: 240 });
    vi.advanceTimersByTime(10 * SIDEBAR_REFRESH_AFTER_TOGGLE_MS);
    expect(resizes).toBe(0);
  });

  it('refreshes once after a quick close and open, counted from the last toggle', () => {
    const { rerender } = render(240);
    rerender({ width: 56 });
    vi.advanceTimersByTime(200);
    rerender({ width: 240 });
    vi.advanceTimersByTime(SIDEBAR_REFRESH_AFTER_TOGGLE_MS - 1);
    expect(resizes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(resizes).toBe(1);
  });

  it('refreshes nothing once the sidebar is gone', () => {
    const { rerender, unmount } = render(240);
    rerender({ width: 56 });
    unmount();
    vi.advanceTimersByTime(10 * SIDEBAR_REFRESH_AFTER_TOGGLE_MS);
    expect(resizes).toBe(0);
  });
});
