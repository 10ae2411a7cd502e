import { sql, type SQL } from 'drizzle-orm';
import { assets } from '../assets/table';

/** Words of letters and digits in any script; everything else separates them. */
const WORD = /[\p{L}\p{N}]+/gu;
/** More words than this add nothing but cost. */
const MAX_WORDS = 8;

/**
 * The search text as a full-text query on the items' documents: every word must match, each as a
 * prefix ("harb" finds "harbour"), in the 'simple' configuration the documents are made in. The
 * words are built into the query as data (no operator the person types reaches to_tsquery).
 */
export function fullTextSearch(search: string): SQL {
  const words = (search.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return sql`false`;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql`${assets.search} @@ to_tsquery('simple', ${query})`;
}
