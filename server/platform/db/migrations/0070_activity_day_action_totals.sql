CREATE TABLE "activity_day_action_totals" (
	"day" date NOT NULL,
	"action" varchar(20) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "activity_day_action_totals_day_action_pk" PRIMARY KEY("day","action")
);
--> statement-breakpoint
-- The same statement's entries also netted per day and action (the report's chart), in key order.
create or replace function activity_day_totals_follow() returns trigger language plpgsql as $$
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
  execute format($q$
    insert into activity_day_action_totals (day, action, n)
      select (x.created_at at time zone 'UTC')::date, x.action, sum(x.sign)
      from (%s) x group by 1, 2 having sum(x.sign) <> 0
      order by 1, 2
    on conflict (day, action) do update set n = activity_day_action_totals.n + excluded.n$q$,
    source);
  return null;
end
$$;
--> statement-breakpoint
-- Counts every entry again (after a load that ran with the trigger off), in both tables.
create or replace function activity_day_totals_rebuild() returns void language sql as $$
  delete from activity_day_totals;
  insert into activity_day_totals (day, actor_id, entity, action, n)
    select (created_at at time zone 'UTC')::date, actor_id, entity, action, count(*)
    from activity_logs group by 1, 2, 3, 4;
  delete from activity_day_action_totals;
  insert into activity_day_action_totals (day, action, n)
    select (created_at at time zone 'UTC')::date, action, count(*)
    from activity_logs group by 1, 2;
$$;
--> statement-breakpoint
insert into activity_day_action_totals (day, action, n)
  select day, action, sum(n) from activity_day_totals group by 1, 2 having sum(n) <> 0;
