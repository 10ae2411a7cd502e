CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_title_trgm_idx" ON "channels" USING gin (lower("channel_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_channel_id_trgm_idx" ON "channels" USING gin (lower("channel_id") gin_trgm_ops);