import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, themeOfVariant, variantOf, variantSettings } from './layoutSettings';
import { SIDEBAR_IMAGES } from '../sidebar/sidebarPalette';

describe('the layout variant switch (spec 001 §4)', () => {
  it('gives Light the first image and purple-bliss', () => {
    expect(variantSettings('Light')).toEqual({
      transparent: false,
      backgroundImageURL: SIDEBAR_IMAGES[0],
      backgroundColor: 'purple-bliss',
    });
  });

  it('gives Dark the third image and black', () => {
    expect(variantSettings('Dark')).toEqual({
      transparent: false,
      backgroundImageURL: SIDEBAR_IMAGES[2],
      backgroundColor: 'black',
    });
  });

  it('gives Transparent no image and the first glass shade', () => {
    expect(variantSettings('Transparent')).toEqual({
      transparent: true,
      backgroundImage: false,
      backgroundImageURL: '',
      backgroundColor: 'bg-glass-1',
    });
  });

  it('reads the variant from the light or dark theme and the transparent flag', () => {
    expect(variantOf('light', { transparent: true })).toBe('Light');
    expect(variantOf('dark', { transparent: false })).toBe('Dark');
    expect(variantOf('dark', { transparent: true })).toBe('Transparent');
    expect(themeOfVariant('Transparent')).toBe('dark');
    expect(themeOfVariant('Light')).toBe('light');
  });

  it('starts from the spec default: warning, an image set but not shown, medium, Side, Static', () => {
    expect(DEFAULT_LAYOUT).toMatchObject({
      menuPosition: 'Side',
      navbarType: 'Static',
      compact: false,
      sidebarSize: 'sidebar-md',
      transparent: false,
      backgroundColor: 'warning',
      backgroundImage: false,
      backgroundImageURL: SIDEBAR_IMAGES[0],
    });
  });
});
