CREATE TABLE "earnings_window_counts" (
	"months" smallint NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"line_count_keys" bigint NOT NULL,
	"history_line_count_keys" bigint NOT NULL,
	CONSTRAINT "earnings_window_counts_months_dimension_pk" PRIMARY KEY("months","dimension")
);
--> statement-breakpoint
-- Follows a statement's window rows: each row counted in (new) or out (old) of its window's keys with
-- lines and with payment history lines, netted per window and dimension, applied in key order. The
-- windows' rebuild (a delete and an insert) and follow (an upsert) are such statements.
create function earnings_window_count() returns trigger language plpgsql as $$
declare
  source text := case tg_op
    when 'INSERT' then 'select r.months, r.dimension, r.line_count, r.history_line_count, 1 as s from new_rows r'
    when 'DELETE' then 'select r.months, r.dimension, r.line_count, r.history_line_count, -1 as s from old_rows r'
    else 'select r.months, r.dimension, r.line_count, r.history_line_count, 1 as s from new_rows r
      union all select r.months, r.dimension, r.line_count, r.history_line_count, -1 as s from old_rows r' end;
begin
  execute format($q$
    insert into earnings_window_counts as c (months, dimension, line_count_keys, history_line_count_keys)
      select x.months, x.dimension, sum(case when x.line_count > 0 then x.s else 0 end),
        sum(case when x.history_line_count > 0 then x.s else 0 end)
      from (%s) x group by 1, 2 order by 1, 2
    on conflict (months, dimension) do update set
      line_count_keys = c.line_count_keys + excluded.line_count_keys,
      history_line_count_keys = c.history_line_count_keys + excluded.history_line_count_keys$q$, source);
  return null;
end
$$;
--> statement-breakpoint
create trigger earnings_window_count_insert after insert on earnings_window
  referencing new table as new_rows for each statement execute function earnings_window_count();
--> statement-breakpoint
create trigger earnings_window_count_update after update on earnings_window
  referencing old table as old_rows new table as new_rows for each statement execute function earnings_window_count();
--> statement-breakpoint
create trigger earnings_window_count_delete after delete on earnings_window
  referencing old table as old_rows for each statement execute function earnings_window_count();
--> statement-breakpoint
-- Counts them again from the windows' rows (and the tests' check).
create function earnings_window_counts_rebuild() returns void language sql as $$
  delete from earnings_window_counts;
  insert into earnings_window_counts (months, dimension, line_count_keys, history_line_count_keys)
    select months, dimension, count(*) filter (where line_count > 0),
      count(*) filter (where history_line_count > 0)
    from earnings_window group by 1, 2;
$$;
--> statement-breakpoint
select earnings_window_counts_rebuild();
