import type { SQL } from 'drizzle-orm';
import { SearchScope } from '../../platform/search/table';
import { signatureMayMatch, wordsMatch } from '../../platform/search/words';
import { assets } from '../assets/table';

/**
 * The search text against the items' documents (title, tags, speakers' names, description,
 * transcript): every word must match, each as the start of a word ("harb" finds "harbour").
 */
export function fullTextSearch(search: string): SQL {
  return wordsMatch(assets.search, SearchScope.LIBRARY, search);
}

/** What an item's word signature holds if it matches the search: tested on the newest-first index. */
export function signatureSearch(search: string): SQL {
  return signatureMayMatch(assets.searchSignature, SearchScope.LIBRARY, search);
}
