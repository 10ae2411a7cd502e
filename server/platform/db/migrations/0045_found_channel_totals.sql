CREATE TABLE "found_channel_totals" (
	"channel_id" varchar(64) PRIMARY KEY NOT NULL,
	"channel_title" varchar(300) NOT NULL,
	"found_count" integer NOT NULL,
	"newest_found_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "found_channel_totals_newest_idx" ON "found_channel_totals" USING btree ("newest_found_at","channel_id");--> statement-breakpoint
CREATE INDEX "found_channel_totals_title_trgm_idx" ON "found_channel_totals" USING gin (lower("channel_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "found_videos_usage_idx" ON "found_videos" USING btree ("channel_id","created_at") WHERE "found_videos"."state" = 'claimed' or "found_videos"."has_audio";--> statement-breakpoint
-- Adds a found video that uses our content to its channel's row (as a delta under the row's lock, so
-- concurrent scans and claims never lose a count), or takes one away; a row at no video goes. Taking one
-- away reads the channel's newest remaining one on found_videos_usage_idx.
create function found_channel_totals_add(p_channel varchar, p_title varchar, p_found_at timestamptz, p_delta int)
returns void language plpgsql as $$
begin
  if p_delta > 0 then
    insert into found_channel_totals (channel_id, channel_title, found_count, newest_found_at)
      values (p_channel, p_title, p_delta, p_found_at)
    on conflict (channel_id) do update set
      found_count = found_channel_totals.found_count + excluded.found_count,
      channel_title = excluded.channel_title,
      newest_found_at = greatest(found_channel_totals.newest_found_at, excluded.newest_found_at);
  else
    update found_channel_totals t set found_count = t.found_count + p_delta,
      newest_found_at = coalesce((select max(v.created_at) from found_videos v
        where v.channel_id = p_channel and (v.state = 'claimed' or v.has_audio)), t.newest_found_at)
    where t.channel_id = p_channel;
    delete from found_channel_totals where channel_id = p_channel and found_count <= 0;
  end if;
end
$$;
--> statement-breakpoint
create function found_channel_totals_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and (old.state = 'claimed' or old.has_audio) then
    perform found_channel_totals_add(old.channel_id, old.channel_title, old.created_at, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (new.state = 'claimed' or new.has_audio) then
    perform found_channel_totals_add(new.channel_id, new.channel_title, new.created_at, 1);
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger found_videos_channel_totals after insert or delete on found_videos
  for each row execute function found_channel_totals_apply();
--> statement-breakpoint
create trigger found_videos_channel_totals_change after update on found_videos
  for each row when (old.state is distinct from new.state or old.has_audio is distinct from new.has_audio
    or old.channel_id is distinct from new.channel_id or old.channel_title is distinct from new.channel_title)
  execute function found_channel_totals_apply();
--> statement-breakpoint
-- The rows made again from found_videos (the title of the channel's newest such video, as the triggers
-- keep it): after a bulk load (seed:scale), and now for the videos found so far.
create function found_channel_totals_rebuild() returns void language sql as $$
  delete from found_channel_totals;
  insert into found_channel_totals (channel_id, channel_title, found_count, newest_found_at)
    select channel_id, (array_agg(channel_title order by created_at desc, id desc))[1], count(*), max(created_at)
    from found_videos
    where state = 'claimed' or has_audio group by channel_id;
$$;
--> statement-breakpoint
select found_channel_totals_rebuild();
