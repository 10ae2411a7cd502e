import type { CatalogueMessage } from '../../api/serverMessages';
import type { ImportAction } from '../../../shared/contentIds';
import { apiRequest, apiUpload } from '../../api/httpClient';

/** A library item with its Content ID mapping (nulls while it has none). */
export interface ContentIdRow {
  _id: string;
  title: string;
  kind: string;
  asset_label: string;
  isrc: string | null;
  custom_id: string | null;
  approved_at: string | null;
  content_id_asset_id: string | null;
  reference_id: string | null;
  reference_status: string | null;
  mapped_at: string | null;
}

/** The wire's list body for the mapping list. */
export interface ContentIdQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
  search?: string;
  filter?: { mapped?: boolean; reference_status?: string };
}

/** One row of an import file: the item it found, what it does, or why it cannot be imported. */
export interface ImportRowResult {
  line: number;
  asset: string | null;
  title: string | null;
  content_id_asset_id: string;
  reference_id: string | null;
  reference_status: string | null;
  action: ImportAction | null;
  errors: { field: string; reason: string; message?: CatalogueMessage }[];
}

export interface ImportResult {
  dry_run: boolean;
  rows: ImportRowResult[];
  totals: { rows: number; add: number; update: number; unchanged: number; invalid: number };
}

const LIST = '/content/library/claim/asset/original';

/**
 * The Content ID mapping of the library (issue 21): the list of items with their YouTube asset ids,
 * and the CSV import, previewed (dry run) before it writes.
 */
export const contentIdCalls = {
  contentIds: async (query: ContentIdQuery) =>
    (await apiRequest<{ data: ContentIdRow[]; total: number }>(LIST, { method: 'POST', body: query })).result,
  importContentIds: async (file: File, dryRun: boolean) =>
    (
      await apiUpload<ImportResult>(
        `${LIST}/import${dryRun ? '?dry_run=true' : ''}`,
        file,
        'text/csv',
        'POST',
      )
    ).result,
};
