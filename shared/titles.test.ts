import { describe, expect, it } from 'vitest';
import { ALL_USER_TYPES } from './roles';
import { pageTitle, titleForUser } from './titles';

const REPLACED: Array<[string, string]> = [
  ['Channels', 'Sublicensee Channels'],
  ['DRM YouTube Videos', 'Sublicensee Videos'],
  ['By YouTube Videos', 'By Sublicensee videos'],
  ['Payment History By Channel', 'By Sublicense Channels'],
  ['Payment History By YouTube Videos', 'Payment History By Sublicensee videos'],
];

describe('page titles', () => {
  it.each(REPLACED)('shows %s as %s to rights holders and their team', (original, shown) => {
    expect(pageTitle(original, 4)).toBe(`${shown} | DRM`);
    expect(pageTitle(original, 8)).toBe(`${shown} | DRM`);
  });

  it("shows creators their agreements as 'Your Agreements', and staff as 'All Agreements'", () => {
    expect(pageTitle('All Agreements', 3)).toBe('Your Agreements | DRM');
    expect(pageTitle('All Agreements', 2)).toBe('All Agreements | DRM');
  });

  it('keeps titles for every other type', () => {
    for (const type of ALL_USER_TYPES.filter((t) => t !== 4 && t !== 8)) {
      for (const [original] of REPLACED) expect(pageTitle(original, type)).toBe(`${original} | DRM`);
    }
  });

  it('keeps titles that have no replacement', () => {
    expect(titleForUser('Dashboard', 4)).toBe('Dashboard');
    expect(pageTitle('Dashboard', undefined)).toBe('Dashboard | DRM');
  });
});
