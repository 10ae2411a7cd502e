CREATE TABLE "copyright_takedowns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"filed_by" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"monitored_channel_id" uuid,
	"manual_claim_id" uuid,
	"video_ids" varchar(11)[] NOT NULL,
	"owner_name" varchar(200) NOT NULL,
	"owner_address" varchar(500) NOT NULL,
	"owner_phone" varchar(40) NOT NULL,
	"owner_email" varchar(200) NOT NULL,
	"good_faith" boolean DEFAULT false NOT NULL,
	"accuracy" boolean DEFAULT false NOT NULL,
	"signature" varchar(200) DEFAULT '' NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"counter_notified_at" timestamp with time zone,
	"restore_by_at" timestamp with time zone,
	"court_action_at" timestamp with time zone,
	"court_action_note" text,
	"due_at" timestamp with time zone,
	"due_kind" varchar(16),
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "copyright_takedowns" ADD CONSTRAINT "copyright_takedowns_rights_holder_id_users_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_takedowns" ADD CONSTRAINT "copyright_takedowns_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_takedowns" ADD CONSTRAINT "copyright_takedowns_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_takedowns" ADD CONSTRAINT "copyright_takedowns_monitored_channel_id_monitored_channels_id_fk" FOREIGN KEY ("monitored_channel_id") REFERENCES "public"."monitored_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "copyright_takedowns_status_idx" ON "copyright_takedowns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "copyright_takedowns_created_idx" ON "copyright_takedowns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "copyright_takedowns_owner_idx" ON "copyright_takedowns" USING btree ("rights_holder_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "copyright_takedowns_asset_idx" ON "copyright_takedowns" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "copyright_takedowns_channel_idx" ON "copyright_takedowns" USING btree ("monitored_channel_id","removed_at");--> statement-breakpoint
CREATE INDEX "copyright_takedowns_claim_idx" ON "copyright_takedowns" USING btree ("manual_claim_id");--> statement-breakpoint
CREATE INDEX "copyright_takedowns_due_idx" ON "copyright_takedowns" USING btree ("due_at","id") WHERE "copyright_takedowns"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "copyright_takedowns_submitted_idx" ON "copyright_takedowns" USING btree ("submitted_at","id");