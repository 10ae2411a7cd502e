import { describe, expect, it } from 'vitest';
import { ALL_USER_TYPES, UserType } from './roles';
import { SEARCH_RESULTS_CAP } from './constants';
import { filterSearch, SEARCH_OPTIONS, searchOptionsFor, searchTypeOf } from './menuSearch';

describe('the searchable menu list', () => {
  it('maps the nine user types onto the four-type scheme', () => {
    expect(ALL_USER_TYPES.map(searchTypeOf)).toEqual([1, 2, 3, 4, 2, 2, 2, 4, 3]);
  });

  it('offers each type only the entries it is listed for', () => {
    const names = (type: UserType) => searchOptionsFor(type).map((option) => `${option.name} ${option.url}`);
    expect(names(UserType.CREATOR)).toContain('Browse /browse');
    expect(names(UserType.CREATOR)).toContain('Messages /contact-us');
    expect(names(UserType.CREATOR)).not.toContain('Contact Us /contact-us');
    // Type 9 shares the creators' column of the search table, less Messages: spec 000 §2's route row
    // gives /contact-us to the creator alone, so the entry would open a page that refuses them.
    expect(names(UserType.CREATOR_TEAM)).toEqual(
      names(UserType.CREATOR).filter((name) => name !== 'Messages /contact-us'),
    );
    expect(names(UserType.RIGHT_HOLDER)).toContain('Profile /right-holders/profile');
    expect(names(UserType.RIGHT_HOLDER)).not.toContain('Payment Setting /payment-setting');
    expect(names(UserType.VIEWER)).toContain('Payment Setting /payment-setting');
    expect(names(UserType.ADMIN)).not.toContain('Browse /browse');
    // The spec lists every option for the admin (1) but the owners' profiles, Browse and Messages.
    const ownersOnly = ['Profile /creators/profile', 'Profile /right-holders/profile', 'Browse /browse'];
    expect(names(UserType.ADMIN)).toEqual(
      SEARCH_OPTIONS.map((o) => `${o.name} ${o.url}`).filter(
        (name) => !ownersOnly.includes(name) && name !== 'Messages /contact-us',
      ),
    );
  });
});

describe('the search filter', () => {
  const items = [
    { name: 'Channels', label: 'Chaînes' },
    { name: 'Monitoring Channels' },
    { name: 'DRM YouTube videos' },
  ];

  it('matches a case-insensitive substring of the label, falling back to the name', () => {
    expect(filterSearch(items, 'CHA')).toEqual([items[0], items[1]]);
    expect(filterSearch(items, 'chan')).toEqual([items[1]]);
    expect(filterSearch(items, 'youtube')).toEqual([items[2]]);
  });

  it('answers nothing for an empty term or list, or no match', () => {
    expect(filterSearch(items, '')).toEqual([]);
    expect(filterSearch(items, '   ')).toEqual([]);
    expect(filterSearch([], 'chan')).toEqual([]);
    expect(filterSearch(items, 'zzz')).toEqual([]);
  });

  it(`caps the results at ${SEARCH_RESULTS_CAP}`, () => {
    expect(filterSearch(searchOptionsFor(UserType.ADMIN), 'a')).toHaveLength(SEARCH_RESULTS_CAP);
  });
});

describe('the FAQ entry (spec 001 §2.7: an external link for creators)', () => {
  const FAQ = 'https://help.example.com/faq';
  const faqOf = (type: UserType, url?: string) =>
    searchOptionsFor(type, url).filter((option) => option.name === 'FAQ');

  it('comes last, external, for creators and their teams when its address is configured', () => {
    for (const type of [UserType.CREATOR, UserType.CREATOR_TEAM]) {
      expect(searchOptionsFor(type, FAQ).at(-1)).toMatchObject({ name: 'FAQ', url: FAQ, external: true });
    }
  });

  it('is offered to nobody else, and to nobody without an address', () => {
    for (const type of ALL_USER_TYPES) {
      expect(faqOf(type)).toEqual([]);
      expect(faqOf(type, '')).toEqual([]);
      if (type !== UserType.CREATOR && type !== UserType.CREATOR_TEAM) expect(faqOf(type, FAQ)).toEqual([]);
    }
  });
});
