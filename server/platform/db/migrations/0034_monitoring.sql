CREATE TABLE "found_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" varchar(20) NOT NULL,
	"channel_id" varchar(64) NOT NULL,
	"channel_title" varchar(300) NOT NULL,
	"title" varchar(300) NOT NULL,
	"thumbnail_url" varchar(2048),
	"published_at" timestamp with time zone NOT NULL,
	"found_via" varchar(16) NOT NULL,
	"hashtag" varchar(100),
	"has_audio" boolean DEFAULT false NOT NULL,
	"state" varchar(16) DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "found_videos_video_id_unique" UNIQUE("video_id")
);
--> statement-breakpoint
CREATE TABLE "monitored_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" varchar(24) NOT NULL,
	"title" varchar(300) NOT NULL,
	"handle" varchar(40),
	"thumbnail_url" varchar(2048),
	"uploads_playlist_id" varchar(64),
	"type" varchar(16) DEFAULT 'monitored' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_by" uuid,
	"last_scanned_at" timestamp with time zone,
	"newest_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitored_channels_channel_id_unique" UNIQUE("channel_id")
);
--> statement-breakpoint
CREATE TABLE "monitored_hashtags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag" varchar(100) NOT NULL,
	"added_by" uuid,
	"last_scanned_at" timestamp with time zone,
	"newest_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitored_hashtags_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
ALTER TABLE "monitored_channels" ADD CONSTRAINT "monitored_channels_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitored_hashtags" ADD CONSTRAINT "monitored_hashtags_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "found_videos_state_idx" ON "found_videos" USING btree ("state","published_at","id");--> statement-breakpoint
CREATE INDEX "found_videos_published_idx" ON "found_videos" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "found_videos_channel_idx" ON "found_videos" USING btree ("channel_id","published_at","id");--> statement-breakpoint
CREATE INDEX "found_videos_found_idx" ON "found_videos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "found_videos_title_idx" ON "found_videos" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "found_videos_channel_title_idx" ON "found_videos" USING btree ("channel_title","id");--> statement-breakpoint
CREATE INDEX "found_videos_audio_idx" ON "found_videos" USING btree ("state","has_audio");--> statement-breakpoint
CREATE INDEX "found_videos_title_trgm_idx" ON "found_videos" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "found_videos_channel_title_trgm_idx" ON "found_videos" USING gin (lower("channel_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "monitored_channels_created_idx" ON "monitored_channels" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "monitored_channels_title_idx" ON "monitored_channels" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "monitored_channels_handle_idx" ON "monitored_channels" USING btree ("handle","id");--> statement-breakpoint
CREATE INDEX "monitored_channels_type_idx" ON "monitored_channels" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "monitored_channels_scanned_idx" ON "monitored_channels" USING btree ("last_scanned_at","id");--> statement-breakpoint
CREATE INDEX "monitored_channels_title_trgm_idx" ON "monitored_channels" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "monitored_channels_handle_trgm_idx" ON "monitored_channels" USING gin (lower("handle") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "monitored_channels_channel_id_prefix_idx" ON "monitored_channels" USING btree ("channel_id" varchar_pattern_ops);