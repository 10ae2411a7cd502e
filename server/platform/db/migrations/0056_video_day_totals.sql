CREATE TABLE "video_day_totals" (
	"kind" varchar(16) NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "video_day_totals_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
-- One trigger function for the three tables, told by its arguments what it counts: the kind, the
-- timestamp whose UTC day a row falls on, and which rows count. A statement's rows are netted per day
-- (an update that changes neither leaves every day as it was) and applied in one insert.
create function video_day_totals_follow() returns trigger language plpgsql as $$
declare
  source text := case tg_op
    when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
    when 'DELETE' then 'select o.*, -1 as sign from old_rows o'
    else 'select n.*, 1 as sign from new_rows n union all select o.*, -1 as sign from old_rows o' end;
begin
  execute format($q$
    insert into video_day_totals (kind, day, n)
      select %L, y.day, sum(y.sign) from (
        select (x.%I at time zone 'UTC')::date as day, x.sign from (%s) x where x.%I is not null and (%s)) y
      group by y.day having sum(y.sign) <> 0
    on conflict (kind, day) do update set n = video_day_totals.n + excluded.n$q$,
    tg_argv[0], tg_argv[1], source, tg_argv[1], tg_argv[2]);
  return null;
end
$$;
--> statement-breakpoint
create trigger youtube_videos_day_insert after insert on youtube_videos referencing new table as new_rows
  for each statement execute function video_day_totals_follow('synced', 'created_at', 'true');
--> statement-breakpoint
create trigger youtube_videos_day_delete after delete on youtube_videos referencing old table as old_rows
  for each statement execute function video_day_totals_follow('synced', 'created_at', 'true');
--> statement-breakpoint
create trigger youtube_videos_day_update after update on youtube_videos
  referencing old table as old_rows new table as new_rows
  for each statement execute function video_day_totals_follow('synced', 'created_at', 'true');
--> statement-breakpoint
-- Claims count while not deleted (status 3, shared/claims.ts).
create trigger manual_claims_day_insert after insert on manual_claims referencing new table as new_rows
  for each statement execute function video_day_totals_follow('claimed', 'created_at', 'x.status <> 3');
--> statement-breakpoint
create trigger manual_claims_day_delete after delete on manual_claims referencing old table as old_rows
  for each statement execute function video_day_totals_follow('claimed', 'created_at', 'x.status <> 3');
--> statement-breakpoint
create trigger manual_claims_day_update after update on manual_claims
  referencing old table as old_rows new table as new_rows
  for each statement execute function video_day_totals_follow('claimed', 'created_at', 'x.status <> 3');
--> statement-breakpoint
create trigger copyright_takedowns_day_insert after insert on copyright_takedowns
  referencing new table as new_rows
  for each statement execute function video_day_totals_follow('taken_down', 'removed_at', 'true');
--> statement-breakpoint
create trigger copyright_takedowns_day_delete after delete on copyright_takedowns
  referencing old table as old_rows
  for each statement execute function video_day_totals_follow('taken_down', 'removed_at', 'true');
--> statement-breakpoint
create trigger copyright_takedowns_day_update after update on copyright_takedowns
  referencing old table as old_rows new table as new_rows
  for each statement execute function video_day_totals_follow('taken_down', 'removed_at', 'true');
--> statement-breakpoint
-- Recounts every day from the tables themselves (after a load that ran with the triggers disabled).
create function video_day_totals_rebuild() returns void language sql as $$
  delete from video_day_totals;
  insert into video_day_totals (kind, day, n)
    select 'synced', (created_at at time zone 'UTC')::date, count(*) from youtube_videos group by 2
    union all
    select 'claimed', (created_at at time zone 'UTC')::date, count(*) from manual_claims where status <> 3 group by 2
    union all
    select 'taken_down', (removed_at at time zone 'UTC')::date, count(*) from copyright_takedowns
      where removed_at is not null group by 2;
$$;
--> statement-breakpoint
select video_day_totals_rebuild();
