import type { LibraryFacets } from '../../../shared/libraryFacets';
import type { LibraryCsvOptions } from '../../../shared/libraryCsv';
import { apiRequest, followExport } from '../../api/httpClient';

export type { FacetName, FacetValue, LibraryFacets } from '../../../shared/libraryFacets';
export interface ReactionCounts {
  likes: number;
  dislikes: number;
  my_reaction: number;
}
/** What the library's list and its facets are asked with. */
export interface LibraryQuery {
  search?: string;
  filter?: Record<string, unknown>;
}

const id = (value: string) => encodeURIComponent(value);

/**
 * The content library's own calls (spec 001 §7): facet counts, the server's CSV, likes, stars,
 * notes, and moving an item to another rights holder.
 */
export const libraryItemCalls = {
  libraryFacets: async (query: LibraryQuery) =>
    (await apiRequest<LibraryFacets>('/content/library/facets', { method: 'POST', body: query })).result,
  /** Saves the filtered library, newest first, as the server's CSV (every row, not just a page). */
  exportLibrary: (query: LibraryQuery & { csv?: LibraryCsvOptions }) =>
    followExport('/content/library/latest/csv', query),
  reactToItem: async (asset: string, value: 1 | -1 | 0) =>
    (
      await apiRequest<ReactionCounts>('/content/library/download/like/dislike', {
        method: 'POST',
        body: { asset, value },
      })
    ).result,
  favouriteItem: async (asset: string, favourite: boolean) =>
    (
      await apiRequest<{ favourite: boolean }>('/content/library/favourite', {
        method: 'POST',
        body: { asset, favourite },
      })
    ).result,
  addNote: async (asset: string, body: string) =>
    apiRequest('/content/library/add/notes', { method: 'POST', body: { asset, body } }),
  editNote: async (noteId: string, body: string) =>
    apiRequest('/content/library/edit/notes', { method: 'POST', body: { id: noteId, body } }),
  deleteNote: async (noteId: string) =>
    apiRequest('/content/library/delete/notes', { method: 'POST', body: { id: noteId } }),
  moveItemOwner: async (asset: string, rightsHolder: string, agreement?: string | null) =>
    apiRequest(`/content/library/content/owner/${id(asset)}`, {
      method: 'PUT',
      body: { rights_holder: rightsHolder, agreement },
    }),
};
