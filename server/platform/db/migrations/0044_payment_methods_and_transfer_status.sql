DROP TABLE "royalty_payments" CASCADE;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" varchar(8) DEFAULT 'hand' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_status" varchar(40);