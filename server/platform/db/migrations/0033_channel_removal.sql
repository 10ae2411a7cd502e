ALTER TABLE "channels" ADD COLUMN "removal_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "removal_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_removal_requested_by_users_id_fk" FOREIGN KEY ("removal_requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;