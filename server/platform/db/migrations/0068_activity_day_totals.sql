CREATE TABLE "activity_day_totals" (
	"day" date NOT NULL,
	"actor_id" uuid NOT NULL,
	"entity" varchar(40) NOT NULL,
	"action" varchar(20) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "activity_day_totals_day_actor_id_entity_action_pk" PRIMARY KEY("day","actor_id","entity","action")
);
--> statement-breakpoint
-- Follows a statement's entries (added or, should one ever be removed, taken away), netted per day,
-- person, entity and action, applied in key order.
create function activity_day_totals_follow() returns trigger language plpgsql as $$
declare
  source text := case tg_op
    when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
    else 'select o.*, -1 as sign from old_rows o' end;
begin
  execute format($q$
    insert into activity_day_totals (day, actor_id, entity, action, n)
      select (x.created_at at time zone 'UTC')::date, x.actor_id, x.entity, x.action, sum(x.sign)
      from (%s) x group by 1, 2, 3, 4 having sum(x.sign) <> 0
      order by 1, 2, 3, 4
    on conflict (day, actor_id, entity, action) do update set n = activity_day_totals.n + excluded.n$q$,
    source);
  return null;
end
$$;
--> statement-breakpoint
create trigger activity_logs_day_insert after insert on activity_logs referencing new table as new_rows
  for each statement execute function activity_day_totals_follow();
--> statement-breakpoint
create trigger activity_logs_day_delete after delete on activity_logs referencing old table as old_rows
  for each statement execute function activity_day_totals_follow();
--> statement-breakpoint
-- Counts every entry again (after a load that ran with the trigger off).
create function activity_day_totals_rebuild() returns void language sql as $$
  delete from activity_day_totals;
  insert into activity_day_totals (day, actor_id, entity, action, n)
    select (created_at at time zone 'UTC')::date, actor_id, entity, action, count(*)
    from activity_logs group by 1, 2, 3, 4;
$$;
--> statement-breakpoint
select activity_day_totals_rebuild();
