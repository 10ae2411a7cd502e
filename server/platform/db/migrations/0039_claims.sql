-- The placeholder rows of the menu badge (no asset, no video details) cannot meet the new columns.
DELETE FROM "manual_claims";--> statement-breakpoint
DROP INDEX "manual_claims_status_idx";--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "video_title" varchar(300) NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "channel_youtube_id" varchar(64) NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "channel_title" varchar(300) NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "thumbnail_url" varchar(2048);--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "asset_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "filed_by" uuid;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "segments" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "content_type" varchar(12) DEFAULT 'audio' NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "policy" varchar(10) DEFAULT 'monetize' NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "territory_rule" varchar(8);--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "territories" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "override_agreement_id" uuid;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "overridden_by" uuid;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "disputed_by" uuid;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "dispute_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "upheld_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "appeal_reason" text;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "appealed_by" uuid;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "appealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "appeal_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "youtube_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "youtube_claim_id" varchar(64);--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "youtube_error" text;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD CONSTRAINT "manual_claims_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD CONSTRAINT "manual_claims_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD CONSTRAINT "manual_claims_override_agreement_id_contracts_id_fk" FOREIGN KEY ("override_agreement_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD CONSTRAINT "manual_claims_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD CONSTRAINT "manual_claims_disputed_by_users_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD CONSTRAINT "manual_claims_appealed_by_users_id_fk" FOREIGN KEY ("appealed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_claims_video_asset_key" ON "manual_claims" USING btree ("video_id","asset_id") WHERE "manual_claims"."status" <> 3;--> statement-breakpoint
CREATE INDEX "manual_claims_created_idx" ON "manual_claims" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "manual_claims_rights_holder_idx" ON "manual_claims" USING btree ("rights_holder_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "manual_claims_channel_idx" ON "manual_claims" USING btree ("channel_youtube_id","created_at","id");--> statement-breakpoint
CREATE INDEX "manual_claims_asset_idx" ON "manual_claims" USING btree ("asset_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_claims_video_id_prefix_idx" ON "manual_claims" USING btree ("video_id" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "manual_claims_video_title_trgm_idx" ON "manual_claims" USING gin (lower("video_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manual_claims_channel_title_trgm_idx" ON "manual_claims" USING gin (lower("channel_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manual_claims_updated_idx" ON "manual_claims" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "manual_claims_due_idx" ON "manual_claims" USING btree ("due_at","id") WHERE "manual_claims"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "manual_claims_status_idx" ON "manual_claims" USING btree ("status","created_at","id");