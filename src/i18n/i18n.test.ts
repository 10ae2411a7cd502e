import { describe, expect, it } from 'vitest';
import { appMessages } from './en';
import { MENU, type MenuEntry } from '../../shared/menu';
import { SEARCH_OPTIONS } from '../../shared/menuSearch';
import { RIGHT_HOLDER_TITLES } from '../../shared/titles';
import { en } from './en';
import { resources } from '../resources';
import { i18nProvider, LOADERS, LOCALES } from './index';

// Each language as the app loads it, its resources' texts (from their folders) merged in.
const messages = {
  en,
  fr: await LOADERS.fr(),
  es: await LOADERS.es(),
  pt: await LOADERS.pt(),
  de: await LOADERS.de(),
} as unknown as Record<'en' | 'fr' | 'es' | 'pt' | 'de', typeof en>;

/** Every leaf key of a nested message object, as 'a.b.c'. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const reference = keysOf(messages.en).sort();
// The API's messages (`server.*`) are checked against their catalogue (serverMessages.test.ts):
// English comes with each answer, so the English messages have none.
const ownKeys = (locale: keyof typeof messages) =>
  keysOf(messages[locale]).filter((key) => !key.startsWith('server.'));

describe('message files', () => {
  it.each(Object.keys(messages))('%s has every key English has, and no other', (locale) => {
    const keys = ownKeys(locale as keyof typeof messages).sort();
    expect(
      reference.filter((key) => !keys.includes(key)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((key) => !reference.includes(key)),
      'extra',
    ).toEqual([]);
  });

  it("has every resource's texts from its folder, under its route key", () => {
    // Texts its pages bring with them (pageTexts.ts) count too.
    import.meta.glob('../resources/*/pageTexts.ts', { eager: true });
    const texts = en.resources as Record<string, { name?: string; fields?: object }>;
    for (const { name, whitelist } of resources) {
      expect(texts[name]?.name, name).toBeTruthy();
      const field = `resources.${name}.fields.${whitelist.sortable[0]}`;
      expect(i18nProvider.translate(field), field).not.toBe(field);
    }
  });

  it('holds the spec texts exactly, misspellings included', () => {
    expect(appMessages.app.auth.not_authorized).toBe('You are not authorized to access this page.');
    expect(appMessages.app.not_found.title).toBe('404 - Page Not Found!');
    expect(appMessages.app.not_found.text).toBe(
      "The page you are looking for might have beel removed, had it's name changed, or is temporarily unavailable.",
    );
    expect(appMessages.app.not_found.back).toBe('Back To Home');
    expect(appMessages.app.roles[5]).toBe('Manger Limited');
    expect(appMessages.app.search.placeholder).toBe('Explore DRM...');
    expect(appMessages.app.search.no_results).toBe('No results found.');
  });

  it('holds every menu title, as rights holders see it too, in English as the spec writes it', () => {
    const titles = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((entry) => [
        entry.title,
        ...(RIGHT_HOLDER_TITLES[entry.title] ? [RIGHT_HOLDER_TITLES[entry.title]] : []),
        ...titles(entry.children ?? []),
      ]);
    const known: Record<string, string> = appMessages.app.titles;
    for (const title of titles(MENU)) expect(known[title], title).toBe(title);
    for (const { name } of SEARCH_OPTIONS) expect(known[name], name).toBe(name);
  });

  it('offers the five languages of the spec and the issue', () => {
    expect(LOCALES.map((language) => language.locale).sort()).toEqual(Object.keys(messages).sort());
  });

  it.each(['fr', 'es', 'pt', 'de'] as const)('translates the texts in %s, placeholders kept', (locale) => {
    const translated = messages[locale];
    expect(translated.app.not_found.title).not.toBe(appMessages.app.not_found.title);
    expect(translated.app.search.placeholder).not.toBe(appMessages.app.search.placeholder);
    expect(translated.ra.action.save).not.toBe(messages.en.ra.action.save);
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(placeholders(translated.app.dashboard.welcome)).toEqual(['name']);
    expect(placeholders(translated.app.footer.copyright)).toEqual(['name', 'year']);
  });
});
