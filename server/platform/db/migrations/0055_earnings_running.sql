CREATE TABLE "earnings_running" (
	"dimension" varchar(16) NOT NULL,
	"period" date NOT NULL,
	"key" varchar(64) NOT NULL,
	"total_micros" bigint NOT NULL,
	"payable_micros" bigint NOT NULL,
	"held_micros" bigint NOT NULL,
	"void_micros" bigint NOT NULL,
	"line_count" bigint NOT NULL,
	"paid_micros" bigint NOT NULL,
	"due_micros" bigint NOT NULL,
	"history_line_count" bigint NOT NULL,
	CONSTRAINT "earnings_running_dimension_period_key_pk" PRIMARY KEY("dimension","period","key") INCLUDE ("total_micros","payable_micros","held_micros","void_micros","line_count","paid_micros","due_micros","history_line_count")
);
--> statement-breakpoint
CREATE INDEX "earnings_running_key_idx" ON "earnings_running" USING btree ("dimension","key","period");
--> statement-breakpoint
-- The primary key carries the sums (INCLUDE): staff's reports read a month's keys index-only.
-- A change, as (dimension, key, month) deltas: of the earnings (from the rollups) and of the payment
-- history (from the royalty lines and their payments' states).
create type earnings_delta as (
  dimension varchar(16), key varchar(64), period date,
  total_micros bigint, payable_micros bigint, held_micros bigint, void_micros bigint, line_count bigint,
  paid_micros bigint, due_micros bigint, history_line_count bigint);
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
    insert into earnings_running
      select r.dimension, g.month::date, r.key, r.total_micros, r.payable_micros, r.held_micros, r.void_micros,
             r.line_count, r.paid_micros, r.due_micros, r.history_line_count
      from earnings_running r
      cross join generate_series((last_month + interval '1 month')::timestamp, newest::timestamp, interval '1 month') g(month)
      where r.dimension in ('all', 'payee', 'creator', 'rights_holder', 'channel', 'video', 'claim')
        and r.period = last_month;
  end if;
  newest := greatest(newest, last_month);
  insert into earnings_running
    select k.dimension, g.month::date, k.key, 0, 0, 0, 0, 0, 0, 0, 0
    from (select x.dimension, x.key, min(x.period) as first_month from unnest(d) x group by x.dimension, x.key) k
    cross join generate_series(k.first_month::timestamp, newest::timestamp, interval '1 month') g(month)
    where not exists (select 1 from earnings_running r
                      where r.dimension = k.dimension and r.period = k.first_month and r.key = k.key)
    on conflict do nothing;
  update earnings_running r set
      total_micros = r.total_micros + c.total_micros, payable_micros = r.payable_micros + c.payable_micros,
      held_micros = r.held_micros + c.held_micros, void_micros = r.void_micros + c.void_micros,
      line_count = r.line_count + c.line_count, paid_micros = r.paid_micros + c.paid_micros,
      due_micros = r.due_micros + c.due_micros, history_line_count = r.history_line_count + c.history_line_count
    from (select x.dimension, x.key, x.period as from_month, lead(x.period) over w as to_month,
                 sum(x.total_micros) over w as total_micros, sum(x.payable_micros) over w as payable_micros,
                 sum(x.held_micros) over w as held_micros, sum(x.void_micros) over w as void_micros,
                 sum(x.line_count) over w as line_count, sum(x.paid_micros) over w as paid_micros,
                 sum(x.due_micros) over w as due_micros, sum(x.history_line_count) over w as history_line_count
          from (select u.dimension, u.key, u.period, sum(u.total_micros) as total_micros,
                       sum(u.payable_micros) as payable_micros, sum(u.held_micros) as held_micros,
                       sum(u.void_micros) as void_micros, sum(u.line_count) as line_count,
                       sum(u.paid_micros) as paid_micros, sum(u.due_micros) as due_micros,
                       sum(u.history_line_count) as history_line_count
                from unnest(d) u group by u.dimension, u.key, u.period) x
          window w as (partition by x.dimension, x.key order by x.period)) c
    where r.dimension = c.dimension and r.key = c.key and r.period >= c.from_month
      and (c.to_month is null or r.period < c.to_month);
end
$$;
--> statement-breakpoint
-- The earnings' deltas: the rollups' change (inserted rows add, deleted ones take away, an update
-- both; the transition tables are read by the one statement built for the operation). A payee row
-- also counts under ('all', ''). Keys left unchanged are not touched.
create function earnings_running_follow_rollups() returns trigger language plpgsql as $$
declare
  source text := case tg_op
    when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
    when 'DELETE' then 'select o.*, -1 as sign from old_rows o'
    else 'select n.*, 1 as sign from new_rows n union all select o.*, -1 as sign from old_rows o' end;
  d earnings_delta[];
begin
  execute format($q$
    select coalesce(array_agg(row(g.dimension, g.key, g.period, g.t, g.p, g.h, g.v, g.n, 0, 0, 0)::earnings_delta), '{}')
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
-- The payment history's deltas from the royalty lines' change: a payee's line (not the company's),
-- not void, counts; paid when payable and its payment sent or paid by hand (shared/royalties.ts
-- PAID_PAYMENTS: sent, paid by hand), due when payable and in no payment or an open one (OPEN_PAYMENTS:
-- due, approved, paying).
create function earnings_running_follow_lines() returns trigger language plpgsql as $$
declare
  source text := case tg_op
    when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
    when 'DELETE' then 'select o.*, -1 as sign from old_rows o'
    else 'select n.*, 1 as sign from new_rows n union all select o.*, -1 as sign from old_rows o' end;
  d earnings_delta[];
begin
  execute format($q$
    select coalesce(array_agg(row(g.dimension, g.key, g.period, 0, 0, 0, 0, 0, g.paid, g.due, g.n)::earnings_delta), '{}')
    from (
      select k.dimension, k.key, x.period,
        sum(case when x.state = 'payable' and p.status in ('sent', 'paid_by_hand') then x.amount_micros * x.sign else 0 end)::bigint as paid,
        sum(case when x.state = 'payable' and (x.payment_id is null or p.status in ('due', 'approved', 'paying'))
                 then x.amount_micros * x.sign else 0 end)::bigint as due,
        sum(x.sign)::bigint as n
      from (%s) x
      left join payments p on p.id = x.payment_id
      cross join lateral (values ('all'::varchar, ''::varchar), ('creator', x.creator_id::varchar),
                                 ('rights_holder', x.rights_holder_id::varchar), ('channel', x.channel_id::varchar),
                                 ('video', x.video_id::varchar)) k(dimension, key)
      where x.payee_kind <> 'company' and x.state <> 'void' and k.key is not null
      group by k.dimension, k.key, x.period) g
    where (g.paid, g.due, g.n) <> (0, 0, 0)$q$, source) into d;
  perform earnings_running_apply(d);
  return null;
end
$$;
--> statement-breakpoint
-- A payment's state changing moves its payable lines between paid, due and neither.
create function earnings_running_follow_payments() returns trigger language plpgsql as $$
declare
  d earnings_delta[];
begin
  select coalesce(array_agg(row(g.dimension, g.key, g.period, 0, 0, 0, 0, 0, g.paid, g.due, 0)::earnings_delta), '{}')
    into d
  from (
    select k.dimension, k.key, l.period,
      sum(l.amount_micros * ((n.status in ('sent', 'paid_by_hand'))::int - (o.status in ('sent', 'paid_by_hand'))::int))::bigint as paid,
      sum(l.amount_micros * ((n.status in ('due', 'approved', 'paying'))::int - (o.status in ('due', 'approved', 'paying'))::int))::bigint as due
    from old_rows o
    join new_rows n on n.id = o.id
    join royalty_lines l on l.payment_id = n.id
    cross join lateral (values ('all'::varchar, ''::varchar), ('creator', l.creator_id::varchar),
                                 ('rights_holder', l.rights_holder_id::varchar), ('channel', l.channel_id::varchar),
                                 ('video', l.video_id::varchar)) k(dimension, key)
    where o.status is distinct from n.status and l.payee_kind <> 'company' and l.state = 'payable'
      and k.key is not null
    group by k.dimension, k.key, l.period) g
  where (g.paid, g.due) <> (0, 0);
  perform earnings_running_apply(d);
  return null;
end
$$;
--> statement-breakpoint
create trigger royalty_rollups_running_insert after insert on royalty_rollups
  referencing new table as new_rows for each statement execute function earnings_running_follow_rollups();
--> statement-breakpoint
create trigger royalty_rollups_running_delete after delete on royalty_rollups
  referencing old table as old_rows for each statement execute function earnings_running_follow_rollups();
--> statement-breakpoint
create trigger royalty_rollups_running_update after update on royalty_rollups
  referencing old table as old_rows new table as new_rows for each statement
  execute function earnings_running_follow_rollups();
--> statement-breakpoint
create trigger royalty_lines_running_insert after insert on royalty_lines
  referencing new table as new_rows for each statement execute function earnings_running_follow_lines();
--> statement-breakpoint
create trigger royalty_lines_running_delete after delete on royalty_lines
  referencing old table as old_rows for each statement execute function earnings_running_follow_lines();
--> statement-breakpoint
create trigger royalty_lines_running_update after update on royalty_lines
  referencing old table as old_rows new table as new_rows for each statement
  execute function earnings_running_follow_lines();
--> statement-breakpoint
create trigger payments_running_update after update on payments
  referencing old table as old_rows new table as new_rows for each statement
  execute function earnings_running_follow_payments();
--> statement-breakpoint
-- Rebuilds every running row from the rollups and the lines (after a load that ran with the triggers
-- disabled): the indexes are dropped during the load and built again after it, in one pass each.
create function earnings_running_rebuild() returns void language plpgsql as $$
declare
  key_of text;
begin
  perform pg_advisory_xact_lock(hashtext('earnings_running'));
  -- The sorts of millions of rows in memory, for this transaction only.
  perform set_config('work_mem', '256MB', true);
  alter table earnings_running drop constraint earnings_running_dimension_period_key_pk;
  drop index earnings_running_key_idx;
  truncate earnings_running;
  -- Each month's sums per key, one grouping each (every one fits in memory): the earnings from the
  -- rollups (in their primary key's order), the history from the lines and their payments.
  create temporary table running_months (
    dimension varchar(16), key varchar(64), period date, t numeric, p numeric, h numeric, v numeric,
    n bigint, paid numeric, due numeric, hn bigint) on commit drop;
  insert into running_months
    select r.dimension, r.key, r.period,
      coalesce(sum(r.amount_micros) filter (where r.state <> 'void'), 0),
      coalesce(sum(r.amount_micros) filter (where r.state = 'payable'), 0),
      coalesce(sum(r.amount_micros) filter (where r.state = 'held'), 0),
      coalesce(sum(r.amount_micros) filter (where r.state = 'void'), 0),
      sum(r.line_count), 0, 0, 0
    from royalty_rollups r group by r.dimension, r.period, r.key;
  insert into running_months
    select 'all', '', r.period,
      coalesce(sum(r.amount_micros) filter (where r.state <> 'void'), 0),
      coalesce(sum(r.amount_micros) filter (where r.state = 'payable'), 0),
      coalesce(sum(r.amount_micros) filter (where r.state = 'held'), 0),
      coalesce(sum(r.amount_micros) filter (where r.state = 'void'), 0),
      sum(r.line_count), 0, 0, 0
    from royalty_rollups r where r.dimension = 'payee' group by r.period;
  -- The history per dimension: each key expression of a line ('' for the whole business).
  foreach key_of in array array['all:''''', 'creator:l.creator_id::text',
      'rights_holder:l.rights_holder_id::text', 'channel:l.channel_id::text', 'video:l.video_id'] loop
    execute format($q$
      insert into running_months
        select %L, k.key, l.period, 0, 0, 0, 0, 0,
          coalesce(sum(l.amount_micros) filter (where l.state = 'payable' and p.status in ('sent', 'paid_by_hand')), 0),
          coalesce(sum(l.amount_micros) filter (where l.state = 'payable'
            and (l.payment_id is null or p.status in ('due', 'approved', 'paying'))), 0),
          count(*)
        from royalty_lines l left join payments p on p.id = l.payment_id
        cross join lateral (select (%s)::varchar as key) k
        where l.payee_kind <> 'company' and l.state <> 'void' and k.key is not null
        group by k.key, l.period$q$, split_part(key_of, ':', 1), substr(key_of, strpos(key_of, ':') + 1));
  end loop;
  insert into earnings_running
  with m as materialized (
    select u.dimension, u.key, u.period, sum(u.t) as t, sum(u.p) as p, sum(u.h) as h, sum(u.v) as v,
      sum(u.n) as n, sum(u.paid) as paid, sum(u.due) as due, sum(u.hn) as hn
    from running_months u group by u.dimension, u.key, u.period),
  dense as (
    select f.dimension, f.key, g.month::date as period
    from (select m.dimension, m.key, min(m.period) as first_month from m group by m.dimension, m.key) f
    cross join (select max(m.period) as last_month from m) newest
    cross join generate_series(f.first_month::timestamp, newest.last_month::timestamp, interval '1 month') g(month))
  select d.dimension, d.period, d.key,
    sum(coalesce(m.t, 0)) over w, sum(coalesce(m.p, 0)) over w, sum(coalesce(m.h, 0)) over w,
    sum(coalesce(m.v, 0)) over w, sum(coalesce(m.n, 0)) over w, sum(coalesce(m.paid, 0)) over w,
    sum(coalesce(m.due, 0)) over w, sum(coalesce(m.hn, 0)) over w
  from dense d left join m on m.dimension = d.dimension and m.key = d.key and m.period = d.period
  window w as (partition by d.dimension, d.key order by d.period);
  drop table running_months;
  alter table earnings_running add constraint earnings_running_dimension_period_key_pk
    primary key (dimension, period, key)
    include (total_micros, payable_micros, held_micros, void_micros, line_count, paid_micros, due_micros,
             history_line_count);
  create index earnings_running_key_idx on earnings_running using btree (dimension, key, period);
end
$$;
--> statement-breakpoint
select earnings_running_rebuild();
