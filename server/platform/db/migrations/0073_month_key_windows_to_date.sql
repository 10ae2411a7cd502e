-- The month key windows also hold the months up to this one (MONTHS_TO_DATE, as -N): a window of N > 0
-- holds the N whole months before this one ("Last N Month"), one of -N the N months ending with this
-- one (the presets that end today: Last 90 Days touches four). Every change of this month moves the
-- latter, so they follow it as the others follow changes in their months.
create function month_key_window_first(this_month date, months smallint) returns date
  language sql immutable as $$
  select (this_month - make_interval(months => case when months > 0 then months else -months - 1 end))::date
$$;
--> statement-breakpoint
create function month_key_window_last(this_month date, months smallint) returns date
  language sql immutable as $$
  select case when months > 0 then (this_month - interval '1 month')::date else this_month end
$$;
--> statement-breakpoint
create or replace function month_key_windows_rebuild(lengths smallint[]) returns void language plpgsql as $$
declare
  t date := date_trunc('month', now())::date;
begin
  perform pg_advisory_xact_lock(hashtext('month_key_windows'));
  delete from month_key_windows;
  insert into month_key_window_bounds (id, this_month, months) values (1, t, lengths)
    on conflict (id) do update set this_month = excluded.this_month, months = excluded.months;
  insert into month_key_windows (kind, months, key, n)
    select m.kind, g.months, m.key, sum(m.n) from unnest(lengths) g(months)
      join month_key_totals m on m.month >= month_key_window_first(t, g.months)
        and m.month <= month_key_window_last(t, g.months)
    group by m.kind, g.months, m.key having sum(m.n) <> 0;
end
$$;
--> statement-breakpoint
-- Follows a statement's month totals in the windows' months as their bounds say, even when the calendar
-- month has turned since (the clock makes them again: a read over this month's presets finds no window
-- until then and adds the month totals up). It no longer makes them again itself: the totals are
-- written by INSERT ... ON CONFLICT DO UPDATE, whose UPDATE and INSERT statement triggers both fire
-- (the UPDATE's first), so a rebuild by the first one already held the rows the second then added
-- again. The lock is shared among changes and exclusive to the rebuild: a change is either in the rows
-- a rebuild reads or followed after it.
create or replace function month_key_windows_follow() returns trigger language plpgsql as $$
declare
  t date;
  lengths smallint[];
  source text;
begin
  perform pg_advisory_xact_lock_shared(hashtext('month_key_windows'));
  select b.this_month, b.months into t, lengths from month_key_window_bounds b where b.id = 1;
  -- Never made: nothing to follow until the clock makes them.
  if lengths is null then return null; end if;
  source := case tg_op
    when 'INSERT' then 'select r.*, 1 as s from new_rows r'
    when 'DELETE' then 'select r.*, -1 as s from old_rows r'
    else 'select r.*, 1 as s from new_rows r union all select r.*, -1 as s from old_rows r' end;
  execute format($q$
    insert into month_key_windows as w (kind, months, key, n)
      select u.kind, g.months, u.key, sum(u.s * u.n) from (%s) u
        join unnest($2) g(months) on u.month >= month_key_window_first($1, g.months)
          and u.month <= month_key_window_last($1, g.months)
      group by u.kind, g.months, u.key having sum(u.s * u.n) <> 0
      order by 1, 2, 3
    on conflict (kind, months, key) do update set n = w.n + excluded.n$q$, source)
    using t, lengths;
  return null;
end
$$;
--> statement-breakpoint
-- The lengths as the app has them (LAST_MONTHS_PRESETS, then MONTHS_TO_DATE as -N); the clock makes
-- the windows again whenever the app's differ.
select month_key_windows_rebuild(array[1, 3, 6, 12, -1, -2, -3, -4, -12, -13]::smallint[]);
