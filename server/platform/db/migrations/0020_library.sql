CREATE TABLE "asset_content_ids" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"content_id_asset_id" varchar(50) NOT NULL,
	"reference_id" varchar(50),
	"reference_status" varchar(30),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "asset_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"start_ms" integer,
	"end_ms" integer,
	"storage_key" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_favourites" (
	"user_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_favourites_user_id_asset_id_pk" PRIMARY KEY("user_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "asset_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_reactions" (
	"asset_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_reactions_asset_id_user_id_pk" PRIMARY KEY("asset_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"provider_job_id" varchar(100) NOT NULL,
	"state" varchar(20) NOT NULL,
	"failure" text,
	"text" text,
	"monologues" jsonb,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "size_bytes" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "state" varchar(10) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "asset_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "storage_key" varchar(300);--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_content_ids" ADD CONSTRAINT "asset_content_ids_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_content_ids" ADD CONSTRAINT "asset_content_ids_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_downloads" ADD CONSTRAINT "asset_downloads_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_downloads" ADD CONSTRAINT "asset_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_favourites" ADD CONSTRAINT "asset_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_favourites" ADD CONSTRAINT "asset_favourites_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_notes" ADD CONSTRAINT "asset_notes_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_notes" ADD CONSTRAINT "asset_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_reactions" ADD CONSTRAINT "asset_reactions_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_reactions" ADD CONSTRAINT "asset_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_content_ids_cid_idx" ON "asset_content_ids" USING btree ("content_id_asset_id");--> statement-breakpoint
CREATE INDEX "asset_downloads_user_idx" ON "asset_downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "asset_downloads_asset_idx" ON "asset_downloads" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "asset_favourites_asset_idx" ON "asset_favourites" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "asset_favourites_recent_idx" ON "asset_favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "asset_notes_asset_idx" ON "asset_notes" USING btree ("asset_id","created_at");--> statement-breakpoint
CREATE INDEX "asset_reactions_user_idx" ON "asset_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transcripts_provider_job_idx" ON "transcripts" USING btree ("provider_job_id");--> statement-breakpoint
CREATE INDEX "assets_search_idx" ON "assets" USING gin ("search");--> statement-breakpoint
CREATE INDEX "assets_library_idx" ON "assets" USING btree ("stage","status","approved_at");--> statement-breakpoint
CREATE INDEX "packages_expires_idx" ON "packages" USING btree ("expires_at");--> statement-breakpoint
-- Full-text search over the library: an asset's search document is its title (weight A), tags and
-- speakers' names (B), description (C) and transcript (D), in the 'simple' configuration (no
-- stemming: content comes in many languages). Kept here, whichever table changes.
create function assets_search_refresh() returns trigger language plpgsql as $$
begin
  new.search :=
    setweight(to_tsvector('simple', coalesce(new.title, '')), 'A') ||
    setweight(to_tsvector('simple', array_to_string(new.tags, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce((select string_agg(r.name, ' ') from asset_speakers s
      join artists r on r.id = s.artist_id where s.asset_id = new.id), '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(new.description, '')), 'C') ||
    setweight(to_tsvector('simple', coalesce((select t.text from transcripts t where t.asset_id = new.id), '')), 'D');
  return new;
end
$$;
--> statement-breakpoint
create trigger assets_search before insert or update of title, description, tags, search on assets
  for each row execute function assets_search_refresh();
--> statement-breakpoint
-- A change of speakers, of a speaker's name or of the transcript asks the asset to renew its document.
create function assets_search_touch() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'artists' then
    update assets set search = null where id in (select asset_id from asset_speakers where artist_id = new.id);
  elsif tg_op = 'DELETE' then
    update assets set search = null where id = old.asset_id;
  else
    update assets set search = null where id = new.asset_id;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger asset_speakers_search after insert or delete on asset_speakers
  for each row execute function assets_search_touch();
--> statement-breakpoint
create trigger transcripts_search after insert or update of text on transcripts
  for each row execute function assets_search_touch();
--> statement-breakpoint
create trigger artists_search after update of name on artists
  for each row when (old.name is distinct from new.name) execute function assets_search_touch();
--> statement-breakpoint
update assets set search = null;
--> statement-breakpoint
update assets set approved_at = coalesce(reviewed_at, updated_at) where stage = 'approved';
--> statement-breakpoint
update assets a set duration_seconds = (f.media->>'durationSeconds')::real from asset_files f
  where f.asset_id = a.id and f.role = 'original' and f.media ? 'durationSeconds';
