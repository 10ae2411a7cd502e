CREATE TABLE "search_words" (
	"scope" smallint NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "youtube_videos_title_trgm_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_key" ON "search_words" USING btree ("scope","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "youtube_videos_title_words_idx" ON "youtube_videos" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
-- The vocabulary of the library's documents (scope 1) and the videos' titles (scope 2), kept by
-- statement triggers: the words of the rows a statement wrote, in word order (two writers adding the
-- same new words wait for each other in one order, never a deadlock); an update adds only rows whose
-- document changed. Words are never removed here: one no document holds matches nothing.
create function assets_search_words() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into search_words (scope, word)
      select distinct 1::smallint, w from new_rows r, unnest(tsvector_to_array(r.search)) w
      order by 2 on conflict do nothing;
  else
    insert into search_words (scope, word)
      select distinct 1::smallint, w
      from new_rows r join old_rows o on o.id = r.id, unnest(tsvector_to_array(r.search)) w
      where r.search is distinct from o.search
      order by 2 on conflict do nothing;
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger assets_search_words_insert after insert on assets
  referencing new table as new_rows for each statement execute function assets_search_words();
--> statement-breakpoint
create trigger assets_search_words_update after update on assets
  referencing old table as old_rows new table as new_rows for each statement execute function assets_search_words();
--> statement-breakpoint
create function youtube_videos_search_words() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into search_words (scope, word)
      select distinct 2::smallint, w from new_rows r, unnest(tsvector_to_array(to_tsvector('simple', r.title))) w
      order by 2 on conflict do nothing;
  else
    insert into search_words (scope, word)
      select distinct 2::smallint, w
      from new_rows r join old_rows o on o.id = r.id, unnest(tsvector_to_array(to_tsvector('simple', r.title))) w
      where r.title is distinct from o.title
      order by 2 on conflict do nothing;
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger youtube_videos_search_words_insert after insert on youtube_videos
  referencing new table as new_rows for each statement execute function youtube_videos_search_words();
--> statement-breakpoint
create trigger youtube_videos_search_words_update after update on youtube_videos
  referencing old table as old_rows new table as new_rows for each statement
  execute function youtube_videos_search_words();
--> statement-breakpoint
-- The words the documents hold now (after a load that ran with the triggers disabled).
create function search_words_rebuild() returns void language sql as $$
  delete from search_words;
  insert into search_words (scope, word)
    select distinct 1::smallint, w from assets, unnest(tsvector_to_array(search)) w where search is not null;
  insert into search_words (scope, word)
    select distinct 2::smallint, w from youtube_videos, unnest(tsvector_to_array(to_tsvector('simple', title))) w;
$$;
--> statement-breakpoint
select search_words_rebuild();
