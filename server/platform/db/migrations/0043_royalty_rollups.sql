CREATE TABLE "royalty_rollups" (
	"period" date NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"key" varchar(64) NOT NULL,
	"payee_kind" varchar(16) NOT NULL,
	"payee_key" varchar(64) NOT NULL,
	"state" varchar(8) NOT NULL,
	"amount_micros" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "royalty_rollups_dimension_period_key_payee_kind_payee_key_state_pk" PRIMARY KEY("dimension","period","key","payee_kind","payee_key","state")
);
--> statement-breakpoint
CREATE TABLE "royalty_split_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" date NOT NULL,
	"requested_by" uuid,
	"revenue_micros" bigint NOT NULL,
	"lines_before" integer NOT NULL,
	"lines_after" integer NOT NULL,
	"change_count" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"kept" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "royalty_split_audits" ADD CONSTRAINT "royalty_split_audits_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "royalty_rollups_payee_idx" ON "royalty_rollups" USING btree ("payee_kind","payee_key","dimension","period");--> statement-breakpoint
CREATE INDEX "royalty_split_audits_period_idx" ON "royalty_split_audits" USING btree ("period","created_at");