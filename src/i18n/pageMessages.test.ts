import { describe, expect, it } from 'vitest';
import { i18nProvider } from '.';
import { addPageMessages, translatePage } from './pageMessages';

describe('texts a lazily loaded page adds', () => {
  it('are found in the chosen language, with interpolation and plurals, beside the first page texts', async () => {
    const texts = (saved: string) => ({ test: { page: { saved } } });
    addPageMessages({
      en: texts('%{smart_count} draft saved. |||| %{smart_count} drafts saved.'),
      fr: texts('%{smart_count} brouillon enregistré. |||| %{smart_count} brouillons enregistrés.'),
      es: texts('x'),
      pt: texts('x'),
      de: texts('x'),
    });
    expect(i18nProvider.translate('test.page.saved', { smart_count: 2 })).toBe('2 drafts saved.');
    expect(translatePage('fr', 'test.page.saved', { smart_count: 1 })).toBe('1 brouillon enregistré.');
    // The others still come from the first page's messages; an unknown key is left to react-admin.
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(translatePage('en', 'test.page.missing')).toBeUndefined();
  });
});
