CREATE TABLE "earnings_window" (
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
	CONSTRAINT "earnings_window_dimension_key_pk" PRIMARY KEY("dimension","key")
);
--> statement-breakpoint
CREATE TABLE "earnings_window_bounds" (
	"id" smallint PRIMARY KEY NOT NULL,
	"first_month" date NOT NULL,
	"last_month" date NOT NULL,
	CONSTRAINT "earnings_window_bounds_one_row" CHECK ("earnings_window_bounds"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "earnings_window_total_idx" ON "earnings_window" USING btree ("dimension","total_micros" DESC NULLS FIRST,"key") WHERE "earnings_window"."line_count" > 0;--> statement-breakpoint
CREATE INDEX "earnings_window_paid_idx" ON "earnings_window" USING btree ("dimension","paid_micros" DESC NULLS LAST,"key" DESC NULLS FIRST) WHERE "earnings_window"."history_line_count" > 0;
--> statement-breakpoint
-- The months the window should hold now: the twelve whole months before this one (the reports'
-- `last_12_month`), up to the newest month the running sums reach.
create function earnings_window_expected(out first_month date, out last_month date) language sql stable as $$
  select (date_trunc('month', now()) - interval '12 months')::date,
         least((date_trunc('month', now()) - interval '1 month')::date,
               (select max(r.period) from earnings_running r where r.dimension = 'all'));
$$;
--> statement-breakpoint
-- Makes the window from the running sums: each key's row at the last month minus its row at the
-- month before the first, for the keys with lines (earnings or payment history) in the window.
create function earnings_window_rebuild() returns void language plpgsql as $$
declare
  f date;
  l date;
begin
  select x.first_month, x.last_month into f, l from earnings_window_expected() x;
  delete from earnings_window;
  insert into earnings_window_bounds (id, first_month, last_month) values (1, f, l)
    on conflict (id) do update set first_month = excluded.first_month, last_month = excluded.last_month;
  if l < f then return; end if;
  insert into earnings_window
    select c.* from (
      select b.dimension, b.key,
        b.total_micros - coalesce(a.total_micros, 0), b.payable_micros - coalesce(a.payable_micros, 0),
        b.held_micros - coalesce(a.held_micros, 0), b.void_micros - coalesce(a.void_micros, 0),
        b.line_count - coalesce(a.line_count, 0) as line_count,
        b.paid_micros - coalesce(a.paid_micros, 0), b.due_micros - coalesce(a.due_micros, 0),
        b.history_line_count - coalesce(a.history_line_count, 0) as history_line_count
      from earnings_running b left join earnings_running a
        on a.dimension = b.dimension and a.key = b.key and a.period = (f - interval '1 month')::date
      where b.dimension in ('all', 'payee', 'creator', 'rights_holder', 'channel', 'video', 'claim')
        and b.period = l) c
    where c.line_count > 0 or c.history_line_count > 0;
end
$$;
--> statement-breakpoint
-- Follows a statement's running rows: a change at the window's last month moves the window by it, one
-- at the month before its first by its opposite; anything else leaves it. When the months the window
-- should hold moved (a newer month, a new calendar month) or it was emptied (a truncate), it is made
-- again instead. Runs inside the running sums' own writer lock (earnings_running_apply).
create function earnings_window_follow() returns trigger language plpgsql as $$
declare
  f date;
  l date;
  expected_first date;
  expected_last date;
  source text;
begin
  select b.first_month, b.last_month into f, l from earnings_window_bounds b where b.id = 1;
  select x.first_month, x.last_month into expected_first, expected_last from earnings_window_expected() x;
  if f is null or f is distinct from expected_first or l is distinct from expected_last then
    perform earnings_window_rebuild();
    return null;
  end if;
  if l < f then return null; end if;
  source := case tg_op
    when 'INSERT' then 'select r.*, 1 as s from new_rows r'
    when 'DELETE' then 'select r.*, -1 as s from old_rows r'
    else 'select r.*, 1 as s from new_rows r union all select r.*, -1 as s from old_rows r' end;
  execute format($q$
    insert into earnings_window as w
      select c.dimension, c.key, sum(c.t * c.total_micros), sum(c.t * c.payable_micros), sum(c.t * c.held_micros),
        sum(c.t * c.void_micros), sum(c.t * c.line_count), sum(c.t * c.paid_micros), sum(c.t * c.due_micros),
        sum(c.t * c.history_line_count)
      from (select u.*, u.s * (case when u.period = $1 then 1 else -1 end) as t
            from (%s) u where u.period = $1 or u.period = $2) c
      group by c.dimension, c.key
      on conflict (dimension, key) do update set
        total_micros = w.total_micros + excluded.total_micros,
        payable_micros = w.payable_micros + excluded.payable_micros,
        held_micros = w.held_micros + excluded.held_micros, void_micros = w.void_micros + excluded.void_micros,
        line_count = w.line_count + excluded.line_count, paid_micros = w.paid_micros + excluded.paid_micros,
        due_micros = w.due_micros + excluded.due_micros,
        history_line_count = w.history_line_count + excluded.history_line_count$q$, source)
    using l, (f - interval '1 month')::date;
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
-- A truncate (the running sums' rebuild) leaves no rows to follow: the window is forgotten, and the
-- rebuild's insert makes it again.
create function earnings_window_forget() returns trigger language plpgsql as $$
begin
  delete from earnings_window_bounds;
  delete from earnings_window;
  return null;
end
$$;
--> statement-breakpoint
create trigger earnings_running_window_truncate after truncate on earnings_running
  for each statement execute function earnings_window_forget();
--> statement-breakpoint
select earnings_window_rebuild();
