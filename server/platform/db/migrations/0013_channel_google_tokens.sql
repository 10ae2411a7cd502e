ALTER TABLE "channels" ADD COLUMN "access_token" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "token_expires_at" timestamp with time zone;