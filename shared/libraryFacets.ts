/** The library's facets (the counts beside its filters), in the order the page shows them. */
export const LIBRARY_FACET_NAMES = [
  'kind',
  'category',
  'energy_level',
  'speaker',
  'rights_holder',
  'language',
  'duration',
] as const;
export type FacetName = (typeof LIBRARY_FACET_NAMES)[number];

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** Each facet's values, and the facets whose counts the server estimated from a sample. */
export type LibraryFacets = Record<FacetName, FacetValue[]> & { estimated: FacetName[] };
