/** The languages, each named in itself; English is the default (spec 001 §2.8). */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'es', name: 'Español' },
  { locale: 'pt', name: 'Português' },
  { locale: 'de', name: 'Deutsch' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
