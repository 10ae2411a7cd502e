CREATE TABLE "earnings_ranges" (
	"id" smallint PRIMARY KEY NOT NULL,
	"first_month" date NOT NULL,
	"last_month" date NOT NULL,
	"reaches" date NOT NULL,
	"dimensions" varchar(16)[] NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_ranges_id_negative" CHECK ("earnings_ranges"."id" < 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ranges_months_idx" ON "earnings_ranges" USING btree ("first_month","last_month");--> statement-breakpoint
-- Forgets ranges of users' own: their window rows, their key counts and themselves.
create function earnings_range_forget(ids smallint[]) returns void language plpgsql as $$
begin
  if cardinality(ids) = 0 then return; end if;
  delete from earnings_window where months = any(ids);
  delete from earnings_window_counts where months = any(ids);
  delete from earnings_ranges where id = any(ids);
end
$$;
--> statement-breakpoint
-- Makes one dimension of a range's window from the running sums (each key's row at the month it reaches
-- minus its row at the month before its first, for the keys with lines in it), and counts it as made:
-- the trigger follows it from then on. The caller holds the running sums' writer lock.
create function earnings_range_add(range_id smallint, made varchar) returns void language plpgsql as $$
declare
  f date;
  l date;
  done varchar[];
begin
  select r.first_month, r.reaches, r.dimensions into f, l, done from earnings_ranges r where r.id = range_id;
  if f is null or made = any(done) then return; end if;
  insert into earnings_window
    select c.* from (
      select range_id, b.dimension, b.key,
        b.total_micros - coalesce(a.total_micros, 0), b.payable_micros - coalesce(a.payable_micros, 0),
        b.held_micros - coalesce(a.held_micros, 0), b.void_micros - coalesce(a.void_micros, 0),
        b.line_count - coalesce(a.line_count, 0) as line_count,
        b.paid_micros - coalesce(a.paid_micros, 0), b.due_micros - coalesce(a.due_micros, 0),
        b.history_line_count - coalesce(a.history_line_count, 0) as history_line_count
      from earnings_running b
        left join earnings_running a on a.dimension = b.dimension and a.key = b.key
          and a.period = (f - interval '1 month')::date
      where b.dimension = made and b.period = l and f <= l) c
    where c.line_count > 0 or c.history_line_count > 0;
  update earnings_ranges set dimensions = dimensions || made where id = range_id;
end
$$;
--> statement-breakpoint
-- The presets' windows are made again without touching the ranges' (which hold months of their own).
create or replace function earnings_window_rebuild(lengths smallint[]) returns void language plpgsql as $$
declare
  t date;
  l date;
begin
  select x.this_month, x.last_month into t, l from earnings_window_expected() x;
  delete from earnings_window where months > 0;
  insert into earnings_window_bounds (id, this_month, last_month, months) values (1, t, l, lengths)
    on conflict (id) do update set this_month = excluded.this_month, last_month = excluded.last_month,
      months = excluded.months;
  insert into earnings_window
    select c.* from (
      select s.months, b.dimension, b.key,
        b.total_micros - coalesce(a.total_micros, 0), b.payable_micros - coalesce(a.payable_micros, 0),
        b.held_micros - coalesce(a.held_micros, 0), b.void_micros - coalesce(a.void_micros, 0),
        b.line_count - coalesce(a.line_count, 0) as line_count,
        b.paid_micros - coalesce(a.paid_micros, 0), b.due_micros - coalesce(a.due_micros, 0),
        b.history_line_count - coalesce(a.history_line_count, 0) as history_line_count
      from unnest(lengths) s(months)
        join earnings_running b on b.period = l and (t - make_interval(months => s.months))::date <= l
        left join earnings_running a on a.dimension = b.dimension and a.key = b.key
          and a.period = (t - make_interval(months => s.months + 1))::date
      where b.dimension in ('all', 'payee', 'creator', 'rights_holder', 'channel', 'video', 'claim')) c
    where c.line_count > 0 or c.history_line_count > 0;
end
$$;
--> statement-breakpoint
-- Follows a statement's running rows in every window: the presets' (made again instead when the months
-- they should hold moved or they were forgotten) and the ranges' made dimensions. A change at a
-- window's last month moves it by the change, one at the month before its first by its opposite. A
-- range that no longer reaches the months it should (a newer month arrived) is forgotten first.
create or replace function earnings_window_follow() returns trigger language plpgsql as $$
declare
  t date;
  l date;
  lengths smallint[];
  expected_this date;
  expected_last date;
  newest date;
  presets boolean := true;
  source text;
begin
  if exists (select 1 from earnings_ranges) then
    newest := (select max(r.period) from earnings_running r where r.dimension = 'all');
    perform earnings_range_forget(array(select r.id from earnings_ranges r
      where r.reaches is distinct from least(r.last_month, newest)));
  end if;
  select b.this_month, b.last_month, b.months into t, l, lengths from earnings_window_bounds b where b.id = 1;
  select x.this_month, x.last_month into expected_this, expected_last from earnings_window_expected() x;
  -- No lengths at all: the presets' windows were never made (nothing to follow until the clock makes them).
  if lengths is null then
    presets := false;
  elsif t is null or t is distinct from expected_this or l is distinct from expected_last then
    perform earnings_window_rebuild(lengths);
    presets := false;
  end if;
  if not presets and not exists (select 1 from earnings_ranges) then return null; end if;
  source := case tg_op
    when 'INSERT' then 'select r.*, 1 as s from new_rows r'
    when 'DELETE' then 'select r.*, -1 as s from old_rows r'
    else 'select r.*, 1 as s from new_rows r union all select r.*, -1 as s from old_rows r' end;
  execute format($q$
    insert into earnings_window as w
      select c.months, c.dimension, c.key, sum(c.t * c.total_micros), sum(c.t * c.payable_micros),
        sum(c.t * c.held_micros), sum(c.t * c.void_micros), sum(c.t * c.line_count), sum(c.t * c.paid_micros),
        sum(c.t * c.due_micros), sum(c.t * c.history_line_count)
      from (select g.id as months, u.*, u.s * (case when u.period = g.last then 1 else -1 end) as t
            from (%s) u join (
              select p.months as id, ($2 - make_interval(months => p.months))::date as first, $1 as last,
                null::varchar[] as dimensions
              from unnest($3) p(months) where $4
              union all
              select r.id, r.first_month, r.reaches, r.dimensions from earnings_ranges r) g
              on (u.period = g.last or u.period = (g.first - interval '1 month')::date)
                and g.first <= g.last and (g.dimensions is null or u.dimension = any(g.dimensions))) c
      group by c.months, c.dimension, c.key
      on conflict (months, dimension, key) do update set
        total_micros = w.total_micros + excluded.total_micros,
        payable_micros = w.payable_micros + excluded.payable_micros,
        held_micros = w.held_micros + excluded.held_micros, void_micros = w.void_micros + excluded.void_micros,
        line_count = w.line_count + excluded.line_count, paid_micros = w.paid_micros + excluded.paid_micros,
        due_micros = w.due_micros + excluded.due_micros,
        history_line_count = w.history_line_count + excluded.history_line_count$q$, source)
    using l, t, lengths, presets;
  return null;
end
$$;
--> statement-breakpoint
-- A truncate (the running sums' rebuild) forgets the presets' windows (made again by the rebuild's
-- insert) and every range (made again on its next use).
create or replace function earnings_window_forget() returns trigger language plpgsql as $$
begin
  update earnings_window_bounds set this_month = null, last_month = null;
  delete from earnings_window;
  delete from earnings_window_counts where months < 0;
  delete from earnings_ranges;
  return null;
end
$$;
