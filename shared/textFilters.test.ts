import { describe, expect, it } from 'vitest';
import { filterByKeys, initials, parseKeys } from './textFilters';

describe('initials (spec 001 §5)', () => {
  it('takes the first letter of each word, in capitals', () => {
    expect(initials('Chloe Creates')).toBe('CC');
    expect(initials('jean claude van damme')).toBe('JCVD');
    expect(initials('Madonna')).toBe('M');
  });

  it('gives nothing for no name, and ignores extra spaces of any kind', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
    expect(initials('  Ana \t María\u00a0 López  ')).toBe('AML');
  });

  it('reads any script, with accents, without cutting a character in half', () => {
    expect(initials('Émile Zola')).toBe('ÉZ');
    // The same name with its accent as a separate mark.
    expect(initials('E\u0301mile Zola')).toBe('ÉZ');
    expect(initials('Łukasz Żak')).toBe('ŁŻ');
    expect(initials('Владимир Набоков')).toBe('ВН');
    expect(initials('山田 太郎')).toBe('山太');
    expect(initials('𝒜lice 𝒷ob')).toBe('𝒜𝒷');
  });

  it('skips words with no letter or digit, and keeps digits', () => {
    expect(initials('Smith & Jones')).toBe('SJ');
    expect(initials('(Ana) "Bee"')).toBe('AB');
    expect(initials('Studio 54')).toBe('S5');
  });
});

describe('parseKeys', () => {
  it('splits on commas, trims, and drops empty and repeated names', () => {
    expect(parseKeys('name,company')).toEqual(['name', 'company']);
    expect(parseKeys(' name , company ,, name,')).toEqual(['name', 'company']);
    expect(parseKeys('')).toEqual([]);
    expect(parseKeys(' , ')).toEqual([]);
  });
});

describe('filterByKeys (spec 001 §5)', () => {
  const people = [
    { name: 'Chloe Creates', company: 'Acme Music', plays: 1200 },
    { name: 'Ana María López', company: null, plays: 7 },
    { name: 'Ben', company: 'Zürich Sound', plays: 0 },
  ];

  it('keeps the items one of whose named fields matches, case-insensitively', () => {
    expect(filterByKeys(people, 'name,company', 'acme')).toEqual([people[0]]);
    expect(filterByKeys(people, 'name,company', 'BEN')).toEqual([people[2]]);
    expect(filterByKeys(people, 'name', 'acme')).toEqual([]);
  });

  it('reads the term as a pattern', () => {
    expect(filterByKeys(people, 'name', '^c.*s$')).toEqual([people[0]]);
    expect(filterByKeys(people, 'name', 'chloe|ben')).toEqual([people[0], people[2]]);
  });

  it('matches a term that is no valid pattern as plain text', () => {
    const items = [{ name: 'C++ (advanced)' }, { name: 'Java' }];
    expect(filterByKeys(items, 'name', 'c++')).toEqual([items[0]]);
    expect(filterByKeys(items, 'name', '(adv')).toEqual([items[0]]);
  });

  it('keeps every item for an empty or blank term, and none of an empty list', () => {
    expect(filterByKeys(people, 'name', '')).toEqual(people);
    expect(filterByKeys(people, 'name', '   ')).toEqual(people);
    expect(filterByKeys([], 'name', 'a')).toEqual([]);
  });

  it('tolerates spaces and repeats in the keys, and keeps none when no key is named', () => {
    expect(filterByKeys(people, ' company , company ', 'zürich')).toEqual([people[2]]);
    expect(filterByKeys(people, '', 'ben')).toEqual([]);
    expect(filterByKeys(people, ' , ', 'ben')).toEqual([]);
  });

  it('matches unicode case-insensitively, with the term trimmed', () => {
    expect(filterByKeys(people, 'name', ' MARÍA ')).toEqual([people[1]]);
    expect(filterByKeys(people, 'company', 'ZÜRICH')).toEqual([people[2]]);
  });

  it('matches numbers as their text, and never absent, null or inherited fields', () => {
    expect(filterByKeys(people, 'plays', '^7$')).toEqual([people[1]]);
    expect(filterByKeys(people, 'company', 'null')).toEqual([]);
    expect(filterByKeys(people, 'missing,toString', 'function')).toEqual([]);
  });
});
