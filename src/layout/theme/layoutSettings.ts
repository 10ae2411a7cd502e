import { useCallback } from 'react';
import { useNotify, useStore, useTheme } from 'react-admin';
import { DEFAULT_THEME, type SIDEBAR_WIDTHS_PX, type Theme } from '../../../shared/constants';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { SIDEBAR_IMAGES, type BackgroundColour } from '../sidebar/sidebarPalette';

export const LAYOUT_VARIANTS = ['Light', 'Dark', 'Transparent'] as const;
export type LayoutVariant = (typeof LAYOUT_VARIANTS)[number];
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
  /**
   * layout.variant is Transparent. Light and Dark are react-admin's own theme (store key 'theme'),
   * which the user's record also sets, so the variant is read from both rather than kept twice.
   */
  transparent: boolean;
  backgroundColor: BackgroundColour;
  backgroundImage: boolean;
  backgroundImageURL: string;
}

/**
 * Spec 001 §9: Side menu, Static navbar, sidebar not collapsed, size sidebar-md, background colour
 * warning with an image URL set but no image shown.
 */
export const DEFAULT_LAYOUT: LayoutSettings = {
  menuPosition: 'Side',
  navbarType: 'Static',
  compact: false,
  sidebarSize: 'sidebar-md',
  transparent: false,
  backgroundColor: 'warning',
  backgroundImage: false,
  backgroundImageURL: SIDEBAR_IMAGES[0]!,
};

/**
 * The variant switch of spec 001 §4: Light takes the first image and purple-bliss, Dark the third
 * image and black, Transparent no image and the first glass shade.
 */
export function variantSettings(variant: LayoutVariant): Partial<LayoutSettings> {
  switch (variant) {
    case 'Light':
      return { transparent: false, backgroundImageURL: SIDEBAR_IMAGES[0]!, backgroundColor: 'purple-bliss' };
    case 'Dark':
      return { transparent: false, backgroundImageURL: SIDEBAR_IMAGES[2]!, backgroundColor: 'black' };
    case 'Transparent':
      return {
        transparent: true,
        backgroundImage: false,
        backgroundImageURL: '',
        backgroundColor: 'bg-glass-1',
      };
  }
}

export function variantOf(theme: Theme, settings: Pick<LayoutSettings, 'transparent'>): LayoutVariant {
  if (theme === 'light') return 'Light';
  return settings.transparent ? 'Transparent' : 'Dark';
}

/** The react-admin theme a variant shows: Transparent is dark text on a dark glass. */
export const themeOfVariant = (variant: LayoutVariant): Theme => (variant === 'Light' ? 'light' : 'dark');

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

/**
 * The layout variant, and a setter that applies its rules and the matching light or dark theme,
 * which it saves to the user's record (sign-in applies it again on any browser).
 */
export function useLayoutVariant(): [LayoutVariant, (variant: LayoutVariant) => void] {
  const [settings, change] = useLayoutSettings();
  const [theme, setTheme] = useTheme(DEFAULT_THEME);
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const variant = variantOf(theme === 'light' ? 'light' : 'dark', settings);
  const setVariant = useCallback(
    (next: LayoutVariant) => {
      if (next === variant) return;
      change(variantSettings(next));
      const nextTheme = themeOfVariant(next);
      if (nextTheme === themeOfVariant(variant)) return;
      setTheme(nextTheme);
      dataProvider
        .saveTheme(nextTheme)
        .catch(() => notify('app.customizer.theme_not_saved', { type: 'warning' }));
    },
    [variant, change, setTheme, notify, dataProvider],
  );
  return [variant, setVariant];
}
