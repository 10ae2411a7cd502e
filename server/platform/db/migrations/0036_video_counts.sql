CREATE TABLE "youtube_video_counts" (
	"channel_id" uuid NOT NULL,
	"claimed" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "youtube_video_counts_channel_id_claimed_pk" PRIMARY KEY("channel_id","claimed")
);
--> statement-breakpoint
CREATE TABLE "youtube_video_totals" (
	"claimed" boolean PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "youtube_video_counts" ADD CONSTRAINT "youtube_video_counts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statement triggers with transition tables: a sync's batch of 50, or a bulk load of a million, adjusts
-- the counts once per statement by groups, not once per row.
create function youtube_video_counts_add() returns trigger language plpgsql as $$
begin
  insert into youtube_video_counts (channel_id, claimed, n)
    select channel_id, claimed, count(*) from new_rows group by channel_id, claimed
    on conflict (channel_id, claimed) do update set n = youtube_video_counts.n + excluded.n;
  insert into youtube_video_totals (claimed, n)
    select claimed, count(*) from new_rows group by claimed
    on conflict (claimed) do update set n = youtube_video_totals.n + excluded.n;
  return null;
end
$$;
--> statement-breakpoint
create function youtube_video_counts_remove() returns trigger language plpgsql as $$
begin
  update youtube_video_counts c set n = c.n - d.n
    from (select channel_id, claimed, count(*) as n from old_rows group by channel_id, claimed) d
    where c.channel_id = d.channel_id and c.claimed = d.claimed;
  update youtube_video_totals t set n = t.n - d.n
    from (select claimed, count(*) as n from old_rows group by claimed) d
    where t.claimed = d.claimed;
  return null;
end
$$;
--> statement-breakpoint
-- An update moves only the rows whose channel or claim state changed (a sync's new view counts do not).
create function youtube_video_counts_move() returns trigger language plpgsql as $$
begin
  update youtube_video_counts c set n = c.n - d.n
    from (select o.channel_id, o.claimed, count(*) as n from old_rows o join new_rows w on w.id = o.id
          where w.channel_id <> o.channel_id or w.claimed <> o.claimed group by o.channel_id, o.claimed) d
    where c.channel_id = d.channel_id and c.claimed = d.claimed;
  insert into youtube_video_counts (channel_id, claimed, n)
    select w.channel_id, w.claimed, count(*) from old_rows o join new_rows w on w.id = o.id
    where w.channel_id <> o.channel_id or w.claimed <> o.claimed group by w.channel_id, w.claimed
    on conflict (channel_id, claimed) do update set n = youtube_video_counts.n + excluded.n;
  update youtube_video_totals t set n = t.n - d.n
    from (select o.claimed, count(*) as n from old_rows o join new_rows w on w.id = o.id
          where w.claimed <> o.claimed group by o.claimed) d
    where t.claimed = d.claimed;
  insert into youtube_video_totals (claimed, n)
    select w.claimed, count(*) from old_rows o join new_rows w on w.id = o.id
    where w.claimed <> o.claimed group by w.claimed
    on conflict (claimed) do update set n = youtube_video_totals.n + excluded.n;
  return null;
end
$$;
--> statement-breakpoint
create trigger youtube_videos_count_insert after insert on youtube_videos
  referencing new table as new_rows for each statement execute function youtube_video_counts_add();
--> statement-breakpoint
create trigger youtube_videos_count_delete after delete on youtube_videos
  referencing old table as old_rows for each statement execute function youtube_video_counts_remove();
--> statement-breakpoint
create trigger youtube_videos_count_update after update on youtube_videos
  referencing old table as old_rows new table as new_rows for each statement
  execute function youtube_video_counts_move();
--> statement-breakpoint
-- Recounts from the videos themselves (after a load that ran with the triggers disabled).
create function youtube_video_counts_rebuild() returns void language sql as $$
  delete from youtube_video_counts;
  insert into youtube_video_counts (channel_id, claimed, n)
    select channel_id, claimed, count(*) from youtube_videos group by channel_id, claimed;
  delete from youtube_video_totals;
  insert into youtube_video_totals (claimed, n) select claimed, count(*) from youtube_videos group by claimed;
$$;
--> statement-breakpoint
select youtube_video_counts_rebuild();
