ALTER TABLE "activity_logs" ADD COLUMN "kind" varchar(10) DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "prev_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "activity_logs_seq_key" ON "activity_logs" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "activity_logs_notes_idx" ON "activity_logs" USING btree ("seq") WHERE "activity_logs"."kind" = 'note';--> statement-breakpoint
CREATE INDEX "copyright_takedowns_removed_idx" ON "copyright_takedowns" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "youtube_videos_created_idx" ON "youtube_videos" USING btree ("created_at");