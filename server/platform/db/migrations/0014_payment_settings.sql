CREATE TABLE "payment_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"payment_type" smallint NOT NULL,
	"currency" char(3) NOT NULL,
	"form_type" varchar(64),
	"form" jsonb,
	"account_holder_name" text,
	"details" text,
	"recipient_id" varchar(64),
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_rights_holder_id_users_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_settings_current_key" ON "payment_settings" USING btree ("rights_holder_id") WHERE "payment_settings"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "payment_settings_history_idx" ON "payment_settings" USING btree ("rights_holder_id","created_at");