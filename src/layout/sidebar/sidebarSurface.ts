import type { SxProps, Theme } from '@mui/material/styles';
import type { LayoutSettings } from '../theme/layoutSettings';
import { GLASS_SURFACE, swatchOf } from './sidebarPalette';

const ACTIVE_BAND = 'rgba(0, 0, 0, 0.2)';
/** How much of the sidebar image shows through the colour over it. */
const IMAGE_OPACITY = 0.25;

type SurfaceSettings = Pick<
  LayoutSettings,
  'transparent' | 'backgroundColor' | 'backgroundImage' | 'backgroundImageURL'
>;

/** The white sidebar takes the dark logo (spec 001 §2.6). */
export const sidebarTakesDarkLogo = (settings: SurfaceSettings) =>
  !settings.transparent && settings.backgroundColor === 'white';

/**
 * The sidebar's colour, image and text (spec 001 §2.9): the chosen colour with its own text colour,
 * the image faintly behind it when shown, and the menu's items drawn in that text colour. The
 * Transparent layout's sidebar is a glass over the page's colour.
 */
export function sidebarSurface(settings: SurfaceSettings): SxProps<Theme> {
  const swatch = settings.transparent
    ? { background: GLASS_SURFACE, text: '#ffffff' }
    : swatchOf(settings.backgroundColor);
  const image = !settings.transparent && settings.backgroundImage && settings.backgroundImageURL;
  return {
    background: swatch.background,
    color: swatch.text,
    ...(settings.transparent && { backdropFilter: 'blur(8px)' }),
    '& .MuiMenuItem-root, & .MuiListItemIcon-root': { color: 'inherit' },
    // The current page's entry is bold on a darker band: a lighter one would cost white text contrast.
    '& .MuiMenuItem-root.RaMenuItemLink-active': {
      color: 'inherit',
      fontWeight: 700,
      backgroundColor: ACTIVE_BAND,
    },
    ...(image && {
      '&::before': {
        content: '""',
        position: 'absolute',
        inset: 0,
        background: `url(${image}) center / cover`,
        opacity: IMAGE_OPACITY,
        pointerEvents: 'none',
      },
      '& > *': { position: 'relative' },
    }),
  };
}
