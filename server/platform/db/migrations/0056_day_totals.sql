CREATE TABLE "day_totals" (
	"kind" varchar(24) NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "day_totals_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
-- One trigger function for every table counted per day, told by its arguments what to count, in
-- threes: the kind, the timestamp whose UTC day a row falls on, and which rows count (a condition on
-- the row `x`). A statement's rows are netted per kind and day (an update that changes neither
-- leaves every day as it was) and applied in one insert each.
create function day_totals_follow() returns trigger language plpgsql as $$
declare
  source text := case tg_op
    when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
    when 'DELETE' then 'select o.*, -1 as sign from old_rows o'
    else 'select n.*, 1 as sign from new_rows n union all select o.*, -1 as sign from old_rows o' end;
begin
  for i in 0 .. tg_nargs - 1 by 3 loop
    execute format($q$
      insert into day_totals (kind, day, n)
        select %L, y.day, sum(y.sign) from (
          select (x.%I at time zone 'UTC')::date as day, x.sign from (%s) x where x.%I is not null and (%s)) y
        group by y.day having sum(y.sign) <> 0
      on conflict (kind, day) do update set n = day_totals.n + excluded.n$q$,
      tg_argv[i], tg_argv[i + 1], source, tg_argv[i + 1], tg_argv[i + 2]);
  end loop;
  return null;
end
$$;
--> statement-breakpoint
create trigger youtube_videos_day_insert after insert on youtube_videos referencing new table as new_rows
  for each statement execute function day_totals_follow('videos_synced', 'created_at', 'true');
--> statement-breakpoint
create trigger youtube_videos_day_delete after delete on youtube_videos referencing old table as old_rows
  for each statement execute function day_totals_follow('videos_synced', 'created_at', 'true');
--> statement-breakpoint
create trigger youtube_videos_day_update after update on youtube_videos referencing old table as old_rows new table as new_rows
  for each statement execute function day_totals_follow('videos_synced', 'created_at', 'true');
--> statement-breakpoint
create trigger manual_claims_day_insert after insert on manual_claims referencing new table as new_rows
  for each statement execute function day_totals_follow('claims_filed', 'created_at', 'x.status <> 3', 'claims_created', 'created_at', 'true');
--> statement-breakpoint
create trigger manual_claims_day_delete after delete on manual_claims referencing old table as old_rows
  for each statement execute function day_totals_follow('claims_filed', 'created_at', 'x.status <> 3', 'claims_created', 'created_at', 'true');
--> statement-breakpoint
create trigger manual_claims_day_update after update on manual_claims referencing old table as old_rows new table as new_rows
  for each statement execute function day_totals_follow('claims_filed', 'created_at', 'x.status <> 3', 'claims_created', 'created_at', 'true');
--> statement-breakpoint
create trigger copyright_takedowns_day_insert after insert on copyright_takedowns referencing new table as new_rows
  for each statement execute function day_totals_follow('takedowns_removed', 'removed_at', 'true', 'takedowns_filed', 'created_at', 'x.status <> 3', 'takedowns_created', 'created_at', 'true');
--> statement-breakpoint
create trigger copyright_takedowns_day_delete after delete on copyright_takedowns referencing old table as old_rows
  for each statement execute function day_totals_follow('takedowns_removed', 'removed_at', 'true', 'takedowns_filed', 'created_at', 'x.status <> 3', 'takedowns_created', 'created_at', 'true');
--> statement-breakpoint
create trigger copyright_takedowns_day_update after update on copyright_takedowns referencing old table as old_rows new table as new_rows
  for each statement execute function day_totals_follow('takedowns_removed', 'removed_at', 'true', 'takedowns_filed', 'created_at', 'x.status <> 3', 'takedowns_created', 'created_at', 'true');
--> statement-breakpoint
create trigger channels_day_insert after insert on channels referencing new table as new_rows
  for each statement execute function day_totals_follow('channels_added', 'created_at', 'true');
--> statement-breakpoint
create trigger channels_day_delete after delete on channels referencing old table as old_rows
  for each statement execute function day_totals_follow('channels_added', 'created_at', 'true');
--> statement-breakpoint
create trigger channels_day_update after update on channels referencing old table as old_rows new table as new_rows
  for each statement execute function day_totals_follow('channels_added', 'created_at', 'true');
--> statement-breakpoint
create trigger assets_day_insert after insert on assets referencing new table as new_rows
  for each statement execute function day_totals_follow('content_approved', 'approved_at', 'x.stage = ''approved'' and x.status <> 3');
--> statement-breakpoint
create trigger assets_day_delete after delete on assets referencing old table as old_rows
  for each statement execute function day_totals_follow('content_approved', 'approved_at', 'x.stage = ''approved'' and x.status <> 3');
--> statement-breakpoint
create trigger assets_day_update after update on assets referencing old table as old_rows new table as new_rows
  for each statement execute function day_totals_follow('content_approved', 'approved_at', 'x.stage = ''approved'' and x.status <> 3');
--> statement-breakpoint
create trigger found_videos_day_insert after insert on found_videos referencing new table as new_rows
  for each statement execute function day_totals_follow('found_videos', 'created_at', 'true');
--> statement-breakpoint
create trigger found_videos_day_delete after delete on found_videos referencing old table as old_rows
  for each statement execute function day_totals_follow('found_videos', 'created_at', 'true');
--> statement-breakpoint
create trigger found_videos_day_update after update on found_videos referencing old table as old_rows new table as new_rows
  for each statement execute function day_totals_follow('found_videos', 'created_at', 'true');
--> statement-breakpoint
-- Recounts every day from the tables themselves (after a load that ran with the triggers disabled).
create function day_totals_rebuild() returns void language sql as $$
  delete from day_totals;
  insert into day_totals (kind, day, n)
    select 'videos_synced', (x.created_at at time zone 'UTC')::date, count(*) from youtube_videos x
      where x.created_at is not null and (true) group by 2
    union all
    select 'claims_filed', (x.created_at at time zone 'UTC')::date, count(*) from manual_claims x
      where x.created_at is not null and (x.status <> 3) group by 2
    union all
    select 'claims_created', (x.created_at at time zone 'UTC')::date, count(*) from manual_claims x
      where x.created_at is not null and (true) group by 2
    union all
    select 'takedowns_removed', (x.removed_at at time zone 'UTC')::date, count(*) from copyright_takedowns x
      where x.removed_at is not null and (true) group by 2
    union all
    select 'takedowns_filed', (x.created_at at time zone 'UTC')::date, count(*) from copyright_takedowns x
      where x.created_at is not null and (x.status <> 3) group by 2
    union all
    select 'takedowns_created', (x.created_at at time zone 'UTC')::date, count(*) from copyright_takedowns x
      where x.created_at is not null and (true) group by 2
    union all
    select 'channels_added', (x.created_at at time zone 'UTC')::date, count(*) from channels x
      where x.created_at is not null and (true) group by 2
    union all
    select 'content_approved', (x.approved_at at time zone 'UTC')::date, count(*) from assets x
      where x.approved_at is not null and (x.stage = 'approved' and x.status <> 3) group by 2
    union all
    select 'found_videos', (x.created_at at time zone 'UTC')::date, count(*) from found_videos x
      where x.created_at is not null and (true) group by 2;
$$;
--> statement-breakpoint
select day_totals_rebuild();
