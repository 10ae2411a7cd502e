import { useLocaleState } from 'react-admin';

/** Languages as choices, each named in the app's current language, in its alphabetical order. */
export function useLanguageChoices(codes: readonly string[]) {
  const [locale] = useLocaleState();
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return codes
    .map((code) => ({ id: code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
