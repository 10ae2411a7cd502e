-- The kept window becomes one window per "Last N Month" preset (months = N). The old functions and
-- triggers go first, the rows are made again at the end.
DROP FUNCTION earnings_window_follow() CASCADE;--> statement-breakpoint
DROP FUNCTION earnings_window_forget() CASCADE;--> statement-breakpoint
DROP FUNCTION earnings_window_rebuild();--> statement-breakpoint
DROP FUNCTION earnings_window_expected();--> statement-breakpoint
DELETE FROM "earnings_window_bounds";--> statement-breakpoint
-- Made anew (its rows are made again below) so that `months` leads its columns, as declared.
DROP TABLE "earnings_window";--> statement-breakpoint
CREATE TABLE "earnings_window" (
	"months" smallint NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"key" varchar(64) NOT NULL,
	"total_micros" bigint NOT NULL,
	"payable_micros" bigint NOT NULL,
	"held_micros" bigint NOT NULL,
	"void_micros" bigint NOT NULL,
	"line_count" bigint NOT NULL,
	"paid_micros" bigint NOT NULL,
	"due_micros" bigint NOT NULL,
	"history_line_count" bigint NOT NULL,
	CONSTRAINT "earnings_window_months_dimension_key_pk" PRIMARY KEY("months","dimension","key")
);
--> statement-breakpoint
ALTER TABLE "earnings_window_bounds" DROP COLUMN "first_month";--> statement-breakpoint
ALTER TABLE "earnings_window_bounds" ALTER COLUMN "last_month" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings_window_bounds" ADD COLUMN "this_month" date;--> statement-breakpoint
ALTER TABLE "earnings_window_bounds" ADD COLUMN "months" smallint[] NOT NULL;--> statement-breakpoint
CREATE INDEX "earnings_window_total_idx" ON "earnings_window" USING btree ("months","dimension","total_micros" DESC NULLS FIRST,"key") WHERE "earnings_window"."line_count" > 0;--> statement-breakpoint
CREATE INDEX "earnings_window_paid_idx" ON "earnings_window" USING btree ("months","dimension","paid_micros" DESC NULLS LAST,"key" DESC NULLS FIRST) WHERE "earnings_window"."history_line_count" > 0;--> statement-breakpoint
-- The months the windows should count back from and reach now: this calendar month (a window of N
-- months starts N months before it, the reports' `last_N_month`), and the month before it or the
-- newest month the running sums reach, whichever is older.
create function earnings_window_expected(out this_month date, out last_month date) language sql stable as $$
  select date_trunc('month', now())::date,
         least((date_trunc('month', now()) - interval '1 month')::date,
               (select max(r.period) from earnings_running r where r.dimension = 'all'));
$$;
--> statement-breakpoint
-- Makes the windows of the given lengths from the running sums: each key's row at the last month minus
-- its row at the month before the window's first, for the keys with lines (earnings or payment
-- history) in it. A window starting after the newest month holds nothing.
create function earnings_window_rebuild(lengths smallint[]) returns void language plpgsql as $$
declare
  t date;
  l date;
begin
  select x.this_month, x.last_month into t, l from earnings_window_expected() x;
  delete from earnings_window;
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
-- Follows a statement's running rows: a change at the windows' last month moves every window by it, one
-- at the month before a window's first that window by its opposite; anything else leaves them. When
-- the months they should hold moved (a newer month, a new calendar month) or they were forgotten (a
-- truncate), they are made again instead. Runs inside the running sums' own writer lock
-- (earnings_running_apply).
create function earnings_window_follow() returns trigger language plpgsql as $$
declare
  t date;
  l date;
  lengths smallint[];
  expected_this date;
  expected_last date;
  source text;
begin
  select b.this_month, b.last_month, b.months into t, l, lengths from earnings_window_bounds b where b.id = 1;
  -- No lengths at all: the windows were never made (nothing to follow until the clock makes them).
  if lengths is null then return null; end if;
  select x.this_month, x.last_month into expected_this, expected_last from earnings_window_expected() x;
  if t is null or t is distinct from expected_this or l is distinct from expected_last then
    perform earnings_window_rebuild(lengths);
    return null;
  end if;
  source := case tg_op
    when 'INSERT' then 'select r.*, 1 as s from new_rows r'
    when 'DELETE' then 'select r.*, -1 as s from old_rows r'
    else 'select r.*, 1 as s from new_rows r union all select r.*, -1 as s from old_rows r' end;
  execute format($q$
    insert into earnings_window as w
      select c.months, c.dimension, c.key, sum(c.t * c.total_micros), sum(c.t * c.payable_micros),
        sum(c.t * c.held_micros), sum(c.t * c.void_micros), sum(c.t * c.line_count), sum(c.t * c.paid_micros),
        sum(c.t * c.due_micros), sum(c.t * c.history_line_count)
      from (select g.months, u.*, u.s * (case when u.period = $1 then 1 else -1 end) as t
            from (%s) u join unnest($3) g(months)
              on (u.period = $1 or u.period = ($2 - make_interval(months => g.months + 1))::date)
                and ($2 - make_interval(months => g.months))::date <= $1) c
      group by c.months, c.dimension, c.key
      on conflict (months, dimension, key) do update set
        total_micros = w.total_micros + excluded.total_micros,
        payable_micros = w.payable_micros + excluded.payable_micros,
        held_micros = w.held_micros + excluded.held_micros, void_micros = w.void_micros + excluded.void_micros,
        line_count = w.line_count + excluded.line_count, paid_micros = w.paid_micros + excluded.paid_micros,
        due_micros = w.due_micros + excluded.due_micros,
        history_line_count = w.history_line_count + excluded.history_line_count$q$, source)
    using l, t, lengths;
  return null;
end
$$;
--> statement-breakpoint
create trigger earnings_running_window_insert after insert on earnings_running
  referencing new table as new_rows for each statement execute function earnings_window_follow();
--> statement-breakpoint
create trigger earnings_running_window_update after update on earnings_running
  referencing old table as old_rows new table as new_rows for each statement execute function earnings_window_follow();
--> statement-breakpoint
create trigger earnings_running_window_delete after delete on earnings_running
  referencing old table as old_rows for each statement execute function earnings_window_follow();
--> statement-breakpoint
-- A truncate (the running sums' rebuild) leaves no rows to follow: the windows are forgotten (their
-- lengths kept), and the rebuild's insert makes them again.
create function earnings_window_forget() returns trigger language plpgsql as $$
begin
  update earnings_window_bounds set this_month = null, last_month = null;
  delete from earnings_window;
  return null;
end
$$;
--> statement-breakpoint
create trigger earnings_running_window_truncate after truncate on earnings_running
  for each statement execute function earnings_window_forget();
--> statement-breakpoint
-- The presets' lengths as the app had them (LAST_MONTHS_PRESETS); the clock makes the windows again
-- whenever the app's differ.
select earnings_window_rebuild(array[1, 3, 6, 12]::smallint[]);
