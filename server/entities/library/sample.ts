import { sql } from 'drizzle-orm';
import { LIBRARY_FACET_SAMPLE_ID_BELOW, LIBRARY_FACET_SAMPLE_SHARE } from '../../../shared/constants';
import { assets } from '../assets/table';

/**
 * The library's sample: the items whose id is below the bound (about 1 in 100, ids being random), as
 * assets_library_sample_idx (facets, migration 0079) and assets_library_sample_search_idx (a search's
 * estimated total, migration 0081) hold them.
 */
export const inSample = sql`${assets.id} < ${sql.raw(`'${LIBRARY_FACET_SAMPLE_ID_BELOW}'`)}`;

/** A sample count as the whole's estimate: two significant digits, since that is what it knows. */
export const scaled = (hits: number) => Number((hits / LIBRARY_FACET_SAMPLE_SHARE).toPrecision(2));
