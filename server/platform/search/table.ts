import { pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Whose words a vocabulary row holds (the triggers of migration 0060 pass the same numbers). */
export const SearchScope = {
  /** The library's search documents (assets.search: title, tags, speakers, description, transcript). */
  LIBRARY: 1,
  /** Synced YouTube videos' titles. */
  VIDEO_TITLES: 2,
} as const;
export type SearchScope = (typeof SearchScope)[keyof typeof SearchScope];

/**
 * Every word a scope's documents hold (their 'simple' lexemes), kept by statement triggers on the
 * documents' tables. A search turns each word typed into the words it begins, so the GIN index reads
 * a few exact lexemes' lists, skipping through them, instead of gathering every list a prefix opens
 * into one bitmap (four times slower at 1,000,000 documents). A word no document holds any more stays:
 * it matches nothing. `search_words_rebuild()` makes the rows again after a bulk load.
 */
export const searchWords = pgTable(
  'search_words',
  {
    scope: smallint('scope').$type<SearchScope>().notNull(),
    word: text('word').notNull(),
  },
  // text_pattern_ops: a word's start is a range of this index, whatever the database's collation.
  (t) => [uniqueIndex('search_words_key').on(t.scope, t.word.op('text_pattern_ops'))],
);
