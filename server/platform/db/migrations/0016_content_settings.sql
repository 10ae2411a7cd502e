CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"picture" varchar(2048),
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_speakers" (
	"asset_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	CONSTRAINT "asset_speakers_asset_id_artist_id_pk" PRIMARY KEY("asset_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"parent_id" uuid,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"ordinal" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energy_levels_ordinal_range" CHECK ("energy_levels"."ordinal" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "energy_level_id" uuid;--> statement-breakpoint
ALTER TABLE "asset_speakers" ADD CONSTRAINT "asset_speakers_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_speakers" ADD CONSTRAINT "asset_speakers_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artists_name_key" ON "artists" USING btree (lower("name")) WHERE "artists"."status" <> 3;--> statement-breakpoint
CREATE INDEX "artists_status_created_idx" ON "artists" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "artists_name_trgm_idx" ON "artists" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artists_languages_idx" ON "artists" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "asset_speakers_artist_idx" ON "asset_speakers" USING btree ("artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("name")) WHERE "categories"."status" <> 3;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_status_created_idx" ON "categories" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "energy_levels_name_key" ON "energy_levels" USING btree (lower("name")) WHERE "energy_levels"."status" <> 3;--> statement-breakpoint
CREATE INDEX "energy_levels_status_created_idx" ON "energy_levels" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "energy_levels_ordinal_idx" ON "energy_levels" USING btree ("ordinal");--> statement-breakpoint
CREATE INDEX "energy_levels_name_trgm_idx" ON "energy_levels" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_energy_level_id_energy_levels_id_fk" FOREIGN KEY ("energy_level_id") REFERENCES "public"."energy_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_category_idx" ON "assets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "assets_energy_level_idx" ON "assets" USING btree ("energy_level_id");