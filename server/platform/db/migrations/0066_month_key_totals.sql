CREATE TABLE "month_key_totals" (
	"kind" varchar(24) NOT NULL,
	"month" date NOT NULL,
	"key" varchar(64) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "month_key_totals_kind_month_key_pk" PRIMARY KEY("kind","month","key")
);
--> statement-breakpoint
CREATE TABLE "month_key_window_bounds" (
	"id" smallint PRIMARY KEY NOT NULL,
	"this_month" date NOT NULL,
	"months" smallint[] NOT NULL,
	CONSTRAINT "month_key_window_bounds_one_row" CHECK ("month_key_window_bounds"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "month_key_windows" (
	"kind" varchar(24) NOT NULL,
	"months" smallint NOT NULL,
	"key" varchar(64) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "month_key_windows_kind_months_key_pk" PRIMARY KEY("kind","months","key")
);
--> statement-breakpoint
CREATE INDEX "month_key_totals_range_idx" ON "month_key_totals" USING btree ("kind","month","key","n");--> statement-breakpoint
CREATE INDEX "month_key_windows_top_idx" ON "month_key_windows" USING btree ("kind","months","n" DESC NULLS FIRST,"key") WHERE "month_key_windows"."n" > 0;
--> statement-breakpoint
-- Licence requests per UTC day (the shop dashboard's counts): filed, and of those approved (status 1)
-- and rejected (status 2); a status change moves a request between them.
--> statement-breakpoint
create trigger inquiries_day_insert after insert on inquiries referencing new table as new_rows
  for each statement execute function day_totals_follow('requests_filed', 'created_at', 'true', 'requests_approved', 'created_at', 'x.status = 1', 'requests_rejected', 'created_at', 'x.status = 2');
--> statement-breakpoint
create trigger inquiries_day_delete after delete on inquiries referencing old table as old_rows
  for each statement execute function day_totals_follow('requests_filed', 'created_at', 'true', 'requests_approved', 'created_at', 'x.status = 1', 'requests_rejected', 'created_at', 'x.status = 2');
--> statement-breakpoint
create trigger inquiries_day_update after update on inquiries referencing old table as old_rows new table as new_rows
  for each statement execute function day_totals_follow('requests_filed', 'created_at', 'true', 'requests_approved', 'created_at', 'x.status = 1', 'requests_rejected', 'created_at', 'x.status = 2');
--> statement-breakpoint
-- Recounts every day from the tables themselves, the requests' kinds added.
create or replace function day_totals_rebuild() returns void language sql as $$
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
      where x.created_at is not null and (true) group by 2
    union all
    select 'requests_filed', (x.created_at at time zone 'UTC')::date, count(*) from inquiries x
      where x.created_at is not null and (true) group by 2
    union all
    select 'requests_approved', (x.created_at at time zone 'UTC')::date, count(*) from inquiries x
      where x.created_at is not null and (x.status = 1) group by 2
    union all
    select 'requests_rejected', (x.created_at at time zone 'UTC')::date, count(*) from inquiries x
      where x.created_at is not null and (x.status = 2) group by 2;
$$;
--> statement-breakpoint
-- The counts per key and UTC month, told by the trigger's arguments what to count, in fours: the kind,
-- the timestamp whose UTC month a row falls on, the key (a column of the row `x`) and which rows count
-- (a condition on `x`). A statement's rows are netted per kind, month and key and applied in one
-- insert each, in key order (two statements never wait on each other's rows crosswise).
create function month_key_totals_follow() returns trigger language plpgsql as $$
declare
  source text := case tg_op
    when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
    when 'DELETE' then 'select o.*, -1 as sign from old_rows o'
    else 'select n.*, 1 as sign from new_rows n union all select o.*, -1 as sign from old_rows o' end;
begin
  for i in 0 .. tg_nargs - 1 by 4 loop
    execute format($q$
      insert into month_key_totals (kind, month, key, n)
        select %L, y.month, y.key, sum(y.sign) from (
          select date_trunc('month', x.%I at time zone 'UTC')::date as month, x.%I::text as key, x.sign
          from (%s) x where x.%I is not null and x.%I is not null and (%s)) y
        group by y.month, y.key having sum(y.sign) <> 0
        order by y.month, y.key
      on conflict (kind, month, key) do update set n = month_key_totals.n + excluded.n$q$,
      tg_argv[i], tg_argv[i + 1], tg_argv[i + 2], source, tg_argv[i + 1], tg_argv[i + 2], tg_argv[i + 3]);
  end loop;
  return null;
end
$$;
--> statement-breakpoint
create trigger found_videos_month_key_insert after insert on found_videos referencing new table as new_rows
  for each statement execute function month_key_totals_follow('found_by_channel', 'created_at', 'channel_id', 'true');
--> statement-breakpoint
create trigger found_videos_month_key_delete after delete on found_videos referencing old table as old_rows
  for each statement execute function month_key_totals_follow('found_by_channel', 'created_at', 'channel_id', 'true');
--> statement-breakpoint
create trigger found_videos_month_key_update after update on found_videos referencing old table as old_rows new table as new_rows
  for each statement execute function month_key_totals_follow('found_by_channel', 'created_at', 'channel_id', 'true');
--> statement-breakpoint
create trigger inquiries_month_key_insert after insert on inquiries referencing new table as new_rows
  for each statement execute function month_key_totals_follow('requests_by_item', 'created_at', 'asset_id', 'true');
--> statement-breakpoint
create trigger inquiries_month_key_delete after delete on inquiries referencing old table as old_rows
  for each statement execute function month_key_totals_follow('requests_by_item', 'created_at', 'asset_id', 'true');
--> statement-breakpoint
create trigger inquiries_month_key_update after update on inquiries referencing old table as old_rows new table as new_rows
  for each statement execute function month_key_totals_follow('requests_by_item', 'created_at', 'asset_id', 'true');
--> statement-breakpoint
-- Recounts every kind from the tables themselves.
create function month_key_totals_rebuild() returns void language sql as $$
  delete from month_key_totals;
  insert into month_key_totals (kind, month, key, n)
    select 'found_by_channel', date_trunc('month', x.created_at at time zone 'UTC')::date, x.channel_id::text,
      count(*) from found_videos x where x.created_at is not null and x.channel_id is not null group by 2, 3
    union all
    select 'requests_by_item', date_trunc('month', x.created_at at time zone 'UTC')::date, x.asset_id::text,
      count(*) from inquiries x where x.created_at is not null and x.asset_id is not null group by 2, 3;
$$;
--> statement-breakpoint
-- Makes the windows of the given lengths: each key's counts over the N whole months before this one.
create function month_key_windows_rebuild(lengths smallint[]) returns void language plpgsql as $$
declare
  t date := date_trunc('month', now())::date;
begin
  delete from month_key_windows;
  insert into month_key_window_bounds (id, this_month, months) values (1, t, lengths)
    on conflict (id) do update set this_month = excluded.this_month, months = excluded.months;
  insert into month_key_windows (kind, months, key, n)
    select m.kind, g.months, m.key, sum(m.n) from unnest(lengths) g(months)
      join month_key_totals m on m.month >= (t - make_interval(months => g.months))::date and m.month < t
    group by m.kind, g.months, m.key having sum(m.n) <> 0;
end
$$;
--> statement-breakpoint
-- Follows a statement's month totals: a change in a window's months moves that window by it (this
-- month's, the most, move none and take no lock). When the calendar month turned the windows are made
-- again instead. Whoever moves or makes them holds the windows' lock to the end of its transaction, so
-- a rebuild never misses a change another transaction made to them, nor two rebuilds collide.
create function month_key_windows_follow() returns trigger language plpgsql as $$
declare
  t date;
  lengths smallint[];
  source text;
  touched boolean;
begin
  select b.this_month, b.months into t, lengths from month_key_window_bounds b where b.id = 1;
  -- Never made: nothing to follow until the clock makes them.
  if lengths is null then return null; end if;
  if t is distinct from date_trunc('month', now())::date then
    perform pg_advisory_xact_lock(hashtext('month_key_windows'));
    select b.this_month into t from month_key_window_bounds b where b.id = 1;
    if t is distinct from date_trunc('month', now())::date then
      perform month_key_windows_rebuild(lengths);
      return null;
    end if;
  end if;
  source := case tg_op
    when 'INSERT' then 'select r.*, 1 as s from new_rows r'
    when 'DELETE' then 'select r.*, -1 as s from old_rows r'
    else 'select r.*, 1 as s from new_rows r union all select r.*, -1 as s from old_rows r' end;
  execute format('select exists (select 1 from (%s) u where u.month < $1 and u.month >= $2)', source)
    into touched using t, (t - make_interval(months => (select max(x) from unnest(lengths) x)))::date;
  if not touched then return null; end if;
  perform pg_advisory_xact_lock(hashtext('month_key_windows'));
  execute format($q$
    insert into month_key_windows as w (kind, months, key, n)
      select u.kind, g.months, u.key, sum(u.s * u.n) from (%s) u
        join unnest($2) g(months) on u.month >= ($1 - make_interval(months => g.months))::date and u.month < $1
      group by u.kind, g.months, u.key having sum(u.s * u.n) <> 0
      order by 1, 2, 3
    on conflict (kind, months, key) do update set n = w.n + excluded.n$q$, source)
    using t, lengths;
  return null;
end
$$;
--> statement-breakpoint
create trigger month_key_totals_window_insert after insert on month_key_totals referencing new table as new_rows
  for each statement execute function month_key_windows_follow();
--> statement-breakpoint
create trigger month_key_totals_window_delete after delete on month_key_totals referencing old table as old_rows
  for each statement execute function month_key_windows_follow();
--> statement-breakpoint
create trigger month_key_totals_window_update after update on month_key_totals referencing old table as old_rows new table as new_rows
  for each statement execute function month_key_windows_follow();
--> statement-breakpoint
select day_totals_rebuild();
--> statement-breakpoint
select month_key_totals_rebuild();
--> statement-breakpoint
-- The presets' lengths as the app had them (LAST_MONTHS_PRESETS); the clock makes the windows again
-- whenever the app's differ.
select month_key_windows_rebuild(array[1, 3, 6, 12]::smallint[]);
