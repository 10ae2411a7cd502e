CREATE TABLE "month_key_ranges" (
	"id" smallint PRIMARY KEY NOT NULL,
	"first_month" date NOT NULL,
	"last_month" date NOT NULL,
	"kinds" varchar(24)[] NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "month_key_ranges_id" CHECK ("month_key_ranges"."id" > 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "month_key_ranges_months_idx" ON "month_key_ranges" USING btree ("first_month","last_month");--> statement-breakpoint
-- Forgets ranges of users' own: their window rows and themselves.
create function month_key_range_forget(ids smallint[]) returns void language plpgsql as $$
begin
  if cardinality(ids) = 0 then return; end if;
  delete from month_key_windows where months = any(ids);
  delete from month_key_ranges where id = any(ids);
end
$$;
--> statement-breakpoint
-- Makes one kind of a range's window from the month totals, and counts it as made: the trigger follows
-- it from then on. Behind the windows' lock (exclusive, as their rebuild).
create function month_key_range_add(range_id smallint, made varchar) returns void language plpgsql as $$
declare
  f date;
  l date;
  done varchar[];
begin
  perform pg_advisory_xact_lock(hashtext('month_key_windows'));
  select r.first_month, r.last_month, r.kinds into f, l, done from month_key_ranges r where r.id = range_id;
  if f is null or made = any(done) then return; end if;
  insert into month_key_windows (kind, months, key, n)
    select m.kind, range_id, m.key, sum(m.n) from month_key_totals m
    where m.kind = made and m.month between f and l
    group by m.kind, m.key having sum(m.n) <> 0;
  update month_key_ranges set kinds = kinds || made where id = range_id;
end
$$;
--> statement-breakpoint
-- The bounds' windows are made again without touching the ranges' (months of their own, which the
-- calendar does not move).
create or replace function month_key_windows_rebuild(lengths smallint[]) returns void language plpgsql as $$
declare
  t date := date_trunc('month', now())::date;
begin
  perform pg_advisory_xact_lock(hashtext('month_key_windows'));
  delete from month_key_windows where months < 1000;
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
-- Follows a statement's month totals in every window: the bounds' (as they say, see 0073) and the
-- ranges' made kinds.
create or replace function month_key_windows_follow() returns trigger language plpgsql as $$
declare
  t date;
  lengths smallint[];
  source text;
begin
  perform pg_advisory_xact_lock_shared(hashtext('month_key_windows'));
  select b.this_month, b.months into t, lengths from month_key_window_bounds b where b.id = 1;
  -- Neither made: nothing to follow until the clock makes them.
  if lengths is null and not exists (select 1 from month_key_ranges) then return null; end if;
  source := case tg_op
    when 'INSERT' then 'select r.*, 1 as s from new_rows r'
    when 'DELETE' then 'select r.*, -1 as s from old_rows r'
    else 'select r.*, 1 as s from new_rows r union all select r.*, -1 as s from old_rows r' end;
  execute format($q$
    insert into month_key_windows as w (kind, months, key, n)
      select u.kind, g.id, u.key, sum(u.s * u.n) from (%s) u
        join (
          select x.months as id, month_key_window_first($1, x.months) as first,
            month_key_window_last($1, x.months) as last, null::varchar[] as kinds
          from unnest($2) x(months)
          union all
          select r.id, r.first_month, r.last_month, r.kinds::varchar[] from month_key_ranges r) g
        on u.month >= g.first and u.month <= g.last and (g.kinds is null or u.kind = any(g.kinds))
      group by u.kind, g.id, u.key having sum(u.s * u.n) <> 0
      order by 1, 2, 3
    on conflict (kind, months, key) do update set n = w.n + excluded.n$q$, source)
    using t, lengths;
  return null;
end
$$;
