import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale, type Store, type TranslationMessages } from 'react-admin';
import { declaredServerMessages } from './declaredTexts';
import { en } from './en';
import { translateServerMessagesWith } from '../api/serverMessages';
import { translatePage } from './pageMessages';
import { resourceMessagesIn, withResources } from './resourceMessages';
import { LOCALES, type Locale } from './locales';

// The languages are in locales.ts, which the page messages read too (no circle through this file).
export { LOCALES, type Locale } from './locales';

type OtherLocale = Exclude<Locale, 'en'>;
/**
 * The API's messages in each other language (English comes with each answer), under `server.<id>`:
 * the catalogue's, and the simple resources' from their declarations.
 */
const CATALOGUE: Record<OtherLocale, () => Promise<Record<string, string>>> = {
  fr: () => import('./serverMessages/fr').then((module) => module.fr),
  es: () => import('./serverMessages/es').then((module) => module.es),
  pt: () => import('./serverMessages/pt').then((module) => module.pt),
  de: () => import('./serverMessages/de').then((module) => module.de),
};
export const serverMessagesIn = async (locale: OtherLocale): Promise<Record<string, string>> => ({
  ...(await CATALOGUE[locale]()),
  ...declaredServerMessages(locale),
});

const load = async (locale: OtherLocale, messages: Promise<TranslationMessages>) => {
  const [language, resources, server] = await Promise.all([
    messages,
    resourceMessagesIn(locale),
    serverMessagesIn(locale),
  ]);
  return { ...withResources(language, resources), server };
};

/** The other languages load when first chosen, so the first page carries English only. */
export const LOADERS: Record<OtherLocale, () => Promise<TranslationMessages>> = {
  fr: () =>
    load(
      'fr',
      import('./fr').then((module) => module.frMessages),
    ),
  es: () =>
    load(
      'es',
      import('./es').then((module) => module.esMessages),
    ),
  pt: () =>
    load(
      'pt',
      import('./pt').then((module) => module.ptMessages),
    ),
  de: () =>
    load(
      'de',
      import('./de').then((module) => module.deMessages),
    ),
};

const isLocale = (value: string): value is Locale => LOCALES.some((language) => language.locale === value);
const isLoaded = (value: string): value is keyof typeof LOADERS => Object.hasOwn(LOADERS, value);

/** The browser's language when the app offers it, else English. */
export function browserLocale(): Locale {
  const browser = resolveBrowserLocale('en');
  return isLocale(browser) ? browser : 'en';
}

/**
 * On a first visit, starts in the browser's language: react-admin loads a stored language before
 * its first render. A language chosen since is kept.
 */
export function rememberBrowserLocale(store: Store): void {
  if (store.getItem('locale') === undefined) store.setItem('locale', browserLocale());
}

const polyglot = polyglotI18nProvider((locale) => (isLoaded(locale) ? LOADERS[locale]() : en), 'en', [
  ...LOCALES,
]);

/** react-admin's polyglot provider, which also finds the texts lazily loaded pages add (pageMessages). */
export const i18nProvider: typeof polyglot = {
  ...polyglot,
  translate: (key, options) =>
    translatePage(polyglot.getLocale(), key, options) ?? polyglot.translate(key, options),
};
translateServerMessagesWith(i18nProvider.translate);
