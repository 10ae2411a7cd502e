CREATE TABLE "channel_counts" (
	"creator_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_counts_creator_id_status_pk" PRIMARY KEY("creator_id","status")
);
--> statement-breakpoint
ALTER TABLE "channel_counts" ADD CONSTRAINT "channel_counts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channels_created_id_idx" ON "channels" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "channels_updated_id_idx" ON "channels" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "channels_title_id_idx" ON "channels" USING btree ("channel_title","id");--> statement-breakpoint
CREATE INDEX "channels_start_date_id_idx" ON "channels" USING btree ("channel_start_date","id");--> statement-breakpoint
CREATE INDEX "channels_status_id_idx" ON "channels" USING btree ("status","id");