/**
 * The customizer's palette (spec 001 §9): 14 sidebar colours (7 gradient, 7 solid), 6 transparent
 * colours and 4 glass shades for the Transparent layout, and 6 sidebar images. The codes are the
 * spec's; the colours are darkened where needed so that the menu's text keeps a 4.5:1 contrast.
 */

/** A background and the text colour that reads on it. */
export interface Swatch {
  background: string;
  text: string;
  /** The colours the background is made of, for the contrast test. */
  stops: readonly string[];
}

const WHITE_TEXT = '#ffffff';
const DARK_TEXT = '#1f2937';

function gradient(from: string, to: string, text = WHITE_TEXT): Swatch {
  return { background: `linear-gradient(45deg, ${from}, ${to})`, text, stops: [from, to] };
}

function solid(colour: string, text = WHITE_TEXT): Swatch {
  return { background: colour, text, stops: [colour] };
}

/** The 7 gradients first, then the 7 solids; 'purple-bliss' is the sixth code (spec 001 §4). */
export const SIDEBAR_COLOURS = {
  mint: gradient('#0f766e', '#047857'),
  'king-yna': gradient('#1a2a6c', '#b21f1f'),
  'ibiza-sunset': gradient('#be123c', '#c2410c'),
  flickr: gradient('#be185d', '#33001b'),
  'man-of-steel': gradient('#780206', '#061161'),
  'purple-bliss': gradient('#360033', '#0a6f79'),
  'purple-love': gradient('#b02752', '#753a88'),
  black: solid('#1e1e1e'),
  white: solid('#ffffff', DARK_TEXT),
  primary: solid('#1565c0'),
  success: solid('#2e7d32'),
  warning: solid('#b45309'),
  info: solid('#0369a1'),
  danger: solid('#c62828'),
} as const satisfies Record<string, Swatch>;
export type SidebarColour = keyof typeof SIDEBAR_COLOURS;
export const SIDEBAR_COLOUR_CODES = Object.keys(SIDEBAR_COLOURS) as SidebarColour[];
export const GRADIENT_COLOUR_COUNT = 7;

/** The Transparent layout's page backgrounds: 6 colours, then 4 glass shades. */
export const TRANSPARENT_COLOURS = {
  'bg-glass-hibiscus': gradient('#7e22ce', '#4801ff'),
  'bg-glass-purple-pizzazz': gradient('#662d8c', '#a3135a'),
  'bg-glass-blue-lagoon': gradient('#1e3a8a', '#0e7490'),
  'bg-glass-electric-violet': gradient('#4a00e0', '#6d28d9'),
  'bg-glass-portage': gradient('#3b4cca', '#123597'),
  'bg-glass-tundora': gradient('#404040', '#262626'),
} as const satisfies Record<string, Swatch>;
export const GLASS_SHADES = {
  'bg-glass-1': gradient('#141e30', '#243b55'),
  'bg-glass-2': gradient('#0f2027', '#2c5364'),
  'bg-glass-3': gradient('#232526', '#414345'),
  'bg-glass-4': gradient('#1f1c2c', '#4a3f6b'),
} as const satisfies Record<string, Swatch>;
export type TransparentColour = keyof typeof TRANSPARENT_COLOURS | keyof typeof GLASS_SHADES;
export const TRANSPARENT_COLOUR_CODES = Object.keys(TRANSPARENT_COLOURS) as TransparentColour[];
export const GLASS_SHADE_CODES = Object.keys(GLASS_SHADES) as TransparentColour[];

export type BackgroundColour = SidebarColour | TransparentColour;

export function swatchOf(code: BackgroundColour): Swatch {
  return (
    (SIDEBAR_COLOURS as Record<string, Swatch>)[code] ??
    (TRANSPARENT_COLOURS as Record<string, Swatch>)[code] ??
    (GLASS_SHADES as Record<string, Swatch>)[code]!
  );
}

/** The 6 sidebar images, served from public/sidebar/. */
export const SIDEBAR_IMAGES = [1, 2, 3, 4, 5, 6].map((n) => `/sidebar/0${n}.svg`);

/** Glass: the Transparent layout's sidebar and navbar let the page's colour through. */
export const GLASS_SURFACE = 'rgba(0, 0, 0, 0.28)';
/** The Transparent layout's cards, lists and menus: dark enough for the text over any colour. */
export const GLASS_PAPER = 'rgba(18, 18, 18, 0.6)';
