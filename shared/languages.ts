/**
 * The spoken languages content is described in: ISO 639-1 codes, offered by the asset form's and the
 * upload page's language picker (the browser names each in the reader's language with
 * Intl.DisplayNames). The server accepts any tag of the form 'en' or 'pt-BR' (LANGUAGE_PATTERN), so
 * content described before this list, or in a regional variant, stays valid.
 */
// prettier-ignore
export const CONTENT_LANGUAGES = [
  'ar', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'fa', 'fi', 'fil', 'fr', 'he', 'hi', 'hr',
  'hu', 'id', 'it', 'ja', 'ko', 'ms', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'sr', 'sv', 'sw',
  'ta', 'th', 'tr', 'uk', 'ur', 'vi', 'zh',
] as const;

/** The picker's choices: each code with its name in `locale`, by name; `extra` keeps a value not in the list. */
export function languageChoices(locale: string, extra?: string | null): { id: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  const codes: string[] = [...CONTENT_LANGUAGES];
  if (extra && !codes.includes(extra)) codes.push(extra);
  return codes
    .map((id) => ({ id, name: names.of(id) ?? id }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
