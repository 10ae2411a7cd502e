CREATE TABLE "download_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"start_ms" integer,
	"end_ms" integer,
	"storage_key" varchar(300),
	"links_until" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "turn_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_files_clip_key" ON "download_files" USING btree ("asset_id","start_ms","end_ms") WHERE "download_files"."kind" = 'clip';--> statement-breakpoint
CREATE UNIQUE INDEX "download_files_audio_key" ON "download_files" USING btree ("asset_id") WHERE "download_files"."kind" = 'audio';--> statement-breakpoint
CREATE UNIQUE INDEX "download_files_storage_key" ON "download_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "download_files_links_idx" ON "download_files" USING btree ("links_until");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_pending_idx" ON "jobs" USING btree ("turn_at") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_person_pending_idx" ON "jobs" USING btree ("requested_by","kind") WHERE "jobs"."requested_by" is not null and "jobs"."state" in ('queued', 'running');--> statement-breakpoint
-- Pending jobs keep their order: their turn is when they were due.
UPDATE "jobs" SET "turn_at" = "run_at" WHERE "state" in ('queued', 'running');--> statement-breakpoint
-- Footage's extracted sound tracks move from the item's files to the files made for downloads.
INSERT INTO "download_files" ("asset_id", "kind", "storage_key")
  SELECT DISTINCT ON ("asset_id") "asset_id", 'audio', "storage_key" FROM "asset_files"
  WHERE "role" = 'audio' ORDER BY "asset_id", "created_at" DESC;--> statement-breakpoint
DELETE FROM "asset_files" WHERE "role" = 'audio';--> statement-breakpoint
-- Clips cut before were one file per download: the newest of each item and range is kept for all.
INSERT INTO "download_files" ("asset_id", "kind", "start_ms", "end_ms", "storage_key")
  SELECT DISTINCT ON ("asset_id", "start_ms", "end_ms") "asset_id", 'clip', "start_ms", "end_ms", "storage_key"
  FROM "asset_downloads" WHERE "kind" = 'clip' AND "storage_key" IS NOT NULL
  ORDER BY "asset_id", "start_ms", "end_ms", "created_at" DESC;--> statement-breakpoint
UPDATE "asset_downloads" d SET "storage_key" = f."storage_key" FROM "download_files" f
  WHERE d."kind" = 'clip' AND f."kind" = 'clip' AND d."asset_id" = f."asset_id"
    AND d."start_ms" = f."start_ms" AND d."end_ms" = f."end_ms" AND d."storage_key" IS NOT NULL;
