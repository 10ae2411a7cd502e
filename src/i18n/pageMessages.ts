import Polyglot from 'node-polyglot';
import type { Locale } from './locales';

type Messages = { [key: string]: string | Messages };

const phrases: Partial<Record<Locale, Messages>> = {};
const translators = new Map<Locale, Polyglot>();

function merge(into: Messages, from: Messages) {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (typeof value === 'object' && typeof current === 'object') merge(current, value);
    else into[key] = typeof value === 'object' ? merge({}, value) : value;
  }
  return into;
}

/**
 * Texts of a page that loads lazily, in every language, added when its module loads: they stay out
 * of the first page's JavaScript (its English texts too), and the page's first render finds them.
 */
export function addPageMessages(byLocale: Record<Locale, Messages>): void {
  for (const [locale, messages] of Object.entries(byLocale) as [Locale, Messages][]) {
    phrases[locale] = merge(phrases[locale] ?? {}, messages);
    translators.delete(locale);
  }
}

/** The page texts added so far in a language (for checks that read every text). */
export const pageMessagesIn = (locale: Locale): Messages => phrases[locale] ?? {};

/** A page text in the language, with polyglot's interpolation and plurals; undefined when absent. */
export function translatePage(
  locale: string,
  key: string,
  options?: Record<string, unknown>,
): string | undefined {
  const messages = phrases[locale as Locale];
  if (!messages) return undefined;
  let translator = translators.get(locale as Locale);
  if (!translator) {
    translator = new Polyglot({ locale, phrases: messages, allowMissing: false, onMissingKey: () => '' });
    translators.set(locale as Locale, translator);
  }
  return translator.has(key) ? translator.t(key, options) : undefined;
}
