ALTER TABLE "contracts" ADD COLUMN "document_name" varchar(255);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "document_size" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "document_uploaded_at" timestamp with time zone;