import { useLocaleState } from 'react-admin';
import { SPEAKER_LANGUAGE_CODES } from '../../shared/constants';

/** The speaker languages as choices, each named in the app's current language. */
export function useLanguageChoices() {
  const [locale] = useLocaleState();
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return SPEAKER_LANGUAGE_CODES.map((code) => ({ id: code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}
