CREATE TABLE "video_syncs" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"uploads_playlist_id" varchar(64),
	"state" varchar(16) DEFAULT 'idle' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"videos_read" integer DEFAULT 0 NOT NULL,
	"resume_page_token" varchar(200),
	"newest_published_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "youtube_quota_days" (
	"day" date PRIMARY KEY NOT NULL,
	"units" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "youtube_videos_channel_idx";--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD COLUMN "thumbnail_url" varchar(2048);--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD COLUMN "duration_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD COLUMN "view_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD COLUMN "privacy_status" varchar(16) DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD COLUMN "synced_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "video_syncs" ADD CONSTRAINT "video_syncs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "youtube_videos_published_idx" ON "youtube_videos" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "youtube_videos_views_idx" ON "youtube_videos" USING btree ("view_count","id");--> statement-breakpoint
CREATE INDEX "youtube_videos_title_id_idx" ON "youtube_videos" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "youtube_videos_title_trgm_idx" ON "youtube_videos" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "youtube_videos_channel_idx" ON "youtube_videos" USING btree ("channel_id","published_at","id");