-- The assets' GIN indexes written through at once from now on (no pending list for every search to
-- read until a vacuum merges it), and what waits in their pending lists merged now.
ALTER INDEX "assets_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "assets_licensable_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "assets_title_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('assets_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('assets_licensable_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('assets_title_trgm_idx'::regclass);
