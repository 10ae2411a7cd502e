CREATE TABLE "prospect_channels" (
	"channel_id" varchar(64) PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"source" varchar(8) NOT NULL,
	"found_count" integer NOT NULL,
	"newest_found_at" timestamp with time zone,
	"whitelisted" boolean NOT NULL,
	"creator_id" uuid
);
--> statement-breakpoint
CREATE INDEX "prospect_channels_newest_idx" ON "prospect_channels" USING btree ("newest_found_at" DESC NULLS LAST,"channel_id" DESC NULLS LAST,"creator_id") WHERE not "prospect_channels"."whitelisted";--> statement-breakpoint
CREATE INDEX "prospect_channels_title_trgm_idx" ON "prospect_channels" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospect_channels_channel_id_prefix_idx" ON "prospect_channels" USING btree ("channel_id" varchar_pattern_ops);--> statement-breakpoint
-- The prospect rows of some YouTube channels made again from their sources: the channel typed prospect
-- (not deleted) and the channel's found videos using our content, fully joined; whether it is
-- whitelisted, and our creator when it is registered with us. A channel in neither source has no row.
create function prospect_channels_refresh(p_ids varchar[]) returns void language sql as $$
  delete from prospect_channels where channel_id = any(p_ids);
  insert into prospect_channels (channel_id, title, source, found_count, newest_found_at, whitelisted, creator_id)
    select r.id, r.title, r.source, r.found_count, r.newest_found_at,
      exists (select 1 from monitored_channels w where w.channel_id = r.id
        and w.type = 'whitelisted' and w.status <> 3),
      (select c.creator_id from channels c where c.channel_id = r.id and c.status <> 3)
    from (
      select coalesce(p.channel_id, f.channel_id) as id, coalesce(p.title, f.channel_title) as title,
        case when p.channel_id is null then 'found' else 'prospect' end as source,
        coalesce(f.found_count, 0) as found_count, f.newest_found_at
      from (select channel_id, title from monitored_channels
            where type = 'prospect' and status <> 3 and channel_id = any(p_ids)) p
      full join (select channel_id, channel_title, found_count, newest_found_at from found_channel_totals
            where channel_id = any(p_ids)) f on f.channel_id = p.channel_id
    ) r;
$$;
--> statement-breakpoint
-- Every row made again (after a bulk load run with the triggers off, and now).
create function prospect_channels_rebuild() returns void language sql as $$
  delete from prospect_channels;
  insert into prospect_channels (channel_id, title, source, found_count, newest_found_at, whitelisted, creator_id)
    select r.id, r.title, r.source, r.found_count, r.newest_found_at, w.channel_id is not null, c.creator_id
    from (
      select coalesce(p.channel_id, f.channel_id) as id, coalesce(p.title, f.channel_title) as title,
        case when p.channel_id is null then 'found' else 'prospect' end as source,
        coalesce(f.found_count, 0) as found_count, f.newest_found_at
      from (select channel_id, title from monitored_channels where type = 'prospect' and status <> 3) p
      full join found_channel_totals f on f.channel_id = p.channel_id
    ) r
    left join monitored_channels w on w.channel_id = r.id and w.type = 'whitelisted' and w.status <> 3
    left join channels c on c.channel_id = r.id and c.status <> 3;
$$;
--> statement-breakpoint
-- One trigger function for the three sources: each row's YouTube channel id, before and after.
create function prospect_channels_follow() returns trigger language plpgsql as $$
begin
  perform prospect_channels_refresh(array_remove(array[
    case when tg_op in ('UPDATE', 'DELETE') then old.channel_id end,
    case when tg_op in ('INSERT', 'UPDATE') then new.channel_id end], null)::varchar[]);
  return null;
end
$$;
--> statement-breakpoint
create trigger found_channel_totals_prospects after insert or delete or update on found_channel_totals
  for each row execute function prospect_channels_follow();
--> statement-breakpoint
create trigger monitored_channels_prospects after insert or delete on monitored_channels
  for each row execute function prospect_channels_follow();
--> statement-breakpoint
create trigger monitored_channels_prospects_change after update on monitored_channels
  for each row when (old.channel_id is distinct from new.channel_id or old.type is distinct from new.type
    or old.status is distinct from new.status or old.title is distinct from new.title)
  execute function prospect_channels_follow();
--> statement-breakpoint
create trigger channels_prospects after insert or delete on channels
  for each row execute function prospect_channels_follow();
--> statement-breakpoint
create trigger channels_prospects_change after update on channels
  for each row when (old.channel_id is distinct from new.channel_id or old.status is distinct from new.status
    or old.creator_id is distinct from new.creator_id)
  execute function prospect_channels_follow();
--> statement-breakpoint
select prospect_channels_rebuild();
