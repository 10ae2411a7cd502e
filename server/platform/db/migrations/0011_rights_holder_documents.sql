CREATE TABLE "rights_holder_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"file" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rights_holder_documents_file_unique" UNIQUE("file")
);
--> statement-breakpoint
ALTER TABLE "rights_holder_documents" ADD CONSTRAINT "rights_holder_documents_rights_holder_id_users_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_holder_documents" ADD CONSTRAINT "rights_holder_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rights_holder_documents_owner_idx" ON "rights_holder_documents" USING btree ("rights_holder_id","created_at");