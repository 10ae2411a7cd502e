CREATE TABLE "earnings_running" (
	"dimension" varchar(16) NOT NULL,
	"period" date NOT NULL,
	"key" varchar(64) NOT NULL,
	"total_micros" bigint NOT NULL,
	"payable_micros" bigint NOT NULL,
	"held_micros" bigint NOT NULL,
	"void_micros" bigint NOT NULL,
	"line_count" bigint NOT NULL,
	CONSTRAINT "earnings_running_dimension_period_key_pk" PRIMARY KEY("dimension","period","key") INCLUDE ("total_micros","payable_micros","held_micros","void_micros","line_count")
);
--> statement-breakpoint
CREATE INDEX "earnings_running_key_idx" ON "earnings_running" USING btree ("dimension","key","period");
--> statement-breakpoint
-- The primary key carries the sums (INCLUDE): staff's report reads a month's keys index-only.
-- A change of the rollups, as (dimension, key, month) deltas of what the reports add up.
create type earnings_delta as (
  dimension varchar(16), key varchar(64), period date,
  total_micros bigint, payable_micros bigint, held_micros bigint, void_micros bigint, line_count bigint);
--> statement-breakpoint
-- Applies deltas: every key keeps a row for every month from its first to the newest (a newer month
-- copies every key forward; a key seen earlier than its first row gets zero rows before it), then
-- each delta is added to its key's months from its own on. One writer at a time (a transaction
-- lock): a copy forward read while another transaction adds would miss its delta.
create function earnings_running_apply(d earnings_delta[]) returns void language plpgsql as $$
declare
  last_month date;
  newest date;
begin
  if coalesce(cardinality(d), 0) = 0 then return; end if;
  perform pg_advisory_xact_lock(hashtext('earnings_running'));
  select max(r.period) into last_month from earnings_running r where r.dimension = 'all';
  select max(x.period) into newest from unnest(d) x;
  if last_month is not null and newest > last_month then
    insert into earnings_running (dimension, period, key, total_micros, payable_micros, held_micros, void_micros, line_count)
      select r.dimension, g.month::date, r.key, r.total_micros, r.payable_micros, r.held_micros, r.void_micros, r.line_count
      from earnings_running r
      cross join generate_series((last_month + interval '1 month')::timestamp, newest::timestamp, interval '1 month') g(month)
      where r.dimension in ('all', 'payee', 'creator', 'rights_holder', 'channel', 'video', 'claim')
        and r.period = last_month;
  end if;
  newest := greatest(newest, last_month);
  insert into earnings_running (dimension, period, key, total_micros, payable_micros, held_micros, void_micros, line_count)
    select k.dimension, g.month::date, k.key, 0, 0, 0, 0, 0
    from (select x.dimension, x.key, min(x.period) as first_month from unnest(d) x group by x.dimension, x.key) k
    cross join generate_series(k.first_month::timestamp, newest::timestamp, interval '1 month') g(month)
    where not exists (select 1 from earnings_running r
                      where r.dimension = k.dimension and r.period = k.first_month and r.key = k.key)
    on conflict do nothing;
  update earnings_running r set
      total_micros = r.total_micros + c.total_micros, payable_micros = r.payable_micros + c.payable_micros,
      held_micros = r.held_micros + c.held_micros, void_micros = r.void_micros + c.void_micros,
      line_count = r.line_count + c.line_count
    from (select x.dimension, x.key, x.period as from_month, lead(x.period) over w as to_month,
                 sum(x.total_micros) over w as total_micros, sum(x.payable_micros) over w as payable_micros,
                 sum(x.held_micros) over w as held_micros, sum(x.void_micros) over w as void_micros,
                 sum(x.line_count) over w as line_count
          from (select u.dimension, u.key, u.period, sum(u.total_micros) as total_micros,
                       sum(u.payable_micros) as payable_micros, sum(u.held_micros) as held_micros,
                       sum(u.void_micros) as void_micros, sum(u.line_count) as line_count
                from unnest(d) u group by u.dimension, u.key, u.period) x
          window w as (partition by x.dimension, x.key order by x.period)) c
    where r.dimension = c.dimension and r.key = c.key and r.period >= c.from_month
      and (c.to_month is null or r.period < c.to_month);
end
$$;
--> statement-breakpoint
-- The rollups' change, as deltas per (dimension, key, month): inserted rows add, deleted ones take
-- away, an update both (the transition tables are read by the one statement built for the operation);
-- a payee row also counts under ('all', ''). Keys left unchanged are not touched.
create function earnings_running_follow() returns trigger language plpgsql as $$
declare
  source text := case tg_op
    when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
    when 'DELETE' then 'select o.*, -1 as sign from old_rows o'
    else 'select n.*, 1 as sign from new_rows n union all select o.*, -1 as sign from old_rows o' end;
  d earnings_delta[];
begin
  execute format($q$
    select coalesce(array_agg(row(g.dimension, g.key, g.period, g.t, g.p, g.h, g.v, g.n)::earnings_delta), '{}')
    from (
      select k.dimension, k.key, x.period,
        sum(case when x.state <> 'void' then x.amount_micros * x.sign else 0 end)::bigint as t,
        sum(case when x.state = 'payable' then x.amount_micros * x.sign else 0 end)::bigint as p,
        sum(case when x.state = 'held' then x.amount_micros * x.sign else 0 end)::bigint as h,
        sum(case when x.state = 'void' then x.amount_micros * x.sign else 0 end)::bigint as v,
        sum(x.line_count * x.sign)::bigint as n
      from (%s) x
      cross join lateral (values (x.dimension::varchar, x.key::varchar),
                                 (case when x.dimension = 'payee' then 'all' end, ''::varchar)) k(dimension, key)
      where k.dimension is not null
      group by k.dimension, k.key, x.period) g
    where (g.t, g.p, g.h, g.v, g.n) <> (0, 0, 0, 0, 0)$q$, source) into d;
  perform earnings_running_apply(d);
  return null;
end
$$;
--> statement-breakpoint
create trigger royalty_rollups_running_insert after insert on royalty_rollups
  referencing new table as new_rows for each statement execute function earnings_running_follow();
--> statement-breakpoint
create trigger royalty_rollups_running_delete after delete on royalty_rollups
  referencing old table as old_rows for each statement execute function earnings_running_follow();
--> statement-breakpoint
create trigger royalty_rollups_running_update after update on royalty_rollups
  referencing old table as old_rows new table as new_rows for each statement
  execute function earnings_running_follow();
--> statement-breakpoint
-- Rebuilds every running row from the rollups (after a load that ran with the triggers disabled):
-- the indexes are dropped during the load and built again after it, in one pass each.
create function earnings_running_rebuild() returns void language plpgsql as $$
begin
  perform pg_advisory_xact_lock(hashtext('earnings_running'));
  alter table earnings_running drop constraint earnings_running_dimension_period_key_pk;
  drop index earnings_running_key_idx;
  truncate earnings_running;
  insert into earnings_running (dimension, period, key, total_micros, payable_micros, held_micros, void_micros, line_count)
  with m as materialized (
    select k.dimension, k.key, r.period,
      sum(case when r.state <> 'void' then r.amount_micros else 0 end) as t,
      sum(case when r.state = 'payable' then r.amount_micros else 0 end) as p,
      sum(case when r.state = 'held' then r.amount_micros else 0 end) as h,
      sum(case when r.state = 'void' then r.amount_micros else 0 end) as v,
      sum(r.line_count) as n
    from royalty_rollups r
    cross join lateral (values (r.dimension::varchar, r.key::varchar),
                               (case when r.dimension = 'payee' then 'all' end, ''::varchar)) k(dimension, key)
    where k.dimension is not null
    group by k.dimension, k.key, r.period),
  dense as (
    select f.dimension, f.key, g.month::date as period
    from (select m.dimension, m.key, min(m.period) as first_month from m group by m.dimension, m.key) f
    cross join (select max(m.period) as last_month from m) newest
    cross join generate_series(f.first_month::timestamp, newest.last_month::timestamp, interval '1 month') g(month))
  select d.dimension, d.period, d.key,
    sum(coalesce(m.t, 0)) over w, sum(coalesce(m.p, 0)) over w, sum(coalesce(m.h, 0)) over w,
    sum(coalesce(m.v, 0)) over w, sum(coalesce(m.n, 0)) over w
  from dense d left join m on m.dimension = d.dimension and m.key = d.key and m.period = d.period
  window w as (partition by d.dimension, d.key order by d.period);
  alter table earnings_running add constraint earnings_running_dimension_period_key_pk
    primary key (dimension, period, key)
    include (total_micros, payable_micros, held_micros, void_micros, line_count);
  create index earnings_running_key_idx on earnings_running using btree (dimension, key, period);
end
$$;
--> statement-breakpoint
select earnings_running_rebuild();
