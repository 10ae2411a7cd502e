CREATE TABLE "google_sign_ins" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"purpose" varchar(200) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revai_deletions" (
	"job_id" varchar(100) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_sign_ins" ADD CONSTRAINT "google_sign_ins_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_sign_ins_session_idx" ON "google_sign_ins" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "google_sign_ins_expiry_idx" ON "google_sign_ins" USING btree ("expires_at");