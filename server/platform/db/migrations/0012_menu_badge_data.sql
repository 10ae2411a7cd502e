CREATE TABLE "contact_us_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"subject" varchar(300) NOT NULL,
	"message" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"asset_label" varchar(200) NOT NULL,
	"title" varchar(300) NOT NULL,
	"stage" varchar(20) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"video_id" varchar(20) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitored_audio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" varchar(64) NOT NULL,
	"title" varchar(300) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "youtube_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"video_id" varchar(20) NOT NULL,
	"title" varchar(300) NOT NULL,
	"claimed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "youtube_videos_video_id_unique" UNIQUE("video_id")
);
--> statement-breakpoint
CREATE TABLE "royalty_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_us_messages" ADD CONSTRAINT "contact_us_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_rights_holder_id_users_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_rights_holder_id_users_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD CONSTRAINT "manual_claims_rights_holder_id_users_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD CONSTRAINT "youtube_videos_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_payments" ADD CONSTRAINT "royalty_payments_rights_holder_id_users_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_payments" ADD CONSTRAINT "royalty_payments_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_us_messages_status_idx" ON "contact_us_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_us_messages_sender_idx" ON "contact_us_messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "assets_stage_label_idx" ON "assets" USING btree ("stage","asset_label");--> statement-breakpoint
CREATE INDEX "manual_claims_status_idx" ON "manual_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "monitored_audio_status_idx" ON "monitored_audio" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "youtube_videos_channel_idx" ON "youtube_videos" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "youtube_videos_claimed_idx" ON "youtube_videos" USING btree ("claimed");--> statement-breakpoint
CREATE INDEX "royalty_payments_rights_holder_idx" ON "royalty_payments" USING btree ("rights_holder_id","status");--> statement-breakpoint
CREATE INDEX "royalty_payments_creator_idx" ON "royalty_payments" USING btree ("creator_id","status");