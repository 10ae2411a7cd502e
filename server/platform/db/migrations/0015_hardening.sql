CREATE TABLE "throttles" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_allowed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "revenue_share" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invited_email" varchar(320);--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invited_name" varchar(200);--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invitation_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "verification" varchar(16);--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "new_email" varchar(320);--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_invitation_key" ON "team_members" USING btree ("owner_id","invited_email") WHERE "team_members"."accepted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_invitation_token_key" ON "team_members" USING btree ("invitation_token_hash");--> statement-breakpoint
-- Memberships made before invitations had to be accepted were accepted when they were made.
UPDATE "team_members" SET "accepted_at" = "created_at",
	"invited_email" = (SELECT "email" FROM "users" WHERE "users"."id" = "team_members"."member_id"),
	"invited_name" = (SELECT "name" FROM "users" WHERE "users"."id" = "team_members"."member_id");
