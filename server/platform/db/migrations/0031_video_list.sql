CREATE INDEX "youtube_videos_duration_idx" ON "youtube_videos" USING btree ("duration_seconds","id");--> statement-breakpoint
CREATE INDEX "youtube_videos_claimed_published_idx" ON "youtube_videos" USING btree ("claimed","published_at","id");--> statement-breakpoint
CREATE INDEX "youtube_videos_privacy_published_idx" ON "youtube_videos" USING btree ("privacy_status","published_at","id");--> statement-breakpoint
CREATE INDEX "youtube_videos_unclaimed_channel_idx" ON "youtube_videos" USING btree ("channel_id") WHERE not "youtube_videos"."claimed";--> statement-breakpoint
CREATE INDEX "youtube_videos_video_id_prefix_idx" ON "youtube_videos" USING btree ("video_id" varchar_pattern_ops);