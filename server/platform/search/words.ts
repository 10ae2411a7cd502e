import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { prefixPattern } from '../http/listQuery';
import { searchWords, type SearchScope } from './table';

/** Words of letters and digits in any script; everything else separates them. */
const WORD = /[\p{L}\p{N}]+/gu;
/** More words than this add nothing but cost. */
export const MAX_SEARCH_WORDS = 8;
/**
 * The most words of the vocabulary one word typed is turned into. A shorter start opens more ("h"
 * opens thousands): then the index matches the start itself, as exactly and more slowly.
 */
export const MAX_WORD_ALTERNATIVES = 16;

/** The words of a search, lowercased, as the documents' 'simple' lexemes are. */
export function searchWordsOf(search: string): string[] {
  return (search.toLowerCase().match(WORD) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** A lexeme as tsquery text: in quotes, its quotes doubled and its backslashes escaped. */
const quotedLexeme = (word: SQL) =>
  sql`'''' || replace(replace(${word}, E'\\\\', E'\\\\\\\\'), '''', '''''') || ''''`;

/**
 * Whether a document holds every word of the search, each as the start of one of its words ("harb"
 * finds "harbour"), in any order. Each word typed becomes the vocabulary's words it begins, OR-ed,
 * inside the one statement (no round trip); a start opening none or too many keeps the prefix match.
 * The words reach the query as bound values: the typed ones are letters and digits only, the
 * vocabulary's are quoted as lexemes, so nothing typed is read as tsquery's operators.
 */
export function wordsMatch(document: SQLWrapper, scope: SearchScope, search: string): SQL {
  const words = searchWordsOf(search);
  if (words.length === 0) return sql`false`;
  const alternatives = words.map(
    (word) => sql`(select case when count(*) between 1 and ${MAX_WORD_ALTERNATIVES}
        then '(' || string_agg(${quotedLexeme(sql`known.word`)}, ' | ') || ')'
        else ${`'${word}':*`} end
      from ${knownWords(scope, word)})`,
  );
  return sql`${document} @@ (${sql.join(alternatives, sql` || ' & ' || `)})::tsquery`;
}

/** The vocabulary's words a word typed begins, one past the most it is turned into. */
const knownWords = (scope: SearchScope, word: string) =>
  sql`(select ${searchWords.word} as word from ${searchWords}
        where ${searchWords.scope} = ${scope} and ${searchWords.word} like ${prefixPattern(word)}
        limit ${MAX_WORD_ALTERNATIVES + 1}) known`;

/**
 * What a document's word signature (its words as 64 bits, migration 0085) holds when the document
 * matches `wordsMatch`: per word typed, at least one bit of the vocabulary's words it is turned into.
 * A start turned into none or too many (matched as a start) tests only that the document has a word.
 * Never false where `wordsMatch` is true, so it may only spare reading rows that cannot match.
 */
export function signatureMayMatch(signature: SQLWrapper, scope: SearchScope, search: string): SQL {
  const words = searchWordsOf(search);
  if (words.length === 0) return sql`false`;
  const tests = words.map(
    (word) => sql`(${signature} & (select case when count(*) between 1 and ${MAX_WORD_ALTERNATIVES}
        then bit_or(search_word_bit(known.word)) else -1 end
      from ${knownWords(scope, word)})) <> 0`,
  );
  return sql.join(tests, sql` and `);
}
