import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale } from 'react-admin';
import { deMessages } from './de';
import { en } from './en';
import { esMessages } from './es';
import { frMessages } from './fr';
import { ptMessages } from './pt';

/** Every language the app offers, by locale. */
export const messages = { en, fr: frMessages, es: esMessages, pt: ptMessages, de: deMessages } as const;
export type Locale = keyof typeof messages;

/** The language menu, each with its flag; English (US flag) is the default (spec 001 §2.8). */
export const LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: '🇺🇸 English' },
  { locale: 'fr', name: '🇫🇷 Français' },
  { locale: 'es', name: '🇪🇸 Español' },
  { locale: 'pt', name: '🇵🇹 Português' },
  { locale: 'de', name: '🇩🇪 Deutsch' },
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
