CREATE INDEX "categories_name_order_idx" ON "categories" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "energy_levels_ordinal_order_idx" ON "energy_levels" USING btree ("ordinal","id");--> statement-breakpoint
CREATE INDEX "artists_name_order_idx" ON "artists" USING btree ("name","id");