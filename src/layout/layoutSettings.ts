import { useCallback } from 'react';
import { useStore } from 'react-admin';
import type { SIDEBAR_WIDTHS_PX } from '../../shared/constants';

export const MENU_POSITIONS = ['Side', 'Top'] as const;
export const NAVBAR_TYPES = ['Static', 'Fixed'] as const;
export const SIDEBAR_SIZES = [
  'sidebar-sm',
  'sidebar-md',
  'sidebar-lg',
] as const satisfies readonly (keyof typeof SIDEBAR_WIDTHS_PX)[];

/** The layout configuration of spec 001 §3 that the customizer sets (kept per browser). */
export interface LayoutSettings {
  menuPosition: (typeof MENU_POSITIONS)[number];
  navbarType: (typeof NAVBAR_TYPES)[number];
  /** sidebar.collapsed: a compact sidebar of icons that expands while hovered. */
  compact: boolean;
  sidebarSize: (typeof SIDEBAR_SIZES)[number];
}

/** Spec 001 §9: Side menu, Static navbar, sidebar not collapsed, size sidebar-md. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  menuPosition: 'Side',
  navbarType: 'Static',
  compact: false,
  sidebarSize: 'sidebar-md',
};

/** The settings, defaults filled in, and a setter that changes some of them. */
export function useLayoutSettings(): [LayoutSettings, (change: Partial<LayoutSettings>) => void] {
  const [stored, store] = useStore<Partial<LayoutSettings>>('layout.settings', DEFAULT_LAYOUT);
  const settings = { ...DEFAULT_LAYOUT, ...stored };
  const change = useCallback(
    (patch: Partial<LayoutSettings>) => store((current) => ({ ...current, ...patch })),
    [store],
  );
  return [settings, change];
}
