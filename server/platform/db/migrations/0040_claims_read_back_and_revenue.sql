CREATE TABLE "claim_read_backs" (
	"content_owner_id" varchar(64) PRIMARY KEY NOT NULL,
	"resume_state" smallint DEFAULT 0 NOT NULL,
	"resume_page_token" text,
	"run_started_at" timestamp with time zone,
	"last_completed_at" timestamp with time zone,
	"changes_since" timestamp with time zone,
	"claims_read" integer DEFAULT 0 NOT NULL,
	"claims_changed" integer DEFAULT 0 NOT NULL,
	"refusals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" varchar(20) NOT NULL,
	"period" date NOT NULL,
	"status" varchar(12) DEFAULT 'uploaded' NOT NULL,
	"sha256" char(64) NOT NULL,
	"bytes" bigint NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"total_micros" bigint DEFAULT 0 NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" jsonb,
	"created_by" uuid,
	"imported_by" uuid,
	"imported_at" timestamp with time zone,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revenue_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" uuid NOT NULL,
	"period" date NOT NULL,
	"day" date,
	"video_id" varchar(11) NOT NULL,
	"channel_youtube_id" varchar(64),
	"asset_youtube_id" varchar(64),
	"views" bigint NOT NULL,
	"amount_micros" bigint NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"line" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_claims" ADD COLUMN "youtube_status" varchar(16);--> statement-breakpoint
ALTER TABLE "revenue_imports" ADD CONSTRAINT "revenue_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_imports" ADD CONSTRAINT "revenue_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_lines" ADD CONSTRAINT "revenue_lines_import_id_revenue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."revenue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_imports_in_force_key" ON "revenue_imports" USING btree ("source","period") WHERE "revenue_imports"."status" = 'imported';--> statement-breakpoint
CREATE INDEX "revenue_imports_created_idx" ON "revenue_imports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "revenue_imports_period_idx" ON "revenue_imports" USING btree ("period","created_at","id");--> statement-breakpoint
CREATE INDEX "revenue_imports_creator_idx" ON "revenue_imports" USING btree ("created_by","status");--> statement-breakpoint
CREATE INDEX "revenue_lines_import_idx" ON "revenue_lines" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "revenue_lines_period_video_idx" ON "revenue_lines" USING btree ("period","video_id");--> statement-breakpoint
CREATE INDEX "revenue_lines_video_idx" ON "revenue_lines" USING btree ("video_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_claims_youtube_claim_key" ON "manual_claims" USING btree ("youtube_claim_id") WHERE "manual_claims"."youtube_claim_id" is not null;