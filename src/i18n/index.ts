import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale, type Store, type TranslationMessages } from 'react-admin';
import { en } from './en';
import { translatePage } from './pageMessages';
import { resourceMessagesIn, withResources } from './resourceMessages';

/** The languages, each named in itself; English is the default (spec 001 §2.8). */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'es', name: 'Español' },
  { locale: 'pt', name: 'Português' },
  { locale: 'de', name: 'Deutsch' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

type OtherLocale = Exclude<Locale, 'en'>;
const load = async (locale: OtherLocale, messages: Promise<TranslationMessages>) =>
  withResources(await messages, await resourceMessagesIn(locale));

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
