import { describe, expect, it } from 'vitest';
import {
  GLASS_SHADE_CODES,
  GLASS_SHADES,
  GRADIENT_COLOUR_COUNT,
  SIDEBAR_COLOUR_CODES,
  SIDEBAR_COLOURS,
  SIDEBAR_IMAGES,
  TRANSPARENT_COLOUR_CODES,
  TRANSPARENT_COLOURS,
  type Swatch,
} from './sidebarPalette';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the customizer palette (spec 001 §9)', () => {
  it('has 14 sidebar colours, 7 gradient and 7 solid, with purple-bliss the sixth', () => {
    expect(SIDEBAR_COLOUR_CODES).toHaveLength(14);
    const gradients = SIDEBAR_COLOUR_CODES.slice(0, GRADIENT_COLOUR_COUNT);
    expect(gradients.every((code) => SIDEBAR_COLOURS[code].background.startsWith('linear-gradient'))).toBe(
      true,
    );
    const solids = SIDEBAR_COLOUR_CODES.slice(GRADIENT_COLOUR_COUNT);
    expect(solids).toEqual(['black', 'white', 'primary', 'success', 'warning', 'info', 'danger']);
    expect(SIDEBAR_COLOUR_CODES[5]).toBe('purple-bliss');
  });

  it('has 6 transparent colours, 4 glass shades (bg-glass-1 first) and 6 images', () => {
    expect(TRANSPARENT_COLOUR_CODES).toHaveLength(6);
    expect(GLASS_SHADE_CODES).toEqual(['bg-glass-1', 'bg-glass-2', 'bg-glass-3', 'bg-glass-4']);
    expect(new Set(SIDEBAR_IMAGES).size).toBe(6);
  });

  it.each([
    ...Object.entries(SIDEBAR_COLOURS),
    ...Object.entries(TRANSPARENT_COLOURS),
    ...Object.entries(GLASS_SHADES),
  ] as [string, Swatch][])('keeps 4.5:1 contrast between %s and its text', (_code, swatch) => {
    for (const stop of swatch.stops) expect(contrast(stop, swatch.text)).toBeGreaterThanOrEqual(4.5);
  });
});
