CREATE TABLE "asset_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"role" varchar(10) NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" char(64),
	"media" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(50) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject_id" uuid,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" varchar(100),
	"locked_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"kind" varchar(10),
	"mime_type" varchar(100),
	"ext" varchar(10),
	"sha256" char(64),
	"finished_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "kind" varchar(10) DEFAULT 'audio' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "agreement_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "language" varchar(10);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "isrc" varchar(12);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "custom_id" varchar(100);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "territory" varchar(200) DEFAULT 'Worldwide' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "policy" varchar(10) DEFAULT 'monetize' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_files" ADD CONSTRAINT "asset_files_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_files_asset_idx" ON "asset_files" USING btree ("asset_id","role");--> statement-breakpoint
CREATE INDEX "asset_files_sha256_idx" ON "asset_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "jobs_subject_idx" ON "jobs" USING btree ("subject_id","kind");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_agreement_id_contracts_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_rights_holder_idx" ON "assets" USING btree ("rights_holder_id","stage");--> statement-breakpoint
-- The library's stage is called approved now.
UPDATE "assets" SET "stage" = 'approved' WHERE "stage" = 'published';
