/**
 * The two small text helpers of spec 001 §5 besides the menu search's filter (shared/menuSearch):
 * initials for a name, and a filter matching a term against some named fields of each item.
 */

/** A word's first letter or digit, with the accents that follow it (decomposed text keeps them). */
const FIRST_LETTER = /[\p{L}\p{N}]\p{M}*/u;

/**
 * The short name of spec 001 §5: the first letter of each word, in capitals ('Ana María López' is
 * 'AML'). Words are split on any white space; a word with no letter or digit ('-', '&') gives none,
 * so 'Smith & Jones' is 'SJ'. A letter is taken whole, never cut in half: one beyond the basic plane
 * ('𝒜'), or one followed by its accent.
 */
export function initials(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .normalize('NFC')
    .split(/\s+/u)
    .map((word) => FIRST_LETTER.exec(word)?.[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** The distinct field names of a comma-separated list: spaces around a name and empty names dropped. */
export function parseKeys(keys: string): string[] {
  return [
    ...new Set(
      keys
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== ''),
    ),
  ];
}

/**
 * The term as a case-insensitive pattern; a term that is no valid pattern ('c++', '(') is matched as
 * the text it is, rather than failing the page. Only the person's own typing reaches it, run over
 * the short texts of a list already in the browser.
 */
function matcher(term: string): (text: string) => boolean {
  try {
    const pattern = new RegExp(term, 'iu');
    return (text) => pattern.test(text);
  } catch {
    const needle = term.toLocaleLowerCase();
    return (text) => text.toLocaleLowerCase().includes(needle);
  }
}

/**
 * Spec 001 §5's second filter: the items one of whose named fields (`keys`, comma-separated, e.g.
 * 'name,company') matches the term, case-insensitively, as a pattern. Fields that are absent or hold
 * no text or number never match. An empty (or blank) term filters nothing out: every item is kept,
 * in order; no named field keeps none.
 */
export function filterByKeys<T extends object>(items: readonly T[], keys: string, term: string): T[] {
  const wanted = term.trim();
  if (wanted === '') return [...items];
  const fields = parseKeys(keys);
  const matches = matcher(wanted);
  return items.filter((item) =>
    fields.some((field) => {
      const value: unknown = Object.hasOwn(item, field)
        ? (item as Record<string, unknown>)[field]
        : undefined;
      return (typeof value === 'string' || typeof value === 'number') && matches(String(value));
    }),
  );
}
