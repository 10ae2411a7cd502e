import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale } from 'react-admin';
import { en } from './en';
import { frMessages } from './fr';

/** Every language the app offers, by locale. */
export const messages = { en, fr: frMessages } as const;
export type Locale = keyof typeof messages;

export const LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/** The browser's language when the app offers it, else English. */
export function initialLocale(): Locale {
  const browser = resolveBrowserLocale('en');
  return browser in messages ? (browser as Locale) : 'en';
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => messages[locale as Locale] ?? messages.en,
  initialLocale(),
  LOCALES,
);
