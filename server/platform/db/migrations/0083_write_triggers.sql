-- A channel's status change (active and inactive, the most frequent write staff make) fires only the
-- triggers whose answer it can change (issue 38: 50 concurrent writers).
--
-- Its prospect row holds the creator of a channel that is not deleted (prospect_channels_refresh): a
-- move between active and inactive leaves it as it was, so only a move into or out of deleted refreshes it.
drop trigger channels_prospects_change on channels;
--> statement-breakpoint
create trigger channels_prospects_change after update on channels
  for each row when (old.channel_id is distinct from new.channel_id
    or (old.status = 3) is distinct from (new.status = 3)
    or old.creator_id is distinct from new.creator_id)
  execute function prospect_channels_follow();
--> statement-breakpoint
-- The day a channel was added counts every channel (migration 0056's condition is 'true'), so only a
-- changed created_at moves it. A statement trigger with transition tables cannot name its columns
-- (UPDATE OF), and ran its dynamic statement on every update: this one fires on created_at alone.
drop trigger channels_day_update on channels;
--> statement-breakpoint
create function channels_day_moved() returns trigger language plpgsql as $$
begin
  insert into day_totals (kind, day, n)
    select 'channels_added', d.day, sum(d.n) from (values
      ((old.created_at at time zone 'UTC')::date, -1),
      ((new.created_at at time zone 'UTC')::date, 1)) as d(day, n)
    group by d.day having sum(d.n) <> 0
  on conflict (kind, day) do update set n = day_totals.n + excluded.n;
  return null;
end
$$;
--> statement-breakpoint
create trigger channels_day_update after update of created_at on channels
  for each row when (old.created_at is distinct from new.created_at)
  execute function channels_day_moved();
--> statement-breakpoint
-- The activity log's day deltas (migration 0082) in static statements, one function per event: a
-- plpgsql function plans a static statement once per session, where `execute format(...)` planned it
-- on every insert.
create function activity_day_deltas_added() returns trigger language plpgsql as $$
begin
  insert into activity_day_deltas (day, actor_id, entity, action, n)
    select (x.created_at at time zone 'UTC')::date, x.actor_id, x.entity, x.action, count(*)
    from new_rows x group by 1, 2, 3, 4;
  return null;
end
$$;
--> statement-breakpoint
create function activity_day_deltas_removed() returns trigger language plpgsql as $$
begin
  insert into activity_day_deltas (day, actor_id, entity, action, n)
    select (x.created_at at time zone 'UTC')::date, x.actor_id, x.entity, x.action, -count(*)
    from old_rows x group by 1, 2, 3, 4;
  return null;
end
$$;
--> statement-breakpoint
drop trigger activity_logs_day_insert on activity_logs;
--> statement-breakpoint
drop trigger activity_logs_day_delete on activity_logs;
--> statement-breakpoint
drop function activity_day_totals_follow();
--> statement-breakpoint
create trigger activity_logs_day_insert after insert on activity_logs referencing new table as new_rows
  for each statement execute function activity_day_deltas_added();
--> statement-breakpoint
create trigger activity_logs_day_delete after delete on activity_logs referencing old table as old_rows
  for each statement execute function activity_day_deltas_removed();
