-- The inquiries so far were placeholder rows with no item or channel (the seed wrote them for the
-- menu badge): a real request names both, so they cannot be kept.
DELETE FROM "inquiries";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "licensable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "requested_by" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "asset_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "channel_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "agreement_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "browse_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_agreement_id_contracts_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_licensable_newest_idx" ON "assets" USING btree ("approved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "assets"."licensable" and "assets"."stage" = 'approved' and "assets"."status" <> 3;--> statement-breakpoint
CREATE INDEX "inquiries_creator_idx" ON "inquiries" USING btree ("creator_id","status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_rights_holder_idx" ON "inquiries" USING btree ("rights_holder_id","status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_asset_idx" ON "inquiries" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_pending_key" ON "inquiries" USING btree ("creator_id","asset_id","channel_id") WHERE "inquiries"."status" = 0;