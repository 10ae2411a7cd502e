import { describe, expect, it } from 'vitest';
import { languageChoices } from './languages';

describe('languageChoices', () => {
  it('names each language in the reader’s language, sorted by name', () => {
    const french = languageChoices('fr');
    expect(french.find((choice) => choice.id === 'de')?.name).toBe('allemand');
    const names = french.map((choice) => choice.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('keeps a value outside the list, so an older record still shows its language', () => {
    expect(languageChoices('en', 'pt-BR').find((choice) => choice.id === 'pt-BR')?.name).toBe(
      'Brazilian Portuguese',
    );
    expect(languageChoices('en', 'en').filter((choice) => choice.id === 'en')).toHaveLength(1);
  });
});
