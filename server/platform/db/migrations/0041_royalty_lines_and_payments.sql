CREATE TABLE "payment_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" date NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"minimum_micros" bigint NOT NULL,
	"total_micros" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"payee_kind" varchar(16) NOT NULL,
	"payee_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"status" varchar(14) DEFAULT 'due' NOT NULL,
	"payment_setting_id" uuid,
	"customer_transaction_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"wise_quote_id" varchar(64),
	"wise_transfer_id" varchar(64),
	"reference" text,
	"failure" jsonb,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "royalty_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "royalty_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"period" date NOT NULL,
	"video_id" varchar(20) NOT NULL,
	"claim_id" uuid,
	"channel_id" uuid,
	"creator_id" uuid,
	"rights_holder_id" uuid,
	"agreement_id" uuid,
	"payee_kind" varchar(16) NOT NULL,
	"payee_id" uuid,
	"share" integer NOT NULL,
	"amount_micros" bigint NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"state" varchar(8) NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payee_id_users_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_setting_id_payment_settings_id_fk" FOREIGN KEY ("payment_setting_id") REFERENCES "public"."payment_settings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_runs_created_idx" ON "payment_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_run_idx" ON "payments" USING btree ("run_id","payee_kind","payee_id");--> statement-breakpoint
CREATE INDEX "payments_payee_idx" ON "payments" USING btree ("payee_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payments_transfer_idx" ON "payments" USING btree ("wise_transfer_id") WHERE "payments"."wise_transfer_id" is not null;--> statement-breakpoint
CREATE INDEX "royalty_lines_period_video_idx" ON "royalty_lines" USING btree ("period","video_id");--> statement-breakpoint
CREATE INDEX "royalty_lines_payee_idx" ON "royalty_lines" USING btree ("payee_kind","payee_id","state","period");--> statement-breakpoint
CREATE INDEX "royalty_lines_claim_idx" ON "royalty_lines" USING btree ("claim_id") WHERE "royalty_lines"."claim_id" is not null;--> statement-breakpoint
CREATE INDEX "royalty_lines_payment_idx" ON "royalty_lines" USING btree ("payment_id") WHERE "royalty_lines"."payment_id" is not null;