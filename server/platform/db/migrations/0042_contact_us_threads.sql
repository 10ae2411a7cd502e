CREATE TABLE "contact_us_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_us_messages" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_us_messages" ADD COLUMN "attachment_key" varchar(200);--> statement-breakpoint
ALTER TABLE "contact_us_messages" ADD COLUMN "attachment_name" varchar(255);--> statement-breakpoint
ALTER TABLE "contact_us_messages" ADD COLUMN "attachment_type" varchar(60);--> statement-breakpoint
ALTER TABLE "contact_us_messages" ADD COLUMN "attachment_size" integer;--> statement-breakpoint
ALTER TABLE "contact_us_messages" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_us_messages" ADD COLUMN "last_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Edited by hand: messages written before threads existed get their creator (the sender, or the
-- creator a team member wrote for), their last activity (when they were written) and the thread
-- statuses (read is open, deleted is closed) before creator_id becomes required.
ALTER TABLE "contact_us_messages" ADD COLUMN "creator_id" uuid;--> statement-breakpoint
UPDATE "contact_us_messages" m SET "creator_id" = coalesce(
  (SELECT t."owner_id" FROM "team_members" t WHERE t."member_id" = m."sender_id" ORDER BY t."is_default" DESC LIMIT 1),
  m."sender_id"), "last_at" = m."created_at", "status" = CASE m."status" WHEN 3 THEN 2 ELSE m."status" END;--> statement-breakpoint
ALTER TABLE "contact_us_messages" ALTER COLUMN "creator_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_us_replies" ADD CONSTRAINT "contact_us_replies_message_id_contact_us_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_us_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_us_replies" ADD CONSTRAINT "contact_us_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_us_replies_message_idx" ON "contact_us_replies" USING btree ("message_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_us_messages" ADD CONSTRAINT "contact_us_messages_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_us_messages" ADD CONSTRAINT "contact_us_messages_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_us_messages_creator_idx" ON "contact_us_messages" USING btree ("creator_id","last_at","id");--> statement-breakpoint
CREATE INDEX "contact_us_messages_last_idx" ON "contact_us_messages" USING btree ("last_at","id");--> statement-breakpoint
CREATE INDEX "contact_us_messages_assignee_idx" ON "contact_us_messages" USING btree ("assignee_id","last_at");--> statement-breakpoint
CREATE INDEX "contact_us_messages_attached_idx" ON "contact_us_messages" USING btree ("sender_id","attached_at") WHERE "contact_us_messages"."attached_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_us_messages_subject_trgm_idx" ON "contact_us_messages" USING gin (lower("subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_us_messages_message_trgm_idx" ON "contact_us_messages" USING gin (lower("message") gin_trgm_ops);