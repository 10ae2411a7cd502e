-- The library's narrow facet columns on its newest-first index beside the search signature (0085): a
-- page many items match under facet filters tests them there before reading an item.
DROP INDEX "assets_library_newest_idx";--> statement-breakpoint
CREATE INDEX "assets_library_newest_idx" ON "assets" USING btree ("approved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_signature","category_id","language","kind","energy_level_id") WHERE "assets"."stage" = 'approved' and "assets"."status" <> 3;